import { describe, expect, it } from 'vitest'
import { DomainError } from '../shared/domain-error.ts'
import {
  emiAddInput,
  emiStatusPatchInput,
  ornamentInput,
  valuationCreateInput,
  valuationPatchInput,
  valuationSendInput,
} from './valuation-input.ts'

const refusal = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error
  }
  return null
}

describe('zod input schemas carry the spec messages', () => {
  it.each([
    [ornamentInput, { purity: '22K', grossWeight: 0 }, 'Gross weight must be greater than zero.'],
    [valuationPatchInput, {}, 'No supported fields to update'],
    [valuationPatchInput, 'not an object', 'No supported fields to update'],
    [emiStatusPatchInput, { emiId: 'e1', status: 'Late' }, 'Invalid EMI status'],
    [
      emiStatusPatchInput,
      { emiId: 'e1', status: 'Paid', receivedAmount: 'abc' },
      'Received amount must be a positive number.',
    ],
  ])('rejects with %#', (schema, raw, message) => {
    // The parse function's DomainError itself, so both transports answer its status and message.
    const error = refusal(() => schema.parse(raw))
    expect(error).toBeInstanceOf(DomainError)
    expect(error).toMatchObject({ message, status: 400 })
  })

  it('returns the parsed value', () => {
    expect(ornamentInput.parse({ type: 'Ring', purity: '18K', grossWeight: '4' })).toMatchObject({
      grossWeight: 4,
      quantity: 1,
    })
    expect(valuationPatchInput.parse({ appraiserNote: '  ', other: 1 })).toEqual({ appraiserNote: null })
    expect(emiStatusPatchInput.parse({ emiId: 'e1', status: 'Paid', receivedAmount: '500' })).toMatchObject({
      receivedPaise: 50_000,
      paymentMode: 'UNSPECIFIED',
    })
  })

  it('leaves the bodies checked after a lookup to the service, an object as sent and anything else as {}', () => {
    const body = { customerId: 'c1', ornaments: [], type: 7 }
    expect(valuationCreateInput.parse(body)).toBe(body)
    expect(emiAddInput.parse({ amount: 0 })).toEqual({ amount: 0 })
    for (const raw of [undefined, null, 'x', 5, [1]]) expect(valuationSendInput.parse(raw)).toEqual({})
  })
})
