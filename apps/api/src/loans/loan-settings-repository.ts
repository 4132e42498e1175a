import type { IsoDate } from '@gold/core'
import type { TenantClient } from '@gold/db'
import { type LoanSettingsRecord, DEFAULT_LOAN_SETTINGS, dateOf, num, toIso } from './loan-records.ts'

/** The shop's loan settings and its holidays. */
export function loanSettingsQueries(db: TenantClient, tenantId: string) {
  return {
    settings: async (): Promise<LoanSettingsRecord> => {
      const row = await db.loanSettings.findFirst({})
      if (!row) return DEFAULT_LOAN_SETTINGS
      return {
        ceilings: { upTo250kBp: row.ltvUpTo250kBp, upTo500kBp: row.ltvUpTo500kBp, above500kBp: row.ltvAbove500kBp },
        releaseCompensationPerDay: num(row.releaseCompensationPerDay),
        defaultThresholdDays: row.defaultThresholdDays,
        auctionNoticeDays: row.auctionNoticeDays,
        penalRateBp: row.penalRateBp,
        graceDays: row.graceDays,
        cashNeedsOpenCounter: row.cashNeedsOpenCounter,
        goldRules2025: row.goldRules2025,
      }
    },
    putSettings: async (s: LoanSettingsRecord) => {
      const data = {
        ltvUpTo250kBp: s.ceilings.upTo250kBp,
        ltvUpTo500kBp: s.ceilings.upTo500kBp,
        ltvAbove500kBp: s.ceilings.above500kBp,
        releaseCompensationPerDay: BigInt(s.releaseCompensationPerDay),
        defaultThresholdDays: s.defaultThresholdDays,
        auctionNoticeDays: s.auctionNoticeDays,
        penalRateBp: s.penalRateBp,
        graceDays: s.graceDays,
        cashNeedsOpenCounter: s.cashNeedsOpenCounter,
        goldRules2025: s.goldRules2025,
      }
      await db.loanSettings.upsert({ where: { tenantId }, create: { tenantId, ...data }, update: data })
    },
    holidays: async (): Promise<{ date: IsoDate; name: string }[]> =>
      (await db.loanHoliday.findMany({ orderBy: { date: 'asc' } })).map((h) => ({ date: toIso(h.date), name: h.name })),
    addHoliday: async (date: IsoDate, name: string) => {
      await db.loanHoliday.upsert({
        where: { tenantId_date: { tenantId, date: dateOf(date) } },
        create: { tenantId, date: dateOf(date), name },
        update: { name },
      })
    },
    removeHoliday: async (date: IsoDate) =>
      (await db.loanHoliday.deleteMany({ where: { date: dateOf(date) } })).count > 0,
  }
}
