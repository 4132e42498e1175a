import { defineErrors } from '../shared/domain-error.ts'
import { isRecord } from '../shared/is-record.ts'
import { checkedBody } from '../shared/request-body.ts'
import { optionalText } from '../shared/text.ts'
import { parseIsoDate, type IsoDate } from '../shared/india-calendar.ts'
import { percentToBp } from './loan-interest.ts'
import { type LtvCeilings, REGULATOR_LTV_CEILINGS } from './loan-ltv.ts'
import { MAX_LOAN_PAISE } from '../shared/money.ts'
import { MIN_RELEASE_COMPENSATION_PER_DAY_PAISE } from './loan-release.ts'

/** A shop's loan settings (tenant admin): our wording, loans.md fixes only the limits. */
export const loanSettingsErrors = defineErrors({
  ltvUpTo250k: [400, 'The ceiling up to ₹2,50,000 must be a percentage above 0 and at most 85.'],
  ltvUpTo500k: [400, 'The ceiling up to ₹5,00,000 must be a percentage above 0 and at most 80.'],
  ltvAbove500k: [400, 'The ceiling above ₹5,00,000 must be a percentage above 0 and at most 75.'],
  compensation: [400, 'Release compensation must be a whole number of paise of at least ₹5,000 a day.'],
  penalRate: [400, 'Penal rate must be a percentage from 0 to 100 with at most two decimals.'],
  graceDays: [400, 'Grace days must be a whole number from 0 to 90.'],
  defaultThresholdDays: [400, 'Default threshold must be a whole number of days from 30 to 365.'],
  auctionNoticeDays: [400, 'Auction notice period must be a whole number of days from 14 to 90.'],
  holidayDate: [400, 'Holiday date must be a calendar date written YYYY-MM-DD.'],
  holidayName: [400, 'Holiday name must be 1 to 100 characters.'],
  cashNeedsOpenCounter: [400, 'Cash needs an open counter must be true or false.'],
  goldRules2025: [400, 'Apply the 2025 gold-lending rules must be true or false.'],
})

export type LoanSettingsBody = {
  ltvUpTo250k: number
  ltvUpTo500k: number
  ltvAbove500k: number
  releaseCompensationPerDay: number
  /** The defaults below are optional: a body without them keeps the shop's current values. */
  penalRate?: number
  graceDays?: number
  defaultThresholdDays?: number
  auctionNoticeDays?: number
  /** Issue 25: cash loan events only by staff with an open counter (absent keeps the current value). */
  cashNeedsOpenCounter?: boolean
  /** Issue 28: RBI's 2025 gold-lending rules (purpose, weight caps, consumption tiers); absent keeps the current value. */
  goldRules2025?: boolean
}
export type LoanDefaults = {
  penalRateBp: number
  graceDays: number
  defaultThresholdDays: number
  auctionNoticeDays: number
  cashNeedsOpenCounter: boolean
  goldRules2025: boolean
}
export type LoanSettingsInput = {
  ceilings: LtvCeilings
  releaseCompensationPerDay: number
} & Partial<LoanDefaults>

/** What the Disburse form starts from, the auction threshold and the notice period, within these limits. */
export const LOAN_DEFAULT_LIMITS = {
  graceDays: { min: 0, max: 90 },
  defaultThresholdDays: { min: 30, max: 365 },
  auctionNoticeDays: { min: 14, max: 90 },
} as const

function wholeDays(value: unknown, key: keyof typeof LOAN_DEFAULT_LIMITS): number | undefined {
  if (value === undefined) return undefined
  const { min, max } = LOAN_DEFAULT_LIMITS[key]
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw loanSettingsErrors.error(key)
  return value
}

function optionalFlag(value: unknown, key: 'cashNeedsOpenCounter' | 'goldRules2025'): boolean | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'boolean') throw loanSettingsErrors.error(key)
  return value
}

function penalRateBp(value: unknown): number | undefined {
  if (value === undefined) return undefined
  const bp = typeof value === 'number' ? percentToBp(value) : null
  if (bp === null || bp < 0 || bp > 10_000) throw loanSettingsErrors.error('penalRate')
  return bp
}

/** The optional loan defaults of a settings body, in form order; absent ones are left out. */
function parseLoanDefaults(body: Record<string, unknown>): Partial<LoanDefaults> {
  const defaults: Partial<LoanDefaults> = {
    penalRateBp: penalRateBp(body.penalRate),
    graceDays: wholeDays(body.graceDays, 'graceDays'),
    defaultThresholdDays: wholeDays(body.defaultThresholdDays, 'defaultThresholdDays'),
    auctionNoticeDays: wholeDays(body.auctionNoticeDays, 'auctionNoticeDays'),
    cashNeedsOpenCounter: optionalFlag(body.cashNeedsOpenCounter, 'cashNeedsOpenCounter'),
    goldRules2025: optionalFlag(body.goldRules2025, 'goldRules2025'),
  }
  return Object.fromEntries(Object.entries(defaults).filter(([, v]) => v !== undefined))
}

function ceilingBp(value: unknown, max: number, error: 'ltvUpTo250k' | 'ltvUpTo500k' | 'ltvAbove500k'): number {
  const bp = typeof value === 'number' ? percentToBp(value) : null
  if (bp === null || bp <= 0 || bp > max) throw loanSettingsErrors.error(error)
  return bp
}

/** Ceilings within the regulator's (never higher), compensation never below the regulator's ₹5,000 a day. */
export function parseLoanSettings(raw: unknown): LoanSettingsInput {
  const body = isRecord(raw) ? raw : {}
  const ceilings = {
    upTo250kBp: ceilingBp(body.ltvUpTo250k, REGULATOR_LTV_CEILINGS.upTo250kBp, 'ltvUpTo250k'),
    upTo500kBp: ceilingBp(body.ltvUpTo500k, REGULATOR_LTV_CEILINGS.upTo500kBp, 'ltvUpTo500k'),
    above500kBp: ceilingBp(body.ltvAbove500k, REGULATOR_LTV_CEILINGS.above500kBp, 'ltvAbove500k'),
  }
  const pay = body.releaseCompensationPerDay
  if (
    typeof pay !== 'number' ||
    !Number.isSafeInteger(pay) ||
    pay < MIN_RELEASE_COMPENSATION_PER_DAY_PAISE ||
    pay > MAX_LOAN_PAISE
  )
    throw loanSettingsErrors.error('compensation')
  return { ceilings, releaseCompensationPerDay: pay, ...parseLoanDefaults(body) }
}

export type HolidayBody = { date: IsoDate; name: string }

export function parseHoliday(raw: unknown): HolidayBody {
  const body = isRecord(raw) ? raw : {}
  const date = parseIsoDate(body.date)
  if (date === null) throw loanSettingsErrors.error('holidayDate')
  const name = optionalText(body.name)
  if (name === null || name.length > 100) throw loanSettingsErrors.error('holidayName')
  return { date, name }
}

export function parseHolidayDate(raw: unknown): IsoDate {
  const date = parseIsoDate(isRecord(raw) ? raw.date : undefined)
  if (date === null) throw loanSettingsErrors.error('holidayDate')
  return date
}

export const loanSettingsBody = checkedBody<LoanSettingsBody>()(parseLoanSettings)
export const holidayBody = checkedBody<HolidayBody>()(parseHoliday)
export const holidayDateBody = checkedBody<{ date: IsoDate }>()(parseHolidayDate)

/** Percent for the settings form (8500 bp is 85). */
export const ceilingsInPercent = (c: LtvCeilings) => ({
  ltvUpTo250k: c.upTo250kBp / 100,
  ltvUpTo500k: c.upTo500kBp / 100,
  ltvAbove500k: c.above500kBp / 100,
})
