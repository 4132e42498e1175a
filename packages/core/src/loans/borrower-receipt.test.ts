import { describe, expect, it } from 'vitest'
import { borrowerReceipt, loanPaymentIdOf, paymentModeLabel } from './borrower-receipt.ts'

const emiReceipt = (allocation: unknown) => ({
  receiptNo: 'ER-B8WXZPG3S7',
  paymentMode: 'Online',
  paymentReference: 'NEFT',
  allocation,
})
const loanPayment = {
  id: 'pay-1',
  loanId: 'loan-1',
  receiptNumber: 'PR/2026-27/000001',
  mode: 'BankTransfer',
  reference: 'NEFT',
}

describe('borrowerReceipt', () => {
  it("shows a loan payment's receipt number, mode and reference, never the EMI receipt's", () => {
    expect(borrowerReceipt(emiReceipt({ loanPaymentId: 'pay-1', loanId: 'loan-1' }), loanPayment)).toEqual({
      receiptNo: 'PR/2026-27/000001',
      paymentMode: 'BankTransfer',
      paymentReference: 'NEFT',
      loanId: 'loan-1',
      loanPaymentId: 'pay-1',
    })
  })

  it.each<[string, unknown, typeof loanPayment | null]>([
    ['an EMI payment on a valuation without a loan', { received: 10, applied: [], excess: 0 }, null],
    ['a receipt from before allocations were stored', null, null],
    ['a loan payment that was not found', { loanPaymentId: 'pay-1' }, null],
    ['another payment than the one it names', { loanPaymentId: 'pay-2' }, loanPayment],
  ])("keeps the EMI receipt's own for %s", (_name, allocation, payment) => {
    expect(borrowerReceipt(emiReceipt(allocation), payment)).toEqual({
      receiptNo: 'ER-B8WXZPG3S7',
      paymentMode: 'Online',
      paymentReference: 'NEFT',
      loanId: null,
      loanPaymentId: null,
    })
  })

  it.each<[unknown, string | null]>([
    [{ loanPaymentId: 'pay-1' }, 'pay-1'],
    [{ loanPaymentId: '' }, null],
    [{ loanPaymentId: 7 }, null],
    ['pay-1', null],
    [null, null],
  ])('loanPaymentIdOf(%j) is %j', (allocation, id) => {
    expect(loanPaymentIdOf(allocation)).toBe(id)
  })

  it.each<[string | null, string]>([
    ['BankTransfer', 'Bank transfer'],
    ['UPI', 'UPI'],
    ['Cash', 'Cash'],
    ['Online', 'Online'],
    ['UNSPECIFIED', 'Not recorded'],
    [null, '—'],
  ])('names the mode %s %s', (mode, label) => {
    expect(paymentModeLabel(mode)).toBe(label)
  })
})
