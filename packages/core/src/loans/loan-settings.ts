import { defineErrors } from '../shared/domain-error.ts'
import { isRecord } from '../shared/is-record.ts'
import { checkedBody } from '../shared/request-body.ts'
import { optionalText } from '../shared/text.ts'
import { parseIsoDate, type IsoDate } from './loan-dates.ts'
import { percentToBp } from './loan-interest.ts'
import { type LtvCeilings, REGULATOR_LTV_CEILINGS } from './loan-ltv.ts'
import { MAX_LOAN_PAISE } from './loan-money.ts'
import { MIN_RELEASE_COMPENSATION_PER_DAY_PAISE } from './loan-release.ts'

/** A shop's loan settings (tenant admin): our wording, loans.md fixes only the limits. */
export const loanSettingsErrors = defineErrors({
  ltvUpTo250k: [400, 'The ceiling up to ₹2,50,000 must be a percentage above 0 and at most 85.'],
  ltvUpTo500k: [400, 'The ceiling up to ₹5,00,000 must be a percentage above 0 and at most 80.'],
  ltvAbove500k: [400, 'The ceiling above ₹5,00,000 must be a percentage above 0 and at most 75.'],
  compensation: [400, 'Release compensation must be a whole number of paise of at least ₹5,000 a day.'],
  holidayDate: [400, 'Holiday date must be a calendar date written YYYY-MM-DD.'],
  holidayName: [400, 'Holiday name must be 1 to 100 characters.'],
})

export type LoanSettingsBody = {
  ltvUpTo250k: number
  ltvUpTo500k: number
  ltvAbove500k: number
  releaseCompensationPerDay: number
}
export type LoanSettingsInput = { ceilings: LtvCeilings; releaseCompensationPerDay: number }

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
  return { ceilings, releaseCompensationPerDay: pay }
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
