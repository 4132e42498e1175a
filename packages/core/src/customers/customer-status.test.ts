import { describe, expect, it } from 'vitest'
import {
  blocksPortal,
  CUSTOMER_STATUSES,
  hiddenFromPicker,
  isCustomerStatus,
  statusChangeDetail,
} from './customer-status.ts'

describe('customer status', () => {
  it('lists the seven statuses in typical order', () => {
    expect(CUSTOMER_STATUSES).toEqual(['New', 'KYC Pending', 'Active', 'Loan Active', 'Overdue', 'Closed', 'Inactive'])
  })
  it.each<[unknown, boolean]>([
    ['New', true],
    ['KYC Pending', true],
    ['Loan Active', true],
    ['Inactive', true],
    ['inactive', false],
    ['Archived', false],
    ['', false],
    [null, false],
    [3, false],
  ])('isCustomerStatus(%j) = %s', (value, expected) => expect(isCustomerStatus(value)).toBe(expected))
  it.each(CUSTOMER_STATUSES.map((s) => [s, s === 'Inactive'] as const))('blocksPortal(%s) = %s', (status, expected) => {
    expect(blocksPortal(status)).toBe(expected)
    expect(hiddenFromPicker(status)).toBe(expected)
  })
  it.each([
    ['Active', 'Inactive', 'Active \u2192 Inactive'],
    ['New', 'KYC Pending', 'New \u2192 KYC Pending'],
  ])('statusChangeDetail(%s, %s)', (from, to, expected) => expect(statusChangeDetail(from, to)).toBe(expected))
})
