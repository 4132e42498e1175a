import { describe, expect, it } from 'vitest'
import type { CorrectableEntry } from '../loans/loan-live-ledger.ts'
import { type CancellableLoan, planDisbursementCancel } from './disbursement-cancel.ts'

const entry = (over: Partial<CorrectableEntry>): CorrectableEntry => ({
  id: 'd1',
  seq: 1,
  type: 'DISBURSEMENT',
  amount: 1_500_000,
  principal: 1_500_000,
  interest: 0,
  penalCharges: 0,
  postedOn: '2026-03-10',
  mode: 'Cash',
  reference: null,
  paymentId: null,
  ...over,
})
const loan: CancellableLoan = { status: 'Active', disbursedOn: '2026-03-10', renewedFromId: null }
type Refusal = [string, CancellableLoan, CorrectableEntry[], string, string]

describe('planDisbursementCancel', () => {
  it('reverses the DISBURSEMENT the same day, amount and mode as paid out', () => {
    expect(planDisbursementCancel(loan, [entry({})], '2026-03-10')).toEqual({
      reversed: entry({}),
      entry: {
        type: 'REVERSAL',
        amount: 1_500_000,
        principal: 1_500_000,
        interest: 0,
        penalCharges: 0,
        postedOn: '2026-03-10',
        mode: 'Cash',
        reference: null,
        paymentId: null,
        reversesId: 'd1',
      },
    })
  })

  it.each<Refusal>([
    ['a later day', loan, [entry({})], '2026-03-11', 'A disbursement can be cancelled only on the day it was made.'],
    [
      'a payment since (even reversed)',
      loan,
      [entry({}), entry({ id: 'p1', seq: 2, type: 'PAYMENT', paymentId: 'p' })],
      '2026-03-10',
      'Something has been posted on this loan since it was disbursed: it cannot be cancelled.',
    ],
    [
      'a renewal',
      { ...loan, renewedFromId: 'old' },
      [entry({})],
      '2026-03-10',
      'A renewal cannot be cancelled: the principal it carried would need the old loan opened again.',
    ],
    ...['Closed', 'Renewed', 'AuctionNoticed', 'Auctioned', 'Cancelled', 'WrittenOff', 'Released'].map(
      (status) =>
        [
          status,
          { ...loan, status },
          [entry({})],
          '2026-03-10',
          'This loan cannot be cancelled in its current state.',
        ] as Refusal,
    ),
  ])('refuses %s', (_, l, ledger, today, message) => {
    expect(() => planDisbursementCancel(l, ledger, today)).toThrow(message)
  })
})
