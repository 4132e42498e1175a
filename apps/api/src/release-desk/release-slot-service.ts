import {
  BOOKING_DAYS_AHEAD,
  type SlotCalendar,
  type SlotChoice,
  addDays,
  assertBookable,
  formatIstClock,
  isoDateOf,
  loanErrors,
  openSlots,
  releaseDeskErrors,
  slotHasBegun,
} from '@gold/core'
import { loanOrThrow } from '../loans/loan-read-service.ts'
import { loansRepository } from '../loans/loans-repository.ts'
import type { AppContext } from '../platform/context.ts'
import { type BookingVia, releaseDeskRepository } from './release-desk-repository.ts'

type SlotCounts = { bookedCounts: ReturnType<typeof releaseDeskRepository>['bookedCounts'] }

/** The shop's hours, capacity and holidays (read outside any transaction: PGlite has one connection). */
async function shopDays(ctx: AppContext, tenantId: string) {
  const loans = loansRepository(ctx, tenantId)
  const [settings, holidays] = await Promise.all([loans.releaseDeskSettings(), loans.holidays()])
  return { settings, holidays: new Set(holidays.map((h) => h.date)) }
}

/** The slot calendar as of now: the shop's days and the live bookings (read by `q`, a transaction's when booking). */
async function slotCalendar(
  ctx: AppContext,
  days: Awaited<ReturnType<typeof shopDays>>,
  q: SlotCounts,
): Promise<SlotCalendar> {
  const now = ctx.now()
  const today = isoDateOf(now)
  const booked = await q.bookedCounts(today, addDays(today, BOOKING_DAYS_AHEAD))
  return { ...days, booked, today, nowTime: formatIstClock(now) }
}

/** The slots open for booking from now on. */
export async function releaseSlots(ctx: AppContext, tenantId: string) {
  return openSlots(await slotCalendar(ctx, await shopDays(ctx, tenantId), releaseDeskRepository(ctx, tenantId)))
}

export type Booker = { via: BookingVia; byId: string | null; customerId?: string }

/**
 * Book (or rebook) the release slot of a closed loan: by staff, by the signed-in borrower (only
 * their own loan: another's is 404 as another shop's), or through the SMS link. Bookings of the shop
 * queue on one lock, so a slot's capacity holds under concurrent bookings; the loan's earlier live
 * booking becomes `Rebooked`.
 */
export async function bookReleaseSlot(
  ctx: AppContext,
  tenantId: string,
  loanId: string,
  slot: SlotChoice,
  who: Booker,
) {
  const loan = await loanOrThrow(loansRepository(ctx, tenantId), loanId)
  if (who.customerId !== undefined && loan.customerId !== who.customerId) throw loanErrors.error('loanNotFound')
  if (loan.status !== 'Closed') throw releaseDeskErrors.error('notAwaitingRelease')
  const repo = releaseDeskRepository(ctx, tenantId)
  const days = await shopDays(ctx, tenantId)
  return repo.transaction(async (tx) => {
    await tx.lockSlots()
    const calendar = await slotCalendar(ctx, days, tx)
    const mine = await tx.liveBooking(loanId)
    assertBookable(calendar, slot.date, slot.time, mine?.slotDate === slot.date && mine.slotTime === slot.time)
    return tx.book(
      {
        loanId,
        customerId: loan.customerId,
        slotDate: slot.date,
        slotTime: slot.time,
        bookedVia: who.via,
        bookedById: who.byId,
      },
      ctx.now(),
    )
  })
}

/** Staff mark a booked slot missed once it has begun (the end-of-day job marks the rest). */
export async function markSlotMissed(ctx: AppContext, staff: { tenantId: string; userId: string }, bookingId: string) {
  const repo = releaseDeskRepository(ctx, staff.tenantId)
  const booking = await repo.booking(bookingId)
  if (!booking) throw releaseDeskErrors.error('bookingNotFound')
  const now = ctx.now()
  if (
    booking.status !== 'Booked' ||
    !slotHasBegun(booking.slotDate, booking.slotTime, isoDateOf(now), formatIstClock(now))
  )
    throw releaseDeskErrors.error('notMissable')
  if (!(await repo.markMissed(bookingId, staff.userId, now))) throw releaseDeskErrors.error('notMissable')
  return (await repo.booking(bookingId))!
}
