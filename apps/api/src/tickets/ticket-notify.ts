import { ticketReference } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { recipientsRepository } from '../messages/recipients-repository.ts'
import { ticketsRepository, type TicketRow as Ticket } from './tickets-repository.ts'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The requester's address: the staff user's email, or the customer's (customers may have none). */
async function requesterEmail(ctx: AppContext, ticket: Ticket): Promise<string | null> {
  const tickets = ticketsRepository(ctx, ticket.tenantId)
  return ticket.requesterType === 'staff'
    ? tickets.staffEmail(ticket.requesterId)
    : tickets.customerEmail(ticket.requesterId)
}

export function statusChangeMail(ticket: Ticket, previousStatus: string) {
  const reference = ticketReference(ticket.id)
  const subject = `${reference}: your ticket is now ${ticket.status}`
  const text = [
    `Hello ${ticket.requesterName},`,
    '',
    `The status of your support ticket ${reference} "${ticket.subject}" changed from ${previousStatus} to ${ticket.status}.`,
    ticket.status === 'Closed'
      ? 'Closed tickets accept no replies; raise a new ticket to continue.'
      : 'You can read and reply to the conversation from your support page.',
  ].join('\n')
  const html =
    `<p>Hello ${escapeHtml(ticket.requesterName)},</p><p>The status of your support ticket <strong>${reference}</strong> ` +
    `&ldquo;${escapeHtml(ticket.subject)}&rdquo; changed from ${escapeHtml(previousStatus)} to <strong>${escapeHtml(ticket.status)}</strong>.</p>`
  return { subject, text, html }
}

/**
 * Spec 3.3 / 6: a status change notifies the requester by email (queued: the `mail` job, keyed by
 * the ticket and the change's time), and a customer also in-app. Best-effort: failures are logged
 * and never fail the request that changed the status.
 */
export async function notifyStatusChange(ctx: AppContext, ticket: Ticket, previousStatus: string): Promise<void> {
  const mail = statusChangeMail(ticket, previousStatus)
  try {
    if (ticket.requesterType === 'customer') {
      await recipientsRepository(ctx, ticket.tenantId).notify({
        customerId: ticket.requesterId,
        title: mail.subject,
        body: mail.text,
        link: `/tickets/${ticket.id}`,
      })
    }
  } catch (err) {
    ctx.log.warn({ err, ticketId: ticket.id }, 'ticket status notification (in-app) failed')
  }
  try {
    const to = await requesterEmail(ctx, ticket)
    const key = `ticket-status:${ticket.id}:${previousStatus}:${ticket.status}:${ticket.lastMessageAt.getTime()}`
    if (to) await ctx.jobs.enqueue('mail', key, { to: [to], ...mail })
  } catch (err) {
    ctx.log.warn({ err, ticketId: ticket.id }, 'ticket status notification (email) failed')
  }
}
