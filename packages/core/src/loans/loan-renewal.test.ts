import { describe, expect, it } from 'vitest'
import { domainFailure } from '../test-support/domain-failure.ts'
import { openedLoan } from './opened-loan-fixture.ts'
import type { LoanPosition } from './loan-position.ts'
import { planRenewal } from './loan-renewal.ts'

const position = (over: Partial<LoanPosition> = {}) => openedLoan({ disbursedOn: '2026-03-01', ...over })

const failure = (fn: () => unknown) => domainFailure(fn)?.message ?? null

describe('planRenewal (loans.md section 5)', () => {
  it('carries the principal; the rest is a top-up', () => {
    expect(planRenewal(position(), '2026-03-01', 12_000_000, 'UPI')).toEqual({ carried: 10_000_000, topUp: 2_000_000 })
    expect(planRenewal(position(), '2026-03-01', 10_000_000, 'Cash')).toEqual({ carried: 10_000_000, topUp: 0 })
  })

  it.each([
    [
      'interest accrued since the last payment',
      position(),
      '2026-03-02',
      10_000_000,
      'UPI',
      'Pay the interest due before renewing.',
    ],
    [
      'interest posted and unpaid',
      position({ interestDue: 1 }),
      '2026-03-01',
      10_000_000,
      'UPI',
      'Pay the interest due before renewing.',
    ],
    [
      'penal charges unpaid',
      position({ penalChargesDue: 5 }),
      '2026-03-01',
      10_000_000,
      'UPI',
      'Pay the interest due before renewing.',
    ],
    [
      'a date before the last posting',
      position(),
      '2026-02-28',
      10_000_000,
      'UPI',
      'Renewal date is before the last payment.',
    ],
    [
      'less than the carried principal',
      position(),
      '2026-03-01',
      9_999_999,
      'UPI',
      'Principal must be at least the ₹1,00,000 carried over from the old loan.',
    ],
    [
      'a cash top-up of ₹20,000',
      position(),
      '2026-03-01',
      12_000_000,
      'Cash',
      'Cash disbursement must be below ₹20,000. Pay the rest by bank transfer or UPI.',
    ],
  ] as const)('refuses %s', (_name, p, on, principal, mode, message) => {
    expect(failure(() => planRenewal(p, on, principal, mode))).toBe(message)
  })

  it('a cash top-up below ₹20,000 passes', () => {
    expect(planRenewal(position(), '2026-03-01', 11_999_999, 'Cash').topUp).toBe(1_999_999)
  })
})
