import { type IsoDate, type SlotKey, slotKey } from '@gold/core'
import type { AppContext } from '../platform/context.ts'

const dateOf = (iso: IsoDate) => new Date(`${iso}T00:00:00Z`)
const isoOf = (d: Date): IsoDate => d.toISOString().slice(0, 10)

export type BookingVia = 'portal' | 'link' | 'staff'
export type BookingRecord = {
  id: string
  loanId: string
  customerId: string
  slotDate: IsoDate
  slotTime: string
  status: string
  bookedVia: string
  bookedById: string | null
  createdAt: Date
  missedAt: Date | null
  missedById: string | null
}

const bookingOf = (r: Omit<BookingRecord, 'slotDate'> & { slotDate: Date }): BookingRecord => ({
  ...r,
  slotDate: isoOf(r.slotDate),
})

/** The release desk's records of one shop: bookings, booking links, and the loans awaiting release. */
export function releaseDeskRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  const queries = (q: typeof db | Parameters<Parameters<typeof db.$transaction>[0]>[0]) => ({
    /** Bookings of the shop queue on one transaction lock, so a slot's capacity holds under concurrency. */
    lockSlots: async () => {
      await q.$queryRaw`SELECT 1 AS "locked" FROM (SELECT pg_advisory_xact_lock(hashtext(${`release-slots:${tenantId}`}))) AS l`
    },
    /** Live bookings per slot from `from` to `to`. */
    bookedCounts: async (from: IsoDate, to: IsoDate): Promise<Map<SlotKey, number>> => {
      const rows = await q.releaseSlotBooking.groupBy({
        by: ['slotDate', 'slotTime'],
        where: { status: 'Booked', slotDate: { gte: dateOf(from), lte: dateOf(to) } },
        _count: { _all: true },
      })
      return new Map(rows.map((r) => [slotKey(isoOf(r.slotDate), r.slotTime), r._count._all]))
    },
    liveBooking: async (loanId: string) => {
      const row = await q.releaseSlotBooking.findFirst({ where: { loanId, status: 'Booked' } })
      return row && bookingOf(row)
    },
    /** A new booking replaces the loan's live one (`Rebooked`), at `at`. */
    book: async (
      b: {
        loanId: string
        customerId: string
        slotDate: IsoDate
        slotTime: string
        bookedVia: BookingVia
        bookedById: string | null
      },
      at: Date,
    ) => {
      await q.releaseSlotBooking.updateMany({
        where: { loanId: b.loanId, status: 'Booked' },
        data: { status: 'Rebooked' },
      })
      return bookingOf(
        await q.releaseSlotBooking.create({ data: { tenantId, ...b, slotDate: dateOf(b.slotDate), createdAt: at } }),
      )
    },
    booking: async (id: string) => {
      const row = await q.releaseSlotBooking.findFirst({ where: { id } })
      return row && bookingOf(row)
    },
    /** Booked -> Missed, once (a conditional update). */
    markMissed: async (id: string, by: string | null, at: Date) =>
      (
        await q.releaseSlotBooking.updateMany({
          where: { id, status: 'Booked' },
          data: { status: 'Missed', missedAt: at, missedById: by },
        })
      ).count === 1,
  })
  return {
    ...queries(db),
    transaction: <T>(work: (tx: ReturnType<typeof queries>) => Promise<T>) =>
      db.$transaction((tx) => work(queries(tx)), { maxWait: 10_000, timeout: 15_000 }),
    bookingsOfLoans: async (loanIds: string[]): Promise<BookingRecord[]> =>
      (await db.releaseSlotBooking.findMany({ where: { loanId: { in: loanIds } }, orderBy: { createdAt: 'asc' } })).map(
        bookingOf,
      ),
    /** The shop's closed loans still holding gold, deadline first. */
    awaitingRelease: () =>
      db.loan.findMany({
        where: { status: 'Closed' },
        select: { id: true, loanNumber: true, customerId: true, closedOn: true, releaseDueBy: true },
        orderBy: [{ releaseDueBy: 'asc' }, { id: 'asc' }],
        take: 500,
      }),
    accrualsOfLoans: async (loanIds: string[]) =>
      (await db.releaseCompensationAccrual.findMany({ where: { loanId: { in: loanIds } } })).map((a) => ({
        loanId: a.loanId,
        day: isoOf(a.day),
        amountPaise: Number(a.amountPaise),
      })),
    customers: (ids: string[]) =>
      db.customer.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, phone: true } }),
    /** The release messages (collect your gold, slot reminders) of these loans, oldest first. */
    releaseMessages: (loanIds: string[]) =>
      db.loanMessage.findMany({
        where: { loanId: { in: loanIds }, kind: { in: ['collectGold', 'releaseSlotReminder'] } },
        select: {
          loanId: true,
          kind: true,
          channel: true,
          status: true,
          error: true,
          providerAnswer: true,
          createdAt: true,
          lastAttemptAt: true,
          values: true,
        },
        orderBy: { createdAt: 'asc' },
      }),
    staffNames: async (ids: string[]) =>
      new Map(
        (await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })).map((u) => [
          u.id,
          u.name,
        ]),
      ),
    insertLink: (l: { loanId: string; customerId: string; tokenHash: string; expiresAt: Date }) =>
      db.releaseBookingLink.create({ data: { tenantId, ...l } }),
    linkByTokenHash: (tokenHash: string) => db.releaseBookingLink.findFirst({ where: { tokenHash } }),
  }
}

export type ReleaseDeskRepository = ReturnType<typeof releaseDeskRepository>
