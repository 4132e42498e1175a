import { ticketViewerFlags, type Principal, type TicketAttachment, isRecord } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { tenantLabels } from '../platform/tenants.ts'
import type { TicketMessageRow as TicketMessage, TicketRow as Ticket } from './tickets-repository.ts'

type TenantLabel = { name: string; slug: string }

/** Spec 2.7 Ticket for one caller: stored columns (no seen stamps), joined tenant, per-caller flags. */
export function ticketJson(principal: Principal, row: Ticket, tenant: TenantLabel | undefined) {
  const flags = ticketViewerFlags(principal, row)
  return {
    id: row.id,
    reference: flags.reference,
    tenantId: row.tenantId,
    tenantName: tenant?.name ?? '',
    tenantSlug: tenant?.slug ?? '',
    scope: row.scope,
    category: row.category,
    status: row.status,
    priority: row.priority,
    subject: row.subject,
    requesterType: row.requesterType,
    requesterId: row.requesterId,
    requesterName: row.requesterName,
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeName,
    lastMessageAt: row.lastMessageAt,
    createdAt: row.createdAt,
    resolvedAt: row.resolvedAt,
    closedAt: row.closedAt,
    unread: flags.unread,
    viewerSide: flags.viewerSide,
    canManage: flags.canManage,
    canReply: flags.canReply,
  }
}

export type TicketJson = ReturnType<typeof ticketJson>

export async function ticketsJson(ctx: AppContext, principal: Principal, rows: Ticket[]): Promise<TicketJson[]> {
  // Ticket has no Prisma relation to Tenant: names and slugs come in one batch.
  const tenants = await tenantLabels(
    ctx,
    rows.map((r) => r.tenantId),
  )
  return rows.map((row) => ticketJson(principal, row, tenants.get(row.tenantId)))
}

export async function oneTicketJson(ctx: AppContext, principal: Principal, row: Ticket): Promise<TicketJson> {
  const [json] = await ticketsJson(ctx, principal, [row])
  return json!
}

/** How a principal is recorded as a message author (spec 2.8). */
export function authorOf(principal: Principal): {
  authorType: 'staff' | 'customer' | 'superadmin'
  authorId: string
  authorName: string
} {
  if (principal.kind === 'customer')
    return { authorType: 'customer', authorId: principal.customerId, authorName: principal.name }
  if (principal.kind === 'staff') return { authorType: 'staff', authorId: principal.userId, authorName: principal.name }
  return { authorType: 'superadmin', authorId: principal.userId, authorName: principal.name }
}

export const SYSTEM_AUTHOR = { authorType: 'system', authorId: 'system', authorName: 'System' } as const

/** Stored attachments as response objects; anything malformed in storage is dropped. */
function attachmentsOf(value: unknown): TicketAttachment[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((a) => {
    if (!isRecord(a) || typeof a.pathname !== 'string') return []
    const { pathname, name, size, contentType } = a
    return [
      {
        pathname,
        name: typeof name === 'string' ? name : 'attachment',
        size: typeof size === 'number' ? size : 0,
        contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream',
      },
    ]
  })
}

/** Spec 2.8 Message; `mine` when the caller wrote it (never for system messages). */
export function messageJson(principal: Principal, row: TicketMessage) {
  const me = authorOf(principal)
  return {
    id: row.id,
    ticketId: row.ticketId,
    authorType: row.authorType,
    authorId: row.authorId,
    authorName: row.authorName,
    body: row.body,
    internal: row.internal,
    attachments: attachmentsOf(row.attachments),
    createdAt: row.createdAt,
    mine: row.authorType === me.authorType && row.authorId === me.authorId,
  }
}
