import { describe, expect, it } from 'vitest'
import { allocatePayment, canChangeEmiStatus, isFreshPayment, parseEmiAddInput, parseEmiStatusPatch, type UnpaidEmi } from './emi-payment.ts'
import type { EmiStatus } from './emi-status.ts'

describe('canChangeEmiStatus / isFreshPayment', () => {
  it.each([
    ['Paid', 'Paid', true, false],
    ['Paid', 'Upcoming', false, false],
    ['Paid', 'Due Soon', false, false],
    ['Paid', 'Overdue', false, false],
    ['Upcoming', 'Paid', true, true],
    ['Overdue', 'Paid', true, true],
    ['Overdue', 'Upcoming', true, false],
    ['Due Soon', 'Overdue', true, false],
    ['Upcoming', 'Upcoming', true, false],
  ] as [string, EmiStatus, boolean, boolean][])('%s -> %s', (from, to, allowed, fresh) => {
    expect(canChangeEmiStatus(from, to)).toBe(allowed)
    expect(isFreshPayment(from, to)).toBe(fresh)
  })
})

describe('parseEmiStatusPatch', () => {
  it.each([
    [null, 'Missing EMI ID or status'],
    [{}, 'Missing EMI ID or status'],
    [{ emiId: 'e1' }, 'Missing EMI ID or status'],
    [{ emiId: '', status: 'Paid' }, 'Missing EMI ID or status'],
    [{ emiId: 'e1', status: '' }, 'Missing EMI ID or status'],
    [{ emiId: 'e1', status: 'paid' }, 'Invalid EMI status'],
    [{ emiId: 'e1', status: 'Late' }, 'Invalid EMI status'],
  ])('%j -> %s', (body, message) => {
    expect(() => parseEmiStatusPatch(body)).toThrow(expect.objectContaining({ status: 400, message }))
  })

  it.each([
    [{ emiId: 'e1', status: 'Paid' }, { receivedAmount: null, paymentMode: 'UNSPECIFIED', paymentReference: null }],
    [{ emiId: 'e1', status: 'Paid', paymentMode: 'Cash' }, { paymentMode: 'Cash' }],
    [{ emiId: 'e1', status: 'Paid', paymentMode: 'Online', paymentReference: 'UTR123' }, { paymentMode: 'Online', paymentReference: 'UTR123' }],
    [{ emiId: 'e1', status: 'Paid', paymentMode: 'UPI' }, { paymentMode: 'UNSPECIFIED' }],
    [{ emiId: 'e1', status: 'Paid', receivedAmount: '1500.50' }, { receivedAmount: 1500.5 }],
    [{ emiId: 'e1', status: 'Paid', receivedAmount: -10 }, { receivedAmount: null }],
    [{ emiId: 'e1', status: 'Due Soon' }, { emiId: 'e1', status: 'Due Soon' }],
  ])('%j', (body, expected) => expect(parseEmiStatusPatch(body)).toMatchObject(expected))
})

describe('parseEmiAddInput', () => {
  it.each([
    [{ amount: 0, dueDate: '2025-03-15' }],
    [{ amount: -5, dueDate: '2025-03-15' }],
    [{ amount: 'abc', dueDate: '2025-03-15' }],
    [{ amount: Number.POSITIVE_INFINITY, dueDate: '2025-03-15' }],
    [{ amount: Number.NaN, dueDate: '2025-03-15' }],
    [{ amount: 1000 }],
    [{ amount: 1000, dueDate: 'not a date' }],
    [{ amount: 1000, dueDate: 1741996800000 }],
    [null],
  ])('%j is rejected', (body) => {
    expect(() => parseEmiAddInput(body)).toThrow(expect.objectContaining({ status: 400, message: 'Invalid amount or due date' }))
  })

  it('accepts a positive amount and a date string', () => {
    expect(parseEmiAddInput({ amount: 2500.5, dueDate: '2025-03-15' })).toEqual({ amount: 2500.5, dueDate: new Date('2025-03-15') })
  })
})

describe('allocatePayment', () => {
  const schedule: UnpaidEmi[] = [
    { id: 'e3', amount: 1000, dueDate: new Date('2025-05-15'), status: 'Upcoming' },
    { id: 'e1', amount: 1000, dueDate: new Date('2025-03-15'), status: 'Overdue' },
    { id: 'e2', amount: 1000, dueDate: new Date('2025-04-15'), status: 'Due Soon' },
  ]
  it.each([
    ['no amount pays the target in full', null, 'e2', [{ emiId: 'e2', newStatus: 'Paid' }], 0],
    ['exact amount', 1000, 'e2', [{ emiId: 'e2', newStatus: 'Paid' }], 0],
    ['partial on the target', 400, 'e1', [{ emiId: 'e1', newStatus: 'Overdue', newAmount: 600 }], 0],
    ['remainder goes to the earliest other installment', 1500, 'e2',
      [{ emiId: 'e2', newStatus: 'Paid' }, { emiId: 'e1', newStatus: 'Overdue', newAmount: 500 }], 0],
    ['then follows due dates', 2500, 'e1',
      [{ emiId: 'e1', newStatus: 'Paid' }, { emiId: 'e2', newStatus: 'Paid' }, { emiId: 'e3', newStatus: 'Upcoming', newAmount: 500 }], 0],
    ['excess beyond the schedule', 3500.5, 'e3',
      [{ emiId: 'e3', newStatus: 'Paid' }, { emiId: 'e1', newStatus: 'Paid' }, { emiId: 'e2', newStatus: 'Paid' }], 500.5],
    ['paise stay exact', 1000.1, 'e1', [{ emiId: 'e1', newStatus: 'Paid' }, { emiId: 'e2', newStatus: 'Due Soon', newAmount: 999.9 }], 0],
  ] as const)('%s', (_case, receivedAmount, targetEmiId, changes, excess) => {
    expect(allocatePayment({ receivedAmount, targetEmiId, unpaidSchedule: schedule })).toEqual({ changes, excess })
  })

  it('throws when the target is not unpaid (a caller bug)', () => {
    expect(() => allocatePayment({ receivedAmount: 100, targetEmiId: 'paid-one', unpaidSchedule: schedule })).toThrow()
  })
})
