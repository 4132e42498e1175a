import { describe, expect, it } from 'vitest'
import { auditActionLabel } from './audit-actions.ts'

describe('auditActionLabel', () => {
  it.each([
    ['COUPON_CREATED', 'Coupon created'],
    ['REFUND_REQUESTED', 'Refund requested'],
    ['SOMETHING_NEW', 'SOMETHING_NEW'],
    ['toString', 'toString'],
  ])('%s reads as %s', (action, label) => {
    expect(auditActionLabel(action)).toBe(label)
  })
})
