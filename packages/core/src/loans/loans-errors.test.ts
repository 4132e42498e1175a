import { describe, expect, it } from 'vitest'
import { formatRupeeFigure } from '../shared/money.ts'
import { invalidTransitionError, loanErrors, ltvExceededError, overpaymentError } from './loans-errors.ts'

describe('loans.md messages', () => {
  it.each<[keyof typeof loanErrors.table, number, string]>([
    ['loanNotFound', 404, 'Loan not found.'],
    ['valuationNotDisbursable', 400, 'This valuation cannot be disbursed.'],
    ['valuationHasLoan', 409, 'This valuation already has a loan.'],
    ['shortTermTenure', 400, 'Bullet and interest-only loans can run for at most 12 months.'],
    ['cashDisbursementLimit', 400, 'Cash disbursement must be below ₹20,000. Pay the rest by bank transfer or UPI.'],
    ['futureDate', 400, 'Dates may not be in the future.'],
    ['quoteBeforeLastPayment', 400, 'Quote date is before the last payment.'],
    ['paymentBeforeLastPayment', 400, 'Payment date is before the last payment.'],
    ['cashReceiptLimit', 400, 'Cash receipts from one borrower must stay below ₹2,00,000 a day.'],
    ['documentNotIssued', 404, 'This document has not been issued for this loan.'],
  ])('%s', (key, status, message) => {
    expect(loanErrors.error(key)).toMatchObject({ code: key, status, message })
  })

  it.each<[number, string]>([
    [25_000_000, 'Loan exceeds the permitted loan-to-value: at most ₹2,50,000 for this borrower.'],
    // the figure is whole rupees, rounded down so that it passes
    [7_589_286, 'Loan exceeds the permitted loan-to-value: at most ₹75,892 for this borrower.'],
    [99, 'Loan exceeds the permitted loan-to-value: at most ₹0 for this borrower.'],
  ])('ltvExceededError(%i)', (max, message) => {
    expect(ltvExceededError(max)).toMatchObject({ code: 'ltvExceeded', status: 400, message })
  })

  it.each<[number, string]>([
    [10_098_630, 'Payment is more than the amount to close this loan (₹1,00,986.30).'],
    [5_148_918, 'Payment is more than the amount to close this loan (₹51,489.18).'],
    [10_000_000, 'Payment is more than the amount to close this loan (₹1,00,000).'],
    [5, 'Payment is more than the amount to close this loan (₹0.05).'],
  ])('overpaymentError(%i)', (total, message) => {
    expect(overpaymentError(total)).toMatchObject({ code: 'overpayment', status: 400, message })
  })

  it('invalidTransitionError', () => {
    expect(invalidTransitionError('released')).toMatchObject({
      status: 400,
      message: 'This loan cannot be released in its current state.',
    })
  })
})

describe('formatRupeeFigure', () => {
  it.each<[number, string]>([
    [2_000_000, '₹20,000'],
    [20_000_000, '₹2,00,000'],
    [10_000_000_000, '₹10,00,00,000'],
    [12_345_678, '₹1,23,456.78'],
    [0, '₹0'],
  ])('%i paise -> %s', (paise, text) => {
    expect(formatRupeeFigure(paise)).toBe(text)
  })
})
