import { describe, expect, it } from 'vitest'
import { parseValuationPatch } from './valuation-patch.ts'

describe('parseValuationPatch', () => {
  it.each([[null], [{}], [{ status: 'Completed', totalValue: 1 }], [[]], ['appraiserName']])(
    '%j has no supported fields',
    (body) => {
      expect(() => parseValuationPatch(body)).toThrow(
        expect.objectContaining({ status: 400, message: 'No supported fields to update' }),
      )
    },
  )

  it.each([
    [{ appraiserName: 'R. Iyer' }, { appraiserName: 'R. Iyer' }],
    [{ appraiserName: '' }, { appraiserName: null }],
    [{ appraiserNote: '   ' }, { appraiserNote: null }],
    [{ goldEnvelopeUrl: null }, { goldEnvelopeUrl: null }],
    [{ acknowledgementUrl: 12 }, { acknowledgementUrl: null }],
    [
      { goldEnvelopeUrl: 'https://x/env.jpg', appraiserNote: ' ok ', totalValue: 5 },
      { goldEnvelopeUrl: 'https://x/env.jpg', appraiserNote: ' ok ' },
    ],
  ])('%j -> %j', (body, expected) => expect(parseValuationPatch(body)).toEqual(expected))

  it.each([
    [{ goldEnvelopeUrl: `/f/${'a'.repeat(2046)}` }, 'Image and document links must be 2048 characters or fewer.'],
    [{ acknowledgementUrl: 'a'.repeat(2049) }, 'Image and document links must be 2048 characters or fewer.'],
    [{ appraiserName: 'a'.repeat(101) }, 'Appraiser name must be 100 characters or fewer.'],
    [{ appraiserName: 'R. Iyer', appraiserNote: 'a'.repeat(2001) }, 'Appraiser note must be 2000 characters or fewer.'],
  ])('refuses an over-long value (%#)', (body, message) => {
    expect(() => parseValuationPatch(body)).toThrow(expect.objectContaining({ status: 400, message }))
  })

  it('accepts values at their caps', () => {
    const body = { goldEnvelopeUrl: 'a'.repeat(2048), appraiserName: 'a'.repeat(100), appraiserNote: 'a'.repeat(2000) }
    expect(parseValuationPatch(body)).toEqual(body)
  })
})
