import { describe, expect, it } from 'vitest'
import { rateJumpNotice } from './rate-jump.ts'

describe('rateJumpNotice', () => {
  it.each([
    [6000, 6600, null],
    [6000, 5400, null],
    [6000, 4500, 'This rate is 25% below the current 22K rate of ₹6,000.00 a gram.'],
    [6000, 6601, 'This rate is 10% above the current 22K rate of ₹6,000.00 a gram.'],
    [6000, 60000, 'This rate is 900% above the current 22K rate of ₹6,000.00 a gram.'],
    [7250.5, 6000, 'This rate is 17.2% below the current 22K rate of ₹7,250.50 a gram.'],
    [null, 4500, null],
    [0, 4500, null],
  ] as const)('%s then %s → %s', (current, entered, notice) => {
    expect(rateJumpNotice(current, entered)).toBe(notice)
  })
})
