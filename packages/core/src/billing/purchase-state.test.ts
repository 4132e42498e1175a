import { describe, expect, it } from 'vitest'
import {
  applyRefund,
  canMarkFailed,
  canRefund,
  canSettle,
  decideSettlement,
  derivePurchaseStatus,
  isAbandoned,
  isPurchaseStatus,
  paymentFailureReason,
  purchaseStatuses,
  type PurchaseStatus,
  type RefundApplication,
  type SettlementDecision,
} from './purchase-state.ts'

describe('purchase transitions by status', () => {
  // status, canSettle, canMarkFailed (payment.failed / gateway reject / abandon), canRefund
  it.each<[PurchaseStatus, boolean, boolean, boolean]>([
    ['CREATED', true, true, false],
    ['FAILED', true, false, false],
    ['PAID', false, false, true],
    ['PARTIALLY_REFUNDED', false, false, true],
    ['REFUNDED', false, false, false],
  ])('%s', (status, settle, fail, refund) => {
    expect([canSettle(status), canMarkFailed(status), canRefund(status)]).toEqual([settle, fail, refund])
  })

  it('knows its statuses', () => {
    expect(purchaseStatuses.every(isPurchaseStatus)).toBe(true)
    expect([isPurchaseStatus('paid'), isPurchaseStatus('PENDING'), isPurchaseStatus(1)]).toEqual([false, false, false])
  })
})

describe('decideSettlement', () => {
  const order = { total: 49_900, currency: 'INR' }
  it.each<[string, PurchaseStatus, unknown, unknown, SettlementDecision]>([
    ['CREATED, matching', 'CREATED', 49_900, 'INR', 'settle'],
    ['FAILED, matching (late capture)', 'FAILED', 49_900, 'INR', 'settle'],
    ['amount differs', 'CREATED', 49_800, 'INR', 'mismatch'],
    ['currency differs', 'FAILED', 49_900, 'USD', 'mismatch'],
    ['already paid', 'PAID', 49_900, 'INR', 'already-paid'],
    ['already paid, even if amount differs', 'PAID', 1, 'INR', 'already-paid'],
    ['partially refunded', 'PARTIALLY_REFUNDED', 49_900, 'INR', 'not-claimable'],
    ['refunded', 'REFUNDED', 49_900, 'INR', 'not-claimable'],
    ['amount a string', 'CREATED', '49900', 'INR', 'malformed'],
    ['amount fractional', 'CREATED', 499.5, 'INR', 'malformed'],
    ['amount missing', 'CREATED', undefined, 'INR', 'malformed'],
    ['currency missing', 'CREATED', 49_900, undefined, 'malformed'],
    ['currency empty', 'PAID', 49_900, '', 'malformed'],
  ])('%s', (_label, status, paidAmount, paidCurrency, expected) => {
    expect(decideSettlement({ status, ...order, paidAmount, paidCurrency })).toBe(expected)
  })
})

describe('payment failure and abandon', () => {
  it.each<[string, unknown, string]>([
    ['description kept', 'Card declined by bank', 'Card declined by bank'],
    ['missing -> default', undefined, 'Payment failed at gateway.'],
    ['null -> default', null, 'Payment failed at gateway.'],
    ['blank -> default', '   ', 'Payment failed at gateway.'],
    ['non-string -> default', { code: 'X' }, 'Payment failed at gateway.'],
    ['exactly 500 kept', 'x'.repeat(500), 'x'.repeat(500)],
    ['501 cut to 500', 'y'.repeat(501), 'y'.repeat(500)],
  ])('%s', (_label, description, expected) => {
    expect(paymentFailureReason(description)).toBe(expected)
  })

  it('counts characters, not UTF-16 units', () => {
    const reason = paymentFailureReason('₹'.repeat(10) + '😀'.repeat(600))
    expect(Array.from(reason)).toHaveLength(500)
    expect(reason.endsWith('😀')).toBe(true)
  })

  const now = new Date('2025-06-15T10:00:00Z')
  const ago = (ms: number) => new Date(now.getTime() - ms)
  const DAY = 86_400_000
  it.each<[PurchaseStatus, Date, boolean]>([
    ['CREATED', ago(DAY + 1), true],
    ['CREATED', ago(DAY), false],
    ['CREATED', ago(60_000), false],
    ['FAILED', ago(2 * DAY), false],
    ['PAID', ago(2 * DAY), false],
  ])('isAbandoned(%s, %s)', (status, createdAt, expected) => {
    expect(isAbandoned({ status, createdAt, now })).toBe(expected)
  })
})

describe('derivePurchaseStatus', () => {
  it.each<[number, number, PurchaseStatus]>([
    [49_900, 0, 'PAID'],
    [49_900, 1, 'PARTIALLY_REFUNDED'],
    [49_900, 49_899, 'PARTIALLY_REFUNDED'],
    [49_900, 49_900, 'REFUNDED'],
    [49_900, 50_000, 'REFUNDED'],
  ])('total %i refunded %i -> %s', (total, refunded, expected) => {
    expect(derivePurchaseStatus(total, refunded)).toBe(expected)
  })

  it('rejects non-integer money', () => {
    expect(() => derivePurchaseStatus(100.5, 0)).toThrow()
    expect(() => derivePurchaseStatus(100, -1)).toThrow()
  })
})

describe('applyRefund', () => {
  it.each<[string, number, number, number, boolean, RefundApplication]>([
    [
      'partial from PAID',
      10_000,
      0,
      4_000,
      false,
      { ok: true, refundedAmount: 4_000, status: 'PARTIALLY_REFUNDED', revokesPeriod: false },
    ],
    [
      'partial revoking never revokes',
      10_000,
      0,
      4_000,
      true,
      { ok: true, refundedAmount: 4_000, status: 'PARTIALLY_REFUNDED', revokesPeriod: false },
    ],
    [
      'full at once, revoking',
      10_000,
      0,
      10_000,
      true,
      { ok: true, refundedAmount: 10_000, status: 'REFUNDED', revokesPeriod: true },
    ],
    [
      'full at once, not revoking',
      10_000,
      0,
      10_000,
      false,
      { ok: true, refundedAmount: 10_000, status: 'REFUNDED', revokesPeriod: false },
    ],
    [
      'completes a partial, revoking',
      10_000,
      6_000,
      4_000,
      true,
      { ok: true, refundedAmount: 10_000, status: 'REFUNDED', revokesPeriod: true },
    ],
    [
      'second partial',
      10_000,
      2_000,
      3_000,
      false,
      { ok: true, refundedAmount: 5_000, status: 'PARTIALLY_REFUNDED', revokesPeriod: false },
    ],
    ['over-refund from PAID', 10_000, 0, 10_001, false, { ok: false, reason: 'over-refund' }],
    ['over-refund after partial', 10_000, 6_000, 4_001, true, { ok: false, reason: 'over-refund' }],
    ['anything after full', 10_000, 10_000, 1, false, { ok: false, reason: 'over-refund' }],
    ['zero amount', 10_000, 0, 0, false, { ok: false, reason: 'invalid-amount' }],
    ['negative amount', 10_000, 0, -5, false, { ok: false, reason: 'invalid-amount' }],
  ])('%s', (_label, total, refundedAmount, amount, revokes, expected) => {
    expect(applyRefund({ total, refundedAmount, amount, revokes })).toEqual(expected)
  })

  it('treats an absent revoke flag as not revoking', () => {
    expect(applyRefund({ total: 100, refundedAmount: 0, amount: 100 })).toMatchObject({ revokesPeriod: false })
  })

  it('rejects non-integer money', () => {
    expect(() => applyRefund({ total: 100, refundedAmount: 0, amount: 0.5 })).toThrow()
  })
})
