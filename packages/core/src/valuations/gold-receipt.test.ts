import { describe, expect, it } from 'vitest'
import { goldReceiptNumber } from './gold-receipt.ts'

describe('goldReceiptNumber', () => {
  it.each([
    ['clx9abc123def', 'GR-123DEF'],
    ['cm1q2w3e4r5t6y', 'GR-4R5T6Y'],
    ['abc', 'GR-ABC'],
  ])('%s -> %s', (id, expected) => expect(goldReceiptNumber(id)).toBe(expected))
})
