import { describe, expect, it } from 'vitest'
import {
  EMI_IDEMPOTENCY_KEY_MAX,
  allocatePayment,
  canChangeEmiStatus,
  emiOutstanding,
  isFreshPayment,
  parseEmiAddInput,
  parseEmiStatusPatch,
  parsePaymentRupees,
  type UnpaidEmi,
} from './emi-payment.ts'
import type { EmiStatus } from './emi-status.ts'
import { toHundredths } from './numbers.ts'

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

describe('parsePaymentRupees', () => {
  it.each([
    [1500.5, 1500.5],
    ['1500.50', 1500.5],
    [' 20000 ', 20000],
    [0.01, 0.01],
    [0.005, 0.01],
    [100.005, 100.01],
    [1e8, 1e8],
    ['abc', null],
    [-500, null],
    ['-500', null],
    [0, null],
    ['0', null],
    ['20,000', null],
    [0.001, null],
    [0.004, null],
    [1e8 + 0.01, null],
    ['1e308', null],
    [Number.POSITIVE_INFINITY, null],
    [Number.NaN, null],
    ['', null],
    [true, null],
    [[100], null],
    [{}, null],
  ])('%j -> %j', (raw, expected) => expect(parsePaymentRupees(raw)).toBe(expected))
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

  // Issue 13: each of these used to be ignored, which paid the installment in full.
  it.each(['abc', -500, '-500', 0, '0', '20,000', 0.001, '', ' ', 1e8 + 1, '1e308', true, false, [], {}])(
    'receivedAmount %j is 400 Received amount must be a positive number.',
    (receivedAmount) => {
      for (const status of ['Paid', 'Overdue']) {
        expect(() => parseEmiStatusPatch({ emiId: 'e1', status, receivedAmount })).toThrow(
          expect.objectContaining({ status: 400, message: 'Received amount must be a positive number.' }),
        )
      }
    },
  )

  it.each([1, '', ' ', 'k'.repeat(EMI_IDEMPOTENCY_KEY_MAX + 1), { key: 'a' }, ['a']])(
    'idempotencyKey %j is 400',
    (idempotencyKey) => {
      expect(() => parseEmiStatusPatch({ emiId: 'e1', status: 'Paid', idempotencyKey })).toThrow(
        expect.objectContaining({
          status: 400,
          message: 'Idempotency key must be a string of at most 100 characters.',
        }),
      )
    },
  )

  it.each([
    [
      { emiId: 'e1', status: 'Paid' },
      { receivedAmount: null, paymentMode: 'UNSPECIFIED', paymentReference: null, idempotencyKey: null },
    ],
    [
      { emiId: 'e1', status: 'Paid', receivedAmount: null, idempotencyKey: null },
      { receivedAmount: null, idempotencyKey: null },
    ],
    [{ emiId: 'e1', status: 'Paid', paymentMode: 'Cash' }, { paymentMode: 'Cash' }],
    [
      { emiId: 'e1', status: 'Paid', paymentMode: 'Online', paymentReference: 'UTR123' },
      { paymentMode: 'Online', paymentReference: 'UTR123' },
    ],
    [{ emiId: 'e1', status: 'Paid', paymentMode: 'UPI' }, { paymentMode: 'UNSPECIFIED' }],
    [{ emiId: 'e1', status: 'Paid', receivedAmount: '1500.50' }, { receivedAmount: 1500.5 }],
    [{ emiId: 'e1', status: 'Paid', receivedAmount: 0.005 }, { receivedAmount: 0.01 }],
    [
      { emiId: 'e1', status: 'Paid', idempotencyKey: 'k'.repeat(EMI_IDEMPOTENCY_KEY_MAX) },
      { idempotencyKey: 'k'.repeat(EMI_IDEMPOTENCY_KEY_MAX) },
    ],
    [
      { emiId: 'e1', status: 'Due Soon' },
      { emiId: 'e1', status: 'Due Soon' },
    ],
  ])('%j', (body, expected) => expect(parseEmiStatusPatch(body)).toMatchObject(expected))
})

describe('parseEmiAddInput', () => {
  it.each([
    [{ amount: 0, dueDate: '2025-03-15' }],
    [{ amount: -5, dueDate: '2025-03-15' }],
    [{ amount: 'abc', dueDate: '2025-03-15' }],
    [{ amount: Number.POSITIVE_INFINITY, dueDate: '2025-03-15' }],
    [{ amount: Number.NaN, dueDate: '2025-03-15' }],
    [{ amount: '1e308', dueDate: '2025-03-15' }],
    [{ amount: 1e308, dueDate: '2025-03-15' }],
    [{ amount: 100_000_000.01, dueDate: '2025-03-15' }],
    [{ amount: 0.001, dueDate: '2025-03-15' }],
    [{ amount: 1000 }],
    [{ amount: 1000, dueDate: 'not a date' }],
    [{ amount: 1000, dueDate: 1741996800000 }],
    [{ amount: 1000, dueDate: '0000-01-01' }],
    [{ amount: 1000, dueDate: '-271821-04-20' }],
    [{ amount: 1000, dueDate: '+275760-09-13' }],
    [{ amount: 1000, dueDate: '1899-12-31T23:59:59.999Z' }],
    [{ amount: 1000, dueDate: '+010000-01-01' }],
    [null],
  ])('%j is rejected', (body) => {
    expect(() => parseEmiAddInput(body)).toThrow(
      expect.objectContaining({ status: 400, message: 'Invalid amount or due date' }),
    )
  })

  it('accepts a rupee amount (rounded to the paisa) and a date string', () => {
    expect(parseEmiAddInput({ amount: 2500.5, dueDate: '2025-03-15' })).toEqual({
      amount: 2500.5,
      dueDate: new Date('2025-03-15'),
    })
    expect(parseEmiAddInput({ amount: '100000000', dueDate: '2025-03-15' }).amount).toBe(1e8)
    expect(parseEmiAddInput({ amount: 10.005, dueDate: '2025-03-15' }).amount).toBe(10.01)
    expect(parseEmiAddInput({ amount: 1, dueDate: '1900-01-01' }).dueDate).toEqual(new Date('1900-01-01'))
    expect(parseEmiAddInput({ amount: 1, dueDate: '9999-12-31T23:59:59.999Z' }).dueDate).toEqual(
      new Date('9999-12-31T23:59:59.999Z'),
    )
  })
})

describe('emiOutstanding', () => {
  it.each([
    [{ amount: 1000, paidAmount: 0 }, 1000],
    [{ amount: 1000.1, paidAmount: 400.05 }, 600.05],
    [{ amount: 1000, paidAmount: 1000 }, 0],
    [{ amount: 1000, paidAmount: 1200 }, 0],
  ])('%j -> %s', (emi, expected) => expect(emiOutstanding(emi)).toBe(expected))
})

describe('allocatePayment', () => {
  const schedule: UnpaidEmi[] = [
    { id: 'e3', amount: 1000, paidAmount: 0, dueDate: new Date('2025-05-15'), status: 'Upcoming' },
    { id: 'e1', amount: 1000, paidAmount: 0, dueDate: new Date('2025-03-15'), status: 'Overdue' },
    { id: 'e2', amount: 1000, paidAmount: 250, dueDate: new Date('2025-04-15'), status: 'Due Soon' },
    { id: 'e0', amount: 1000, paidAmount: 1000, dueDate: new Date('2025-02-15'), status: 'Paid' },
  ]
  const line = (emiId: string, applied: number, paidAmount: number, outstanding: number, becomesPaid: boolean) => ({
    emiId,
    applied,
    paidAmount,
    outstanding,
    becomesPaid,
  })
  it.each([
    ["no amount pays the target's outstanding and nothing else", null, 'e2', 750, [line('e2', 750, 1000, 0, true)], 0],
    ['exact outstanding', 750, 'e2', 750, [line('e2', 750, 1000, 0, true)], 0],
    [
      'partial on the target keeps it unpaid and raises paidAmount',
      400,
      'e1',
      400,
      [line('e1', 400, 400, 600, false)],
      0,
    ],
    ['a second partial adds to the first', 100.5, 'e2', 100.5, [line('e2', 100.5, 350.5, 649.5, false)], 0],
    [
      'remainder goes to the earliest other installment',
      1500,
      'e2',
      1500,
      [line('e2', 750, 1000, 0, true), line('e1', 750, 750, 250, false)],
      0,
    ],
    [
      'then follows due dates',
      2500,
      'e1',
      2500,
      [line('e1', 1000, 1000, 0, true), line('e2', 750, 1000, 0, true), line('e3', 750, 750, 250, false)],
      0,
    ],
    [
      'excess beyond the schedule (Paid installments are skipped)',
      3250.5,
      'e3',
      3250.5,
      [line('e3', 1000, 1000, 0, true), line('e1', 1000, 1000, 0, true), line('e2', 750, 1000, 0, true)],
      500.5,
    ],
    [
      'paise stay exact',
      1000.1,
      'e1',
      1000.1,
      [line('e1', 1000, 1000, 0, true), line('e2', 0.1, 250.1, 749.9, false)],
      0,
    ],
  ] as const)('%s', (_case, receivedAmount, targetEmiId, received, applications, excess) => {
    expect(allocatePayment({ receivedAmount, targetEmiId, unpaidSchedule: schedule })).toEqual({
      received,
      applications,
      excess,
    })
  })

  it('breaks equal due dates by id', () => {
    const same = new Date('2025-03-15')
    const plan = allocatePayment({
      receivedAmount: 150,
      targetEmiId: 'c',
      unpaidSchedule: ['c', 'b', 'a'].map((id) => ({
        id,
        amount: 50,
        paidAmount: 0,
        dueDate: same,
        status: 'Upcoming',
      })),
    })
    expect(plan.applications.map((a) => a.emiId)).toEqual(['c', 'a', 'b'])
  })

  it.each([
    ['the target is not in the schedule', 100, 'nope'],
    ['the target is Paid', 100, 'e0'],
    ['the amount is below a paisa', 0.004, 'e1'],
    ['the amount is negative', -5, 'e1'],
    ['the amount is not finite', Number.NaN, 'e1'],
  ])('throws when %s (a caller bug)', (_case, receivedAmount, targetEmiId) => {
    expect(() => allocatePayment({ receivedAmount, targetEmiId, unpaidSchedule: schedule })).toThrow()
  })
})

/**
 * Property test with a seeded generator: fast-check is not installed for packages/core (it is in
 * apps/api only), so this draws 2,000 random schedules and payments from a fixed seed.
 */
describe('allocatePayment properties', () => {
  function mulberry32(seed: number) {
    let a = seed
    return () => {
      a = (a + 0x6d2b79f5) | 0
      let t = Math.imul(a ^ (a >>> 15), 1 | a)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
  }
  const random = mulberry32(13)
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1))
  const statuses = ['Upcoming', 'Due Soon', 'Overdue', 'Paid']

  function draw() {
    const size = int(1, 8)
    const schedule: UnpaidEmi[] = Array.from({ length: size }, (_, i) => {
      const amountPaise = int(1, 5_000_000)
      const status = statuses[int(0, 3)]!
      const paidPaise = status === 'Paid' ? amountPaise : int(0, amountPaise - 1)
      return {
        id: `e${i}`,
        amount: amountPaise / 100,
        paidAmount: paidPaise / 100,
        dueDate: new Date(Date.UTC(2025, int(0, 11), int(1, 28))),
        status,
      }
    })
    const unpaid = schedule.filter((e) => e.status !== 'Paid')
    if (unpaid.length === 0) schedule[0] = { ...schedule[0]!, status: 'Overdue', paidAmount: 0 }
    const candidates = schedule.filter((e) => e.status !== 'Paid')
    const target = candidates[int(0, candidates.length - 1)]!
    const receivedAmount = random() < 0.15 ? null : int(1, 30_000_000) / 100
    return { schedule, target, receivedAmount }
  }

  it('money in = money applied + excess; nothing exceeds an outstanding; nothing negative; target first', () => {
    for (let run = 0; run < 2000; run++) {
      const { schedule, target, receivedAmount } = draw()
      const plan = allocatePayment({ receivedAmount, targetEmiId: target.id, unpaidSchedule: schedule })
      const context = JSON.stringify({ run, schedule, target: target.id, receivedAmount, plan })
      const byId = new Map(schedule.map((e) => [e.id, e]))
      const outstanding = (e: UnpaidEmi) => toHundredths(e.amount) - toHundredths(e.paidAmount)
      const appliedPaise = plan.applications.reduce((s, a) => s + toHundredths(a.applied), 0)

      expect(toHundredths(plan.received), context).toBe(
        receivedAmount === null ? outstanding(target) : toHundredths(receivedAmount),
      )
      expect(appliedPaise + toHundredths(plan.excess), context).toBe(toHundredths(plan.received))
      expect(plan.excess, context).toBeGreaterThanOrEqual(0)
      expect(plan.applications[0]?.emiId, context).toBe(target.id)
      expect(new Set(plan.applications.map((a) => a.emiId)).size, context).toBe(plan.applications.length)
      for (const a of plan.applications) {
        const emi = byId.get(a.emiId)!
        expect(emi.status, context).not.toBe('Paid')
        expect(a.applied, context).toBeGreaterThanOrEqual(0)
        expect(a.outstanding, context).toBeGreaterThanOrEqual(0)
        expect(toHundredths(a.applied), context).toBeLessThanOrEqual(outstanding(emi))
        expect(toHundredths(a.paidAmount), context).toBe(toHundredths(emi.paidAmount) + toHundredths(a.applied))
        expect(toHundredths(a.outstanding), context).toBe(outstanding(emi) - toHundredths(a.applied))
        expect(a.becomesPaid, context).toBe(a.outstanding === 0)
        for (const v of [a.applied, a.paidAmount, a.outstanding]) expect(toHundredths(v) / 100, context).toBe(v)
      }
      // Only the last installment reached may be left part-paid, and excess only once all are paid.
      expect(
        plan.applications.slice(0, -1).every((a) => a.becomesPaid),
        context,
      ).toBe(true)
      if (plan.excess > 0) {
        expect(
          plan.applications.every((a) => a.becomesPaid),
          context,
        ).toBe(true)
        expect(plan.applications.length, context).toBe(schedule.filter((e) => e.status !== 'Paid').length)
      }
    }
  })
})
