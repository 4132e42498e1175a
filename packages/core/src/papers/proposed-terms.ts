import { isRecord } from '../shared/is-record.ts'
import { parseOpenLoan } from '../loans/loan-input.ts'
import type { IsoDate } from '../shared/india-calendar.ts'
import type { LoanScheme } from '../loans/loan-schedule.ts'

const NUMERIC = ['principal', 'annualRate', 'tenureMonths', 'penalRate', 'graceDays'] as const

export type ProposedTerms = {
  principal: number
  scheme: LoanScheme
  annualRateBp: number
  tenureMonths: number
  penalRateBp: number
  graceDays: number
  /** Null: today. */
  disbursedOn: IsoDate | null
}

/**
 * The Disburse form's terms before anything is recorded (`GET /api/valuations/{id}/documents/kfs?…`),
 * checked by the same rules and messages as opening the loan (`parseOpenLoan`); query values are
 * text, so the numeric ones are read as numbers first. How the money will be paid is not a term.
 */
export function parseProposedTerms(raw: unknown, valuationId: string): ProposedTerms {
  const query = isRecord(raw) ? raw : {}
  const body: Record<string, unknown> = { ...query, valuationId, disbursementMode: 'Cash' }
  for (const key of NUMERIC) {
    const value = query[key]
    if (typeof value === 'string' && value.trim() !== '') body[key] = Number(value)
  }
  const open = parseOpenLoan(body)
  return {
    principal: open.principal,
    scheme: open.scheme,
    annualRateBp: open.annualRateBp,
    tenureMonths: open.tenureMonths,
    penalRateBp: open.penalRateBp,
    graceDays: open.graceDays,
    disbursedOn: open.disbursedOn,
  }
}
