import { describe, expect, it } from 'vitest'
import { rateJumpNotice } from './rate-jump.ts'

describe('rateJumpNotice', () => {
  it.each([
    [600_000, 660_000, null],
    [600_000, 540_000, null],
    [600_000, 450_000, 'This rate is 25% below the current 22K rate of ₹6,000.00 a gram.'],
    [600_000, 660_100, 'This rate is 10% above the current 22K rate of ₹6,000.00 a gram.'],
    [600_000, 6_000_000, 'This rate is 900% above the current 22K rate of ₹6,000.00 a gram.'],
    [725_050, 600_000, 'This rate is 17.2% below the current 22K rate of ₹7,250.50 a gram.'],
    [null, 450_000, null],
    [0, 450_000, null],
  ] as const)('%s then %s → %s', (current, entered, notice) => {
    expect(rateJumpNotice(current, entered)).toBe(notice)
  })
})
