import { type IsoDate, type LoanSettingsInput, type HolidayBody, bpToPercent, ceilingsInPercent } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { loansRepository } from './loans-repository.ts'

/** tRPC loans.settings.get: the shop's ceilings (percent), compensation a day (paise), loan defaults and holidays. */
export async function getLoanSettings(ctx: AppContext, tenantId: string) {
  const q = loansRepository(ctx, tenantId)
  const [settings, holidays] = await Promise.all([q.settings(), q.holidays()])
  return {
    ...ceilingsInPercent(settings.ceilings),
    releaseCompensationPerDay: settings.releaseCompensationPerDay,
    defaultThresholdDays: settings.defaultThresholdDays,
    auctionNoticeDays: settings.auctionNoticeDays,
    penalRate: bpToPercent(settings.penalRateBp),
    graceDays: settings.graceDays,
    cashNeedsOpenCounter: settings.cashNeedsOpenCounter,
    goldRules2025: settings.goldRules2025,
    holidays,
  }
}

/** tRPC loans.settings.update (the input is already within the regulator's limits). */
export async function updateLoanSettings(ctx: AppContext, tenantId: string, input: LoanSettingsInput) {
  const q = loansRepository(ctx, tenantId)
  const current = await q.settings()
  await q.putSettings({ ...current, ...input })
  return getLoanSettings(ctx, tenantId)
}

/** A day the shop is closed (the release deadline skips it); the same date again renames it. */
export async function addLoanHoliday(ctx: AppContext, tenantId: string, holiday: HolidayBody) {
  await loansRepository(ctx, tenantId).addHoliday(holiday.date, holiday.name)
  return getLoanSettings(ctx, tenantId)
}

export async function removeLoanHoliday(ctx: AppContext, tenantId: string, date: IsoDate) {
  await loansRepository(ctx, tenantId).removeHoliday(date)
  return getLoanSettings(ctx, tenantId)
}
