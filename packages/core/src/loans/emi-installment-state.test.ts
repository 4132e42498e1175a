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
      { installmentNo: 1, status: 'Paid', amountPaise: 10000, paidAmountPaise: 10000 },
      closedEarly,
      {
        loanNumber: 'GL/2026-27/000001',
        state: 'paid',
        scheduleEnding: 'closed',
        paidAmountPaise: 10000,
        outstandingPaise: 0,
      },
    ],
    [
      'closed early: marked Paid, but only part of it was paid',
      { installmentNo: 2, status: 'Paid', amountPaise: 510000, paidAmountPaise: 510000 },
      closedEarly,
      {
        loanNumber: 'GL/2026-27/000001',
        state: 'settled',
        scheduleEnding: 'closed',
        paidAmountPaise: 500000,
        outstandingPaise: 0,
      },
    ],
    [
      'closed early: none of it was paid',
      { installmentNo: 3, status: 'Paid', amountPaise: 500000, paidAmountPaise: 500000 },
      closedEarly,
      { state: 'settled', paidAmountPaise: 0, outstandingPaise: 0 },
    ],
    [
      'an open loan: what is still owed',
      { installmentNo: 1, status: 'Overdue', amountPaise: 10000, paidAmountPaise: 4050 },
      open,
      { state: 'overdue', scheduleEnding: 'open', paidAmountPaise: 4050, outstandingPaise: 5950 },
    ],
    [
      'an EMI added by hand on a loan valuation speaks for itself',
      { installmentNo: null, status: 'Upcoming', amountPaise: 7000, paidAmountPaise: 0 },
      open,
      { loanNumber: null, state: 'due', scheduleEnding: 'open', paidAmountPaise: 0, outstandingPaise: 7000 },
    ],
    [
      'no loan: Paid',
      { installmentNo: 1, status: 'Paid', amountPaise: 7000, paidAmountPaise: 7000 },
      null,
      { loanNumber: null, state: 'paid', paidAmountPaise: 7000, outstandingPaise: 0 },
    ],
    [
      'no loan: partly paid',
      { installmentNo: 1, status: 'Due Soon', amountPaise: 7000, paidAmountPaise: 2000 },
      null,
      { state: 'partlyPaid', paidAmountPaise: 2000, outstandingPaise: 5000 },
    ],
    [
      'no loan: overdue',
      { installmentNo: 1, status: 'Overdue', amountPaise: 7000, paidAmountPaise: 0 },
      null,
      { state: 'overdue', outstandingPaise: 7000 },
    ],
  ] as const)('%s', (_, record, loan, expected) => {
    expect(emiRecordState(record, loan)).toMatchObject(expected)
  })
})
