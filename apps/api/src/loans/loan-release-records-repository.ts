import { type AccruedDay, DEFAULT_SLOT_SETTINGS, type IsoDate, type MissedSlot, isoDateOf } from '@gold/core'
import type { TenantClient } from '@gold/db'
import { dateOf, num, toIso } from './loan-records.ts'

export type ReleaseDeskSettingsRecord = {
  opensAt: string
  closesAt: string
  slotCapacity: number
  borrowerDelayPausesClock: boolean
}
export const DEFAULT_RELEASE_DESK_SETTINGS: ReleaseDeskSettingsRecord = {
  ...DEFAULT_SLOT_SETTINGS,
  borrowerDelayPausesClock: false,
}

export type NewReleaseRecord = {
  loanId: string
  excusedDays: number
  packetNumber?: string
  sealNo?: string | null
  scannedLabel?: string
  sealPhotoPathname?: string
  signaturePathname?: string
  releasedById: string | null
  witnessId?: string | null
}

type BookingRow = { status: string; slotDate: Date | IsoDate; createdAt: Date; missedAt: Date | null }

/** A loan's missed slots (its bookings oldest first), each with the day the borrower next booked (null: not since). */
export function missesOfBookings(rows: readonly BookingRow[]): MissedSlot[] {
  return rows
    .filter((r) => r.status === 'Missed')
    .map((miss) => {
      const next = rows.find((r) => r.createdAt > (miss.missedAt ?? miss.createdAt))
      const slotDate = typeof miss.slotDate === 'string' ? miss.slotDate : toIso(miss.slotDate)
      return { slotDate, rebookedOn: next ? isoDateOf(next.createdAt) : null }
    })
}

/**
 * What the release of a loan reads and writes of the release desk's records (issue 28), inside the
 * release's or the daily job's transaction: the shop's desk settings, the compensation days
 * already accrued, the borrower's missed slots, and the handover.
 */
export function loanReleaseRecordQueries(db: TenantClient, tenantId: string) {
  return {
    releaseDeskSettings: async (): Promise<ReleaseDeskSettingsRecord> => {
      const row = await db.releaseDeskSettings.findFirst({})
      return row
        ? {
            opensAt: row.opensAt,
            closesAt: row.closesAt,
            slotCapacity: row.slotCapacity,
            borrowerDelayPausesClock: row.borrowerDelayPausesClock,
          }
        : DEFAULT_RELEASE_DESK_SETTINGS
    },
    putReleaseDeskSettings: async (s: ReleaseDeskSettingsRecord) => {
      await db.releaseDeskSettings.upsert({ where: { tenantId }, create: { tenantId, ...s }, update: s })
    },

    /** The days the daily job accrued, each with the India date it was posted on. */
    accruedCompensation: async (loanId: string): Promise<(AccruedDay & { postedOn: IsoDate })[]> =>
      (await db.releaseCompensationAccrual.findMany({ where: { loanId }, orderBy: { day: 'asc' } })).map((a) => ({
        day: toIso(a.day),
        amountPaise: num(a.amountPaise),
        postedOn: isoDateOf(a.createdAt),
      })),
    /** One day's accrual; false when the day was already accrued (the unique key holds it to once). */
    insertAccrual: async (loanId: string, day: IsoDate, amountPaise: number, at: Date): Promise<boolean> =>
      (
        await db.releaseCompensationAccrual.createMany({
          data: [{ tenantId, loanId, day: dateOf(day), amountPaise: BigInt(amountPaise), createdAt: at }],
          skipDuplicates: true,
        })
      ).count === 1,

    missedSlots: async (loanId: string): Promise<MissedSlot[]> =>
      missesOfBookings(await db.releaseSlotBooking.findMany({ where: { loanId }, orderBy: { createdAt: 'asc' } })),
    /** The live booking, if any, becomes Attended when the gold goes back. */
    attendBooking: async (loanId: string) =>
      db.releaseSlotBooking.updateMany({ where: { loanId, status: 'Booked' }, data: { status: 'Attended' } }),

    /** The custody rule (issue 28): a packet before disbursement, and so a handover at release. */
    packetRuleOn: async (): Promise<boolean> =>
      (await db.custodySettings.findFirst({}))?.requirePacketBeforeDisbursement ?? false,
    /** The loan's packet: the one disbursed against it, else the one sealed on its valuation. */
    packetOfLoan: (loan: { id: string; valuationId: string }) =>
      db.goldPacket.findFirst({
        where: { OR: [{ loanId: loan.id }, { valuationId: loan.valuationId }] },
        select: { id: true, number: true, sealNo: true, status: true },
      }),
    storedFiles: (pathnames: string[]) =>
      db.storedFile.findMany({
        where: { pathname: { in: pathnames } },
        select: { pathname: true, ownerKind: true, contentType: true },
      }),
    insertReleaseRecord: (r: NewReleaseRecord, at: Date) =>
      db.releaseRecord.create({ data: { tenantId, ...r, createdAt: at } }),
    releaseRecord: (loanId: string) => db.releaseRecord.findFirst({ where: { loanId } }),
    /** The loan's release slots and release messages, oldest first, as the release receipt prints them. */
    releaseAttempts: async (loanId: string) => {
      const [bookings, reminders] = await Promise.all([
        db.releaseSlotBooking.findMany({ where: { loanId }, orderBy: { createdAt: 'asc' } }),
        db.loanMessage.findMany({
          where: { loanId, kind: { in: ['collectGold', 'releaseSlotReminder'] } },
          orderBy: { createdAt: 'asc' },
        }),
      ])
      return {
        bookings: bookings.map((b) => ({
          date: toIso(b.slotDate),
          time: b.slotTime,
          status: b.status,
          via: b.bookedVia,
        })),
        reminders: reminders.map((m) => ({
          kind: m.kind,
          channel: m.channel,
          status: m.status,
          at: m.lastAttemptAt ?? m.createdAt,
        })),
      }
    },
    staffNamesOf: async (ids: string[]) =>
      new Map(
        (await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })).map((u) => [
          u.id,
          u.name,
        ]),
      ),
  }
}
