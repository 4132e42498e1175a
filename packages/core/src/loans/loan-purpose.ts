import { loanErrors } from './loans-errors.ts'

/**
 * What a loan is for (RBI's 2025 gold-lending directions): an income-generating loan funds a
 * productive activity (farming, a business); every other loan is a consumption loan, and the
 * loan-to-value tiers are the consumption loans' rule.
 */
export const LOAN_PURPOSES = ['consumption', 'incomeGenerating'] as const
export type LoanPurpose = (typeof LOAN_PURPOSES)[number]

export const isLoanPurpose = (value: unknown): value is LoanPurpose =>
  typeof value === 'string' && (LOAN_PURPOSES as readonly string[]).includes(value)

/** The body's `purpose`: absent, null or blank is null (required only where the shop applies the 2025 rules). */
export function parseLoanPurpose(value: unknown): LoanPurpose | null {
  if (value === undefined || value === null || value === '') return null
  if (!isLoanPurpose(value)) throw loanErrors.error('invalidPurpose')
  return value
}

/**
 * The purpose a loan is opened with under the shop's setting: with the 2025 rules on, one must be
 * given (a renewal keeps its old loan's when the body names none); with them off, whatever was sent.
 */
export function requiredPurpose(
  sent: LoanPurpose | null,
  carried: LoanPurpose | null,
  goldRules2025: boolean,
): LoanPurpose | null {
  const purpose = sent ?? carried
  if (goldRules2025 && purpose === null) throw loanErrors.error('purposeRequired')
  return purpose
}

/** A loan stored before purposes were recorded counts as consumption: the directions' residual kind. */
export const countsAsConsumption = (purpose: LoanPurpose | null): boolean => purpose !== 'incomeGenerating'
