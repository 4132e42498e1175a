import { describe, expect, it } from 'vitest'
import { allocatePayment } from './emi-payment.ts'
import { allocationTouches, emiPaymentTimelineEntries, receiptAllocation } from './emi-receipt-allocation.ts'

const t = (day: number) => new Date(Date.UTC(2025, 0, day))

describe('receiptAllocation / allocationTouches', () => {
  it('stores where the money went and reads it back', () => {
    const plan = allocatePayment({
      receivedPaise: 150000,
      targetEmiId: 'e2',
      unpaidSchedule: [
        { id: 'e1', amountPaise: 100000, paidAmountPaise: 0, dueDate: t(1), status: 'Overdue' },
        { id: 'e2', amountPaise: 100000, paidAmountPaise: 0, dueDate: t(2), status: 'Upcoming' },
      ],
    })
    const stored = receiptAllocation(plan)
    expect(stored).toEqual({
      receivedPaise: 150000,
      excessPaise: 0,
      applied: [
        { emiId: 'e2', amountPaise: 100000, paidInFull: true },
        { emiId: 'e1', amountPaise: 50000, paidInFull: false },
      ],
    })
    expect(allocationTouches(JSON.parse(JSON.stringify(stored)))).toEqual([
      { emiId: 'e2', paidInFull: true },
      { emiId: 'e1', paidInFull: false },
    ])
  })

  it.each([
    [
      {
        changes: [
          { emiId: 'a', newStatus: 'Paid' },
          { emiId: 'b', newStatus: 'Upcoming', newAmount: 5 },
        ],
        allocated: 10,
        excess: 0,
      },
      [
        { emiId: 'a', paidInFull: true },
        { emiId: 'b', paidInFull: false },
      ],
    ],
    // Issue 13's receipts, in rupees, kept as issued (docs/decisions/money.md): the same installments read back.
    [
      {
        received: 1500.5,
        applied: [
          { emiId: 'a', amount: 1000, paidInFull: true },
          { emiId: 'b', amount: 500.5, paidInFull: false },
        ],
        excess: 0,
      },
      [
        { emiId: 'a', paidInFull: true },
        { emiId: 'b', paidInFull: false },
      ],
    ],
    [null, []],
    ['x', []],
    [{ applied: 'no' }, []],
    [{ applied: [null, 3, { emiId: 7 }, { emiId: 'ok' }] }, [{ emiId: 'ok', paidInFull: false }]],
  ])('reads the earlier format and ignores junk: %j', (allocation, expected) => {
    expect(allocationTouches(allocation)).toEqual(expected)
  })
})

describe('emiPaymentTimelineEntries', () => {
  const applied = (...rows: [string, number, boolean][]) => ({
    applied: rows.map(([emiId, amount, paidInFull]) => ({ emiId, amount, paidInFull })),
  })

  it('one entry per payment, partial ones included, for the money received; a paid target keeps its installment id', () => {
    const entries = emiPaymentTimelineEntries({
      receipts: [
        { id: 'r2', emiId: 'e1', amount: 600, allocation: applied(['e1', 600, true]), createdAt: t(5) },
        { id: 'r1', emiId: 'e1', amount: 400, allocation: applied(['e1', 400, false]), createdAt: t(4) },
        {
          id: 'r3',
          emiId: 'e2',
          amount: 1500,
          allocation: applied(['e2', 1000, true], ['e3', 500, false]),
          createdAt: t(6),
        },
      ],
      paidEmis: [
        { id: 'e1', amount: 1000, paidAt: t(5) },
        { id: 'e2', amount: 1000, paidAt: t(6) },
        { id: 'legacy', amount: 2500.5, paidAt: t(1) },
        { id: 'unpaid', amount: 10, paidAt: null },
      ],
    })
    expect(entries).toEqual([
      { id: 'r1', amount: 400, paidAt: t(4) },
      { id: 'e1', amount: 600, paidAt: t(5) },
      { id: 'e2', amount: 1500, paidAt: t(6) },
      { id: 'legacy', amount: 2500.5, paidAt: t(1) },
    ])
  })

  it('an installment paid by spill-over from another payment gets no second entry; ids never repeat', () => {
    const entries = emiPaymentTimelineEntries({
      receipts: [
        {
          id: 'r1',
          emiId: 'e1',
          amount: 2000,
          allocation: applied(['e1', 1000, true], ['e2', 1000, true]),
          createdAt: t(2),
        },
        { id: 'r2', emiId: 'e1', amount: 5, allocation: applied(['e1', 5, true]), createdAt: t(3) },
      ],
      paidEmis: [
        { id: 'e1', amount: 1000, paidAt: t(2) },
        { id: 'e2', amount: 1000, paidAt: t(2) },
      ],
    })
    expect(entries).toEqual([
      { id: 'e1', amount: 2000, paidAt: t(2) },
      { id: 'r2', amount: 5, paidAt: t(3) },
    ])
  })
})
