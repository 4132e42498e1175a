import { describe, expect, it } from 'vitest'
import { isDomainError } from '../shared/domain-error.ts'
import {
  assertLoanAction,
  assertPayable,
  borrowerStatusFromLoans,
  canTakeAction,
  isLoanStatus,
  LOAN_STATUSES,
  type LoanAction,
  type LoanStatus,
} from './loan-state.ts'

const allowed: Record<LoanAction, LoanStatus[]> = {
  pay: ['Active', 'AuctionNoticed'],
  release: ['Closed'],
  renew: ['Active'],
  noticeAuction: ['Active'],
  auction: ['AuctionNoticed'],
}
const messages: Record<LoanAction, string> = {
  pay: 'This loan cannot be paid in its current state.',
  release: 'This loan cannot be released in its current state.',
  renew: 'This loan cannot be renewed in its current state.',
  noticeAuction: 'This loan cannot be put up for auction in its current state.',
  auction: 'This loan cannot be auctioned in its current state.',
}

const cases = (Object.keys(allowed) as LoanAction[]).flatMap((action) =>
  LOAN_STATUSES.map((status) => [action, status, allowed[action].includes(status)] as const),
)

describe('loan transitions (loans.md section 4)', () => {
  it.each(cases)('%s from %s: %s', (action, status, ok) => {
    expect(canTakeAction(status, action)).toBe(ok)
    let error: unknown = null
    try {
      assertLoanAction(status, action)
    } catch (e) {
      error = e
    }
    if (ok) expect(error).toBeNull()
    else {
      expect(isDomainError(error)).toBe(true)
      expect(error).toMatchObject({ status: 400, message: messages[action] })
    }
  })

  it('an unknown status allows nothing', () => {
    expect(canTakeAction('Whatever', 'pay')).toBe(false)
    expect(isLoanStatus('Whatever')).toBe(false)
    expect(isLoanStatus('AuctionNoticed')).toBe(true)
  })
})

describe('assertPayable', () => {
  it.each<[string, boolean, boolean]>([
    ['Active', false, true],
    ['AuctionNoticed', false, true],
    ['Auctioned', true, true],
    ['Auctioned', false, false],
    ['Closed', true, false],
    ['Renewed', false, false],
  ])('%s owing %s: %s', (status, owing, ok) => {
    let error: unknown = null
    try {
      assertPayable(status, owing)
    } catch (e) {
      error = e
    }
    if (ok) expect(error).toBeNull()
    else expect(error).toMatchObject({ status: 400, message: 'This loan cannot be paid in its current state.' })
  })
})

describe('borrowerStatusFromLoans (platform-spec 3.4)', () => {
  const loan = (status: LoanStatus, daysPastDue = 0) => ({ status, daysPastDue })
  it.each<[string, string, { status: string; daysPastDue: number; shortfall?: boolean }[], string | null]>([
    ['no loans: left as it is', 'New', [], null],
    ['Inactive is kept', 'Inactive', [loan('Active', 10)], null],
    ['an active loan', 'New', [loan('Active')], 'Loan Active'],
    ['an overdue loan', 'Loan Active', [loan('Active', 1)], 'Overdue'],
    [
      'one overdue among others',
      'Loan Active',
      [loan('Active'), loan('Closed'), loan('AuctionNoticed', 95)],
      'Overdue',
    ],
    ['all closed or released', 'Loan Active', [loan('Closed'), loan('Released')], 'Closed'],
    ['a renewed loan and its active successor', 'Loan Active', [loan('Renewed'), loan('Active')], 'Loan Active'],
    ['an auctioned loan alone', 'Overdue', [loan('Auctioned')], 'Closed'],
    ['a closed loan never counts as overdue', 'Overdue', [loan('Closed', 5)], 'Closed'],
    ['an auction shortfall still owed', 'Closed', [{ ...loan('Auctioned'), shortfall: true }], 'Overdue'],
    ['a cancelled disbursement counts as closed', 'Loan Active', [loan('Cancelled')], 'Closed'],
    ['a written-off loan counts as closed', 'Overdue', [loan('WrittenOff', 120)], 'Closed'],
    ['a written-off loan beside an open one', 'Overdue', [loan('WrittenOff'), loan('Active')], 'Loan Active'],
  ])('%s', (_name, current, loans, expected) => {
    expect(borrowerStatusFromLoans(current, loans)).toBe(expected)
  })
})
