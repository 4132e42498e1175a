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
      { receivedPaise: null, paymentMode: 'UNSPECIFIED', paymentReference: null, idempotencyKey: null },
    ],
    [
      { emiId: 'e1', status: 'Paid', receivedAmount: null, idempotencyKey: null },
      { receivedPaise: null, idempotencyKey: null },
    ],
    [{ emiId: 'e1', status: 'Paid', paymentMode: 'Cash' }, { paymentMode: 'Cash' }],
    [
      { emiId: 'e1', status: 'Paid', paymentMode: 'Online', paymentReference: 'UTR123' },
      { paymentMode: 'Online', paymentReference: 'UTR123' },
    ],
    [{ emiId: 'e1', status: 'Paid', paymentMode: 'UPI' }, { paymentMode: 'UNSPECIFIED' }],
    [{ emiId: 'e1', status: 'Paid', receivedAmount: '1500.50' }, { receivedPaise: 150050 }],
    [{ emiId: 'e1', status: 'Paid', receivedAmount: 0.005 }, { receivedPaise: 1 }],
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
      amountPaise: 250050,
      dueDate: new Date('2025-03-15'),
    })
    expect(parseEmiAddInput({ amount: '100000000', dueDate: '2025-03-15' }).amountPaise).toBe(1e10)
    expect(parseEmiAddInput({ amount: 10.005, dueDate: '2025-03-15' }).amountPaise).toBe(1001)
    expect(parseEmiAddInput({ amount: 1, dueDate: '1900-01-01' }).dueDate).toEqual(new Date('1900-01-01'))
    expect(parseEmiAddInput({ amount: 1, dueDate: '9999-12-31T23:59:59.999Z' }).dueDate).toEqual(
      new Date('9999-12-31T23:59:59.999Z'),
    )
  })
})

describe('emiOutstanding', () => {
  it.each([
    [{ amountPaise: 100000, paidAmountPaise: 0 }, 100000],
    [{ amountPaise: 100010, paidAmountPaise: 40005 }, 60005],
    [{ amountPaise: 100000, paidAmountPaise: 100000 }, 0],
    [{ amountPaise: 100000, paidAmountPaise: 120000 }, 0],
  ])('%j -> %s', (emi, expected) => expect(emiOutstanding(emi)).toBe(expected))
})

describe('allocatePayment', () => {
  const schedule: UnpaidEmi[] = [
    { id: 'e3', amountPaise: 100000, paidAmountPaise: 0, dueDate: new Date('2025-05-15'), status: 'Upcoming' },
    { id: 'e1', amountPaise: 100000, paidAmountPaise: 0, dueDate: new Date('2025-03-15'), status: 'Overdue' },
    { id: 'e2', amountPaise: 100000, paidAmountPaise: 25000, dueDate: new Date('2025-04-15'), status: 'Due Soon' },
    { id: 'e0', amountPaise: 100000, paidAmountPaise: 100000, dueDate: new Date('2025-02-15'), status: 'Paid' },
  ]
  const line = (
    emiId: string,
    appliedPaise: number,
    paidAmountPaise: number,
    outstandingPaise: number,
    becomesPaid: boolean,
  ) => ({ emiId, appliedPaise, paidAmountPaise, outstandingPaise, becomesPaid })
  it.each([
    [
      "no amount pays the target's outstanding and nothing else",
      null,
      'e2',
      75000,
      [line('e2', 75000, 100000, 0, true)],
      0,
    ],
    ['exact outstanding', 75000, 'e2', 75000, [line('e2', 75000, 100000, 0, true)], 0],
    [
      'partial on the target keeps it unpaid and raises the paid amount',
      40000,
      'e1',
      40000,
      [line('e1', 40000, 40000, 60000, false)],
      0,
    ],
    ['a second partial adds to the first', 10050, 'e2', 10050, [line('e2', 10050, 35050, 64950, false)], 0],
    [
      'remainder goes to the earliest other installment',
      150000,
      'e2',
      150000,
      [line('e2', 75000, 100000, 0, true), line('e1', 75000, 75000, 25000, false)],
      0,
    ],
    [
      'then follows due dates',
      250000,
      'e1',
      250000,
      [line('e1', 100000, 100000, 0, true), line('e2', 75000, 100000, 0, true), line('e3', 75000, 75000, 25000, false)],
      0,
    ],
    [
      'excess beyond the schedule (Paid installments are skipped)',
      325050,
      'e3',
      325050,
      [line('e3', 100000, 100000, 0, true), line('e1', 100000, 100000, 0, true), line('e2', 75000, 100000, 0, true)],
      50050,
    ],
    [
      'a single paisa reaches the next installment',
      100010,
      'e1',
      100010,
      [line('e1', 100000, 100000, 0, true), line('e2', 10, 25010, 74990, false)],
      0,
    ],
  ] as const)('%s', (_case, receivedPaise, targetEmiId, expectedReceived, applications, excessPaise) => {
    expect(allocatePayment({ receivedPaise, targetEmiId, unpaidSchedule: schedule })).toEqual({
      receivedPaise: expectedReceived,
      applications,
      excessPaise,
    })
  })

  it('breaks equal due dates by id', () => {
    const same = new Date('2025-03-15')
    const plan = allocatePayment({
      receivedPaise: 15000,
      targetEmiId: 'c',
      unpaidSchedule: ['c', 'b', 'a'].map((id) => ({
        id,
        amountPaise: 5000,
        paidAmountPaise: 0,
        dueDate: same,
        status: 'Upcoming',
      })),
    })
    expect(plan.applications.map((a) => a.emiId)).toEqual(['c', 'a', 'b'])
  })

  it.each([
    ['the target is not in the schedule', 100, 'nope'],
    ['the target is Paid', 100, 'e0'],
    ['the amount is zero', 0, 'e1'],
    ['the amount is a fraction of a paisa', 0.4, 'e1'],
    ['the amount is negative', -5, 'e1'],
    ['the amount is not finite', Number.NaN, 'e1'],
  ])('throws when %s (a caller bug)', (_case, receivedPaise, targetEmiId) => {
    expect(() => allocatePayment({ receivedPaise, targetEmiId, unpaidSchedule: schedule })).toThrow()
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
      return {
        id: `e${i}`,
        amountPaise,
        paidAmountPaise: status === 'Paid' ? amountPaise : int(0, amountPaise - 1),
        dueDate: new Date(Date.UTC(2025, int(0, 11), int(1, 28))),
        status,
      }
    })
    const unpaid = schedule.filter((e) => e.status !== 'Paid')
    if (unpaid.length === 0) schedule[0] = { ...schedule[0]!, status: 'Overdue', paidAmountPaise: 0 }
    const candidates = schedule.filter((e) => e.status !== 'Paid')
    const target = candidates[int(0, candidates.length - 1)]!
    const receivedPaise = random() < 0.15 ? null : int(1, 30_000_000)
    return { schedule, target, receivedPaise }
  }

  it('money in = money applied + excess; nothing exceeds an outstanding; nothing negative; target first', () => {
    for (let run = 0; run < 2000; run++) {
      const { schedule, target, receivedPaise } = draw()
      const plan = allocatePayment({ receivedPaise, targetEmiId: target.id, unpaidSchedule: schedule })
      const context = JSON.stringify({ run, schedule, target: target.id, receivedPaise, plan })
      const byId = new Map(schedule.map((e) => [e.id, e]))
      const outstanding = (e: UnpaidEmi) => e.amountPaise - e.paidAmountPaise
      const appliedPaise = plan.applications.reduce((s, a) => s + a.appliedPaise, 0)

      expect(plan.receivedPaise, context).toBe(receivedPaise === null ? outstanding(target) : receivedPaise)
      expect(appliedPaise + plan.excessPaise, context).toBe(plan.receivedPaise)
      expect(plan.excessPaise, context).toBeGreaterThanOrEqual(0)
      expect(plan.applications[0]?.emiId, context).toBe(target.id)
      expect(new Set(plan.applications.map((a) => a.emiId)).size, context).toBe(plan.applications.length)
      for (const a of plan.applications) {
        const emi = byId.get(a.emiId)!
        expect(emi.status, context).not.toBe('Paid')
        expect(a.appliedPaise, context).toBeGreaterThanOrEqual(0)
        expect(a.outstandingPaise, context).toBeGreaterThanOrEqual(0)
        expect(a.appliedPaise, context).toBeLessThanOrEqual(outstanding(emi))
        expect(a.paidAmountPaise, context).toBe(emi.paidAmountPaise + a.appliedPaise)
        expect(a.outstandingPaise, context).toBe(outstanding(emi) - a.appliedPaise)
        expect(a.becomesPaid, context).toBe(a.outstandingPaise === 0)
        for (const v of [a.appliedPaise, a.paidAmountPaise, a.outstandingPaise])
          expect(Number.isSafeInteger(v), context).toBe(true)
      }
      // Only the last installment reached may be left part-paid, and excess only once all are paid.
      expect(
        plan.applications.slice(0, -1).every((a) => a.becomesPaid),
        context,
      ).toBe(true)
      if (plan.excessPaise > 0) {
        expect(
          plan.applications.every((a) => a.becomesPaid),
          context,
        ).toBe(true)
        expect(plan.applications.length, context).toBe(schedule.filter((e) => e.status !== 'Paid').length)
      }
    }
  })
})
