import { describe, expect, it } from 'vitest'
import {
  canApplyRefundTransition,
  isRefundStatus,
  isTerminalRefundStatus,
  refundStatusForEvent,
  refundStatusFromGateway,
  refundStatuses,
  type RefundStatus,
} from './refund-state.ts'

describe('canApplyRefundTransition', () => {
  const allowed = new Set(['PENDING->PROCESSED', 'PENDING->FAILED'])
  const table = refundStatuses.flatMap((from) =>
    refundStatuses.map((to) => [from, to, allowed.has(`${from}->${to}`)] as const),
  )

  it.each(table)('%s -> %s: %s', (from, to, expected) => {
    expect(canApplyRefundTransition(from, to)).toBe(expected)
  })

  it.each<[RefundStatus, boolean]>([
    ['PENDING', false],
    ['PROCESSED', true],
    ['FAILED', true],
  ])('%s terminal: %s', (status, terminal) => {
    expect(isTerminalRefundStatus(status)).toBe(terminal)
    expect(isRefundStatus(status)).toBe(true)
  })
})

describe('gateway mapping', () => {
  it.each<[unknown, RefundStatus | null]>([
    ['pending', 'PENDING'],
    ['processed', 'PROCESSED'],
    ['failed', 'FAILED'],
    ['PROCESSED', null],
    [undefined, null],
  ])('gateway status %j -> %s', (status, expected) => {
    expect(refundStatusFromGateway(status)).toBe(expected)
  })

  it.each<[string, RefundStatus | null]>([
    ['refund.created', 'PENDING'],
    ['refund.processed', 'PROCESSED'],
    ['refund.failed', 'FAILED'],
    ['refund.speed_changed', null],
    ['payment.captured', null],
  ])('event %s -> %s', (event, expected) => {
    expect(refundStatusForEvent(event)).toBe(expected)
  })
})
