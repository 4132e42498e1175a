import { describe, expect, it } from 'vitest'
import { emiRecordState, type EmiRecordsLoan } from './emi-installment-state.ts'

const closedEarly: EmiRecordsLoan = {
  loanNumber: 'GL/2026-27/000001',
  scheduleEnding: 'closed',
  installments: [
    { no: 1, amount: 100_00, paid: 100_00, state: 'paid' },
    { no: 2, amount: 5_100_00, paid: 5_000_00, state: 'settled' },
    { no: 3, amount: 5_000_00, paid: 0, state: 'settled' },
  ],
}
const open: EmiRecordsLoan = {
  loanNumber: 'GL/2026-27/000002',
  scheduleEnding: 'open',
  installments: [{ no: 1, amount: 100_00, paid: 40_50, state: 'overdue' }],
}

describe('emiRecordState', () => {
  it.each([
    [
      'a paid installment of a loan',
      { installmentNo: 1, status: 'Paid', amount: 100, paidAmount: 100 },
      closedEarly,
      { loanNumber: 'GL/2026-27/000001', state: 'paid', scheduleEnding: 'closed', paidAmount: 100, outstanding: 0 },
    ],
    [
      'closed early: marked Paid, but only part of it was paid',
      { installmentNo: 2, status: 'Paid', amount: 5100, paidAmount: 5100 },
      closedEarly,
      { loanNumber: 'GL/2026-27/000001', state: 'settled', scheduleEnding: 'closed', paidAmount: 5000, outstanding: 0 },
    ],
    [
      'closed early: none of it was paid',
      { installmentNo: 3, status: 'Paid', amount: 5000, paidAmount: 5000 },
      closedEarly,
      { state: 'settled', paidAmount: 0, outstanding: 0 },
    ],
    [
      'an open loan: what is still owed',
      { installmentNo: 1, status: 'Overdue', amount: 100, paidAmount: 40.5 },
      open,
      { state: 'overdue', scheduleEnding: 'open', paidAmount: 40.5, outstanding: 59.5 },
    ],
    [
      'an EMI added by hand on a loan valuation speaks for itself',
      { installmentNo: null, status: 'Upcoming', amount: 70, paidAmount: 0 },
      open,
      { loanNumber: null, state: 'due', scheduleEnding: 'open', paidAmount: 0, outstanding: 70 },
    ],
    [
      'no loan: Paid',
      { installmentNo: 1, status: 'Paid', amount: 70, paidAmount: 70 },
      null,
      { loanNumber: null, state: 'paid', paidAmount: 70, outstanding: 0 },
    ],
    [
      'no loan: partly paid',
      { installmentNo: 1, status: 'Due Soon', amount: 70, paidAmount: 20 },
      null,
      { state: 'partlyPaid', paidAmount: 20, outstanding: 50 },
    ],
    [
      'no loan: overdue',
      { installmentNo: 1, status: 'Overdue', amount: 70, paidAmount: 0 },
      null,
      { state: 'overdue', outstanding: 70 },
    ],
  ] as const)('%s', (_, record, loan, expected) => {
    expect(emiRecordState(record, loan)).toMatchObject(expected)
  })
})
