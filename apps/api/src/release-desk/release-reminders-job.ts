import { addDays, isoDateOf, loanErrors } from '@gold/core'
import { loansRepository } from '../loans/loans-repository.ts'
import { sendBorrowerMessage } from '../messages/borrower-messages.ts'
import type { AppContext } from '../platform/context.ts'
import { tenantLabels } from '../platform/tenants.ts'
import { releaseDeskPlatformRepository } from './release-desk-platform-repository.ts'
import { releaseDeskRepository } from './release-desk-repository.ts'
import { createBookingLink } from './release-link-service.ts'

/**
 * "Collect your gold" to the borrower of a closed loan, on every channel, with a link to book a
 * release slot. `dedupeKey` holds it to once per key: the daily job's `collect:<loanId>` once per
 * loan; staff sending it again from the desk use a key of their own. Each channel's row (LoanMessage)
 * records what happened to it: `sent`, `outbox` (no provider: nobody received it), `failed`.
 */
export async function sendCollectReminder(ctx: AppContext, tenantId: string, loanId: string, dedupeKey: string) {
  const loan = await loansRepository(ctx, tenantId).loan(loanId)
  const tenant = (await tenantLabels(ctx, [tenantId])).get(tenantId)
  if (!loan || !tenant) throw loanErrors.error('loanNotFound')
  const url = await createBookingLink(ctx, { id: tenantId, slug: tenant.slug }, loan)
  return sendBorrowerMessage(ctx, tenantId, {
    kind: 'collectGold',
    values: { loanNumber: loan.loanNumber, dueBy: loan.releaseDueBy ?? isoDateOf(ctx.now()), url },
    customerId: loan.customerId,
    loanId,
    dedupeKey,
  })
}

/**
 * The release desk's morning job (10:00 India time): 1. the "collect your gold" message for every
 * closed loan whose borrower has not had it; 2. the reminder of tomorrow's booked slots, once per
 * booking. A message that fails is logged and recorded; the others go on.
 */
export async function runReleaseReminders(ctx: AppContext) {
  const platform = releaseDeskPlatformRepository(ctx)
  let collectSent = 0
  for (const loan of await platform.closedLoansNotTold()) {
    const sent = await sendCollectReminder(ctx, loan.tenantId, loan.id, `collect:${loan.id}`).catch((err) => {
      ctx.log.warn({ err, loanId: loan.id }, 'collect-your-gold message failed')
      return null
    })
    if (sent) collectSent++
  }
  let slotReminders = 0
  for (const b of await platform.bookingsOn(addDays(isoDateOf(ctx.now()), 1))) {
    const sent = await remindSlot(ctx, b.tenantId, b.id).catch((err) => {
      ctx.log.warn({ err, bookingId: b.id }, 'release slot reminder failed')
      return null
    })
    if (sent) slotReminders++
  }
  return { ok: true, collectSent, slotReminders }
}

async function remindSlot(ctx: AppContext, tenantId: string, bookingId: string) {
  const booking = await releaseDeskRepository(ctx, tenantId).booking(bookingId)
  const loan = booking && (await loansRepository(ctx, tenantId).loan(booking.loanId))
  if (!booking || !loan || loan.status !== 'Closed') return null
  return sendBorrowerMessage(ctx, tenantId, {
    kind: 'releaseSlotReminder',
    values: { loanNumber: loan.loanNumber, slotDate: booking.slotDate, slotTime: booking.slotTime },
    customerId: loan.customerId,
    loanId: loan.id,
    dedupeKey: `slot:${booking.id}`,
  })
}
