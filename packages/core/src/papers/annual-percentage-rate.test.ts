import { describe, expect, it } from 'vitest'
import { annualPercentageRate, type Repayment } from './annual-percentage-rate.ts'

const monthly = (count: number, amount: number): Repayment[] =>
  Array.from({ length: count }, (_, i) => ({ afterMonths: i + 1, amount }))

describe('annualPercentageRate', () => {
  it.each<[string, number, Repayment[], number]>([
    // ₹1,00,000 at 12% over 12 EMIs is ₹8,884.88 a month: with no fee the APR is the rate.
    ['an EMI loan without fees', 10_000_000, monthly(12, 888_488), 12],
    ['the same loan with a ₹2,000 fee taken out', 9_800_000, monthly(12, 888_488), 15.85],
    // A published KFS (₹47,000, 24 EMIs of ₹2,415.14 at 21%, fee ₹1,175 + 18% GST): APR 24.15%.
    ['a published bank KFS', 4_700_000 - 138_650, monthly(24, 241_514), 24.15],
    // One payment of principal and 12% simple interest after a year: less than 12% once compounded monthly.
    ['a bullet loan', 10_000_000, [{ afterMonths: 12, amount: 11_200_000 }], 11.39],
    [
      'interest monthly, principal at the end, ₹1,180 fee',
      10_000_000 - 118_000,
      [...monthly(5, 100_000), { afterMonths: 6, amount: 10_100_000 }],
      14.46,
    ],
    ['repaying exactly what was received', 1_000_000, [{ afterMonths: 3, amount: 1_000_000 }], 0],
  ])('%s', (_case, netDisbursed, repayments, apr) =>
    expect(annualPercentageRate({ netDisbursed, repayments })).toBe(apr),
  )

  it.each<[string, number, Repayment[]]>([
    ['nothing received', 0, monthly(12, 100)],
    ['no repayments', 1_000_000, []],
    ['a repayment at the disbursement', 1_000_000, [{ afterMonths: 0, amount: 1_100_000 }]],
    ['a rate beyond 1,200% a year', 100, [{ afterMonths: 1, amount: 1_000_000 }]],
  ])('null for %s', (_case, netDisbursed, repayments) =>
    expect(annualPercentageRate({ netDisbursed, repayments })).toBeNull(),
  )
})
