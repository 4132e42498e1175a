import { describe, expect, it } from 'vitest'
import { balancesAfterPayment, type LedgerBalanceEntry, rupeesInWords } from './loan-documents.ts'

describe('rupeesInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [50, 'Fifty Paise Only'],
    [100, 'Rupees One Only'],
    [1_050, 'Rupees Ten and Fifty Paise Only'],
    [1_999_900, 'Rupees Nineteen Thousand Nine Hundred Ninety Nine Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [12_345_678, 'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only'],
    [10_098_630, 'Rupees One Lakh Nine Hundred Eighty Six and Thirty Paise Only'],
    [5_000_000, 'Rupees Fifty Thousand Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [10_000_000_000, 'Rupees Ten Crore Only'],
    [
      123_456_789_000,
      'Rupees One Hundred Twenty Three Crore Forty Five Lakh Sixty Seven Thousand Eight Hundred Ninety Only',
    ],
    [1_100, 'Rupees Eleven Only'],
    [2_000_00, 'Rupees Two Thousand Only'],
  ])('%i paise is %s', (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words)
  })

  it.each([-1, 1.5, Number.NaN])('refuses %s', (paise) => {
    expect(() => rupeesInWords(paise)).toThrow()
  })
})

describe('balancesAfterPayment', () => {
  const entry = (seq: number, type: string, over: Partial<LedgerBalanceEntry> = {}): LedgerBalanceEntry => ({
    id: `e${seq}`,
    seq,
    type,
    principal: 0,
    interest: 0,
    penalCharges: 0,
    paymentId: null,
    ...over,
  })
  // loans.md section 2's worked example, then a second part-payment with a penal charge.
  const ledger = [
    entry(1, 'DISBURSEMENT', { principal: 10_000_000 }),
    entry(2, 'INTEREST', { interest: 98_630 }),
    entry(3, 'PAYMENT', { interest: 98_630, principal: 4_901_370, paymentId: 'p1' }),
    entry(4, 'INTEREST', { interest: 50_288 }),
    entry(5, 'PENAL_CHARGE', { penalCharges: 1_000 }),
    entry(6, 'PAYMENT', { penalCharges: 1_000, interest: 20_000, paymentId: 'p2' }),
  ]

  it('reads the balances right after each payment, whatever order the entries come in', () => {
    const shuffled = [...ledger].reverse()
    expect(balancesAfterPayment(shuffled, 'p1')).toEqual({
      principal: 5_098_630,
      interest: 0,
      penalCharges: 0,
      total: 5_098_630,
    })
    expect(balancesAfterPayment(shuffled, 'p2')).toEqual({
      principal: 5_098_630,
      interest: 30_288,
      penalCharges: 0,
      total: 5_128_918,
    })
  })

  it('is null for a payment the ledger does not hold', () => {
    expect(balancesAfterPayment(ledger, 'p9')).toBeNull()
  })

  it('undoes a reversed entry', () => {
    const withReversal = [
      ...ledger.slice(0, 2),
      entry(3, 'PENAL_CHARGE', { penalCharges: 500 }),
      entry(4, 'REVERSAL', { penalCharges: 500, reversesId: 'e3' }),
      entry(5, 'PAYMENT', { interest: 98_630, principal: 1_000, paymentId: 'p1' }),
    ]
    expect(balancesAfterPayment(withReversal, 'p1')).toEqual({
      principal: 9_999_000,
      interest: 0,
      penalCharges: 0,
      total: 9_999_000,
    })
  })
})
