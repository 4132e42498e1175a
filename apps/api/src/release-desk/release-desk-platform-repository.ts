import { addDays, type IsoDate } from '@gold/core'
import type { AppContext } from '../platform/context.ts'

const dateOf = (iso: IsoDate) => new Date(`${iso}T00:00:00Z`)
const BATCH = 1000

/** The release desk's daily jobs walk every shop: bookings to mark missed, loans to accrue, reminders to send. */
export function releaseDeskPlatformRepository(ctx: AppContext) {
  const db = ctx.db.prisma
  return {
    /** Live bookings whose slot day is over. */
    bookingsBefore: (today: IsoDate) =>
      db.releaseSlotBooking.findMany({
        where: { status: 'Booked', slotDate: { lt: dateOf(today) } },
        select: { id: true, tenantId: true },
        take: BATCH,
      }),
    /** Closed loans with at least one whole day of delay behind them (deadline before yesterday). */
    closedLoansLateBy: (today: IsoDate) =>
      db.loan.findMany({
        where: { status: 'Closed', releaseDueBy: { lt: dateOf(addDays(today, -1)) } },
        select: { id: true, tenantId: true },
        orderBy: [{ releaseDueBy: 'asc' }, { id: 'asc' }],
        take: BATCH,
      }),
    /** Closed loans of active shops whose borrower has not been told to collect the gold yet. */
    closedLoansNotTold: async () => {
      const active = await db.tenant.findMany({ where: { isActive: true }, select: { id: true } })
      const loans = await db.loan.findMany({
        where: { status: 'Closed', tenantId: { in: active.map((t) => t.id) } },
        select: { id: true, tenantId: true },
        orderBy: { id: 'asc' },
        take: BATCH,
      })
      const told = await db.loanMessage.findMany({
        where: { kind: 'collectGold', loanId: { in: loans.map((l) => l.id) } },
        select: { loanId: true },
        distinct: ['loanId'],
      })
      const toldIds = new Set(told.map((t) => t.loanId))
      return loans.filter((l) => !toldIds.has(l.id))
    },
    /** Live bookings of one day (the slot reminder goes the day before). */
    bookingsOn: (date: IsoDate) =>
      db.releaseSlotBooking.findMany({
        where: { status: 'Booked', slotDate: dateOf(date) },
        select: { id: true, tenantId: true },
        take: BATCH,
      }),
  }
}
