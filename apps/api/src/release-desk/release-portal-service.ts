import { loanErrors } from '@gold/core'
import { loansRepository } from '../loans/loans-repository.ts'
import type { AppContext } from '../platform/context.ts'
import { releaseDeskRepository } from './release-desk-repository.ts'
import { releaseSlots } from './release-slot-service.ts'

/**
 * The portal's release card of a borrower's loan: the deadline, their booking and the open slots
 * (none unless the loan is closed with the gold still at the shop). Another borrower's loan is 404.
 */
export async function portalReleaseBooking(
  ctx: AppContext,
  me: { tenantId: string; customerId: string },
  loanId: string,
) {
  const loan = await loansRepository(ctx, me.tenantId).loan(loanId)
  if (!loan || loan.customerId !== me.customerId) throw loanErrors.error('loanNotFound')
  const awaiting = loan.status === 'Closed'
  const booking = awaiting ? await releaseDeskRepository(ctx, me.tenantId).liveBooking(loanId) : null
  return {
    awaitingRelease: awaiting,
    releaseDueBy: loan.releaseDueBy,
    booking: booking && { date: booking.slotDate, time: booking.slotTime },
    slots: awaiting ? await releaseSlots(ctx, me.tenantId) : [],
  }
}
