import { describe, expect, it } from 'vitest'
import type { CorrectableEntry } from '../loans/loan-live-ledger.ts'
import { parseReason } from './corrections-input.ts'
import { planPaymentReversal, type ReversibleLoan } from './payment-reversal.ts'

const entry = (
  seq: number,
  type: string,
  postedOn: string,
  parts: Partial<CorrectableEntry> = {},
): CorrectableEntry => ({
  id: `e${seq}`,
  seq,
  type,
  amount: 0,
  principal: 0,
  interest: 0,
  penalCharges: 0,
  postedOn,
  mode: null,
  reference: null,
  paymentId: null,
  ...parts,
})

// loans.md's worked example: ₹1,00,000 at 12% BULLET, ₹50,000 paid on 2026-01-31.
const ledger = [
  entry(1, 'DISBURSEMENT', '2026-01-01', { amount: 10_000_000, principal: 10_000_000 }),
  entry(2, 'INTEREST', '2026-01-31', { amount: 98_630, interest: 98_630 }),
  entry(3, 'PAYMENT', '2026-01-31', {
    amount: 5_000_000,
    interest: 98_630,
    principal: 4_901_370,
    paymentId: 'p1',
    mode: 'Cash',
  }),
]
const loan: ReversibleLoan = {
  status: 'Active',
  disbursedOn: '2026-01-01',
  principalOutstanding: 5_098_630,
  interestDue: 0,
  penalChargesDue: 0,
  lastPostedOn: '2026-01-31',
  auctionNoticedOn: null,
  releasedOn: null,
}

describe('planPaymentReversal', () => {
  it('reverses the payment and the accrual it posted, back to the balances before it', () => {
    const plan = planPaymentReversal(loan, ledger, 'p1', '2026-02-03')
    expect(plan.entries.map((e) => [e.reversesId, e.amount, e.postedOn, e.mode])).toEqual([
      ['e2', 98_630, '2026-02-03', null],
      ['e3', 5_000_000, '2026-02-03', 'Cash'],
    ])
    expect(plan.balances).toEqual({
      principalOutstanding: 10_000_000,
      interestDue: 0,
      penalChargesDue: 0,
      lastPostedOn: '2026-01-01',
    })
    expect(plan.status).toBeNull()
  })

  it('opens again a loan the payment closed (AuctionNoticed when it had been noticed)', () => {
    expect(planPaymentReversal({ ...loan, status: 'Closed' }, ledger, 'p1', '2026-02-03').status).toBe('Active')
    const noticed = { ...loan, status: 'Closed', auctionNoticedOn: '2026-01-20' }
    expect(planPaymentReversal(noticed, ledger, 'p1', '2026-02-03')).toMatchObject({
      status: 'AuctionNoticed',
      reopens: true,
    })
  })

  const reversedOnce = [
    ...ledger,
    entry(4, 'REVERSAL', '2026-02-03', { reversesId: 'e2' }),
    entry(5, 'REVERSAL', '2026-02-03', { reversesId: 'e3' }),
  ]
  const later = [...ledger, entry(4, 'PAYMENT', '2026-02-10', { amount: 100, principal: 100, paymentId: 'p2' })]
  it.each([
    ['an unknown payment', loan, ledger, 'nope', 'Payment not found.'],
    ['a payment reversed before', loan, reversedOnce, 'p1', 'This payment has already been reversed.'],
    [
      'a payment with a later one',
      loan,
      later,
      'p1',
      'Only the latest payment on a loan can be reversed: reverse the later ones first.',
    ],
    [
      'a released loan',
      { ...loan, status: 'Released', releasedOn: '2026-02-02' },
      ledger,
      'p1',
      'This loan cannot be corrected in its current state.',
    ],
    [
      'a renewed loan',
      { ...loan, status: 'Renewed' },
      ledger,
      'p1',
      'This loan cannot be corrected in its current state.',
    ],
  ])('refuses %s', (_, l, entries, paymentId, message) => {
    expect(() => planPaymentReversal(l, entries, paymentId, '2026-02-03')).toThrow(message)
  })

  it('allows the earlier payment once the later one is reversed', () => {
    const both = [...later, entry(5, 'REVERSAL', '2026-02-11', { reversesId: 'e4' })]
    expect(planPaymentReversal(loan, both, 'p1', '2026-02-11').reversed.map((e) => e.id)).toEqual(['e2', 'e3'])
  })
})

describe('parseReason', () => {
  it.each([[{}], [{ reason: '  a ' }], [{ reason: 'x'.repeat(501) }], [{ reason: 5 }]])('refuses %j', (raw) => {
    expect(() => parseReason(raw)).toThrow('Give a reason for the correction (3 to 500 characters).')
  })
  it('trims', () => expect(parseReason({ reason: '  wrong loan ' })).toBe('wrong loan'))
})
