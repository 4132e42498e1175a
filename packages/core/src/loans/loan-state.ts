import { invalidTransitionError } from './loans-errors.ts'

/**
 * loans.md section 4's statuses, then issue 26's corrections: `Cancelled` (a disbursement taken
 * back the day it was made) and `WrittenOff` (what was owed taken off as a bad debt). Only a
 * corrected loan ever shows one of the last two.
 */
export const LOAN_STATUSES = [
  'Active',
  'Closed',
  'Released',
  'Renewed',
  'AuctionNoticed',
  'Auctioned',
  'Cancelled',
  'WrittenOff',
] as const
export type LoanStatus = (typeof LOAN_STATUSES)[number]

export const isLoanStatus = (value: unknown): value is LoanStatus =>
  typeof value === 'string' && (LOAN_STATUSES as readonly string[]).includes(value)

/** Open loans carry principal towards the borrower's exposure and can take payments. */
export const OPEN_LOAN_STATUSES: readonly LoanStatus[] = ['Active', 'AuctionNoticed']

export type LoanAction = 'pay' | 'release' | 'renew' | 'noticeAuction' | 'auction'

/** loans.md section 4: the states each action may start from, and its verb in the refusal. */
const TRANSITIONS: Record<LoanAction, { from: readonly LoanStatus[]; verb: string }> = {
  pay: { from: ['Active', 'AuctionNoticed'], verb: 'paid' },
  release: { from: ['Closed'], verb: 'released' },
  renew: { from: ['Active'], verb: 'renewed' },
  noticeAuction: { from: ['Active'], verb: 'put up for auction' },
  auction: { from: ['AuctionNoticed'], verb: 'auctioned' },
}

export const canTakeAction = (status: string, action: LoanAction): boolean =>
  (TRANSITIONS[action].from as readonly string[]).includes(status)

/** 400 `This loan cannot be <verb> in its current state.` unless `action` may start from `status`. */
export function assertLoanAction(status: string, action: LoanAction): void {
  if (!canTakeAction(status, action)) throw invalidTransitionError(TRANSITIONS[action].verb)
}

/**
 * A payment may go to an open loan, and to an Auctioned one while it still owes a shortfall (the
 * sale did not cover the amount to close; the borrower pays the rest as a loan payment).
 */
export function assertPayable(status: string, owing: boolean): void {
  if (status === 'Auctioned' && owing) return
  assertLoanAction(status, 'pay')
}

/**
 * The borrower's status (platform-spec 3.4) while they have loans: null leaves it as it is. A
 * cancelled or written-off loan is neither open nor past due: it counts as closed.
 */
export function borrowerStatusFromLoans(
  current: string,
  loans: readonly { status: string; daysPastDue: number; shortfall?: boolean }[],
): string | null {
  if (current === 'Inactive' || loans.length === 0) return null
  const open = loans.filter((l) => (OPEN_LOAN_STATUSES as readonly string[]).includes(l.status))
  // An auction shortfall is money past due with no gold left behind it.
  if (open.some((l) => l.daysPastDue > 0) || loans.some((l) => l.shortfall === true)) return 'Overdue'
  if (open.length > 0) return 'Loan Active'
  return 'Closed'
}
