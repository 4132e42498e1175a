import { describe, expect, it } from 'vitest'
import { parseValuationPatch } from './valuation-patch.ts'

describe('parseValuationPatch', () => {
  it.each([
    [null], [{}], [{ status: 'Completed', totalValue: 1 }], [[]], ['appraiserName'],
  ])('%j has no supported fields', (body) => {
    expect(() => parseValuationPatch(body)).toThrow(expect.objectContaining({ status: 400, message: 'No supported fields to update' }))
  })

  it.each([
    [{ appraiserName: 'R. Iyer' }, { appraiserName: 'R. Iyer' }],
    [{ appraiserName: '' }, { appraiserName: null }],
    [{ appraiserNote: '   ' }, { appraiserNote: null }],
    [{ goldEnvelopeUrl: null }, { goldEnvelopeUrl: null }],
    [{ acknowledgementUrl: 12 }, { acknowledgementUrl: null }],
    [{ goldEnvelopeUrl: 'https://x/env.jpg', appraiserNote: ' ok ', totalValue: 5 }, { goldEnvelopeUrl: 'https://x/env.jpg', appraiserNote: ' ok ' }],
  ])('%j -> %j', (body, expected) => expect(parseValuationPatch(body)).toEqual(expected))
})
