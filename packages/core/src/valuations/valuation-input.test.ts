import { describe, expect, it } from 'vitest'
import { emiAddInput, emiStatusPatchInput, ornamentInput, valuationCreateInput, valuationPatchInput } from './valuation-input.ts'

describe('zod input schemas carry the spec messages', () => {
  it.each([
    [ornamentInput, { purity: '22K', grossWeight: 0 }, 'Gross weight must be greater than zero.'],
    [valuationCreateInput, { customerId: 'c1', ornaments: [] }, 'Missing required fields or valid ornaments'],
    [valuationPatchInput, {}, 'No supported fields to update'],
    [emiAddInput, { amount: 0, dueDate: '2025-01-01' }, 'Invalid amount or due date'],
    [emiStatusPatchInput, { emiId: 'e1', status: 'Late' }, 'Invalid EMI status'],
  ])('rejects with %#', (schema, raw, message) => {
    const result = schema.safeParse(raw)
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([expect.objectContaining({ message, params: expect.objectContaining({ status: 400 }) })])
  })

  it('returns the parsed value', () => {
    expect(ornamentInput.parse({ type: 'Ring', purity: '18K', grossWeight: '4' })).toMatchObject({ grossWeight: 4, quantity: 1 })
  })
})
