import { describe, expect, it } from 'vitest'
import { packetWords, pledgePacketOf, sealQuestion, sealStatement } from './pledge-packet.ts'

describe('pledge packet wording', () => {
  it.each([
    [{ packetNo: 'P-14', sealNo: 'S-0093' }, true, 'Intact (packet P-14, seal S-0093)'],
    [{ packetNo: 'P-14', sealNo: null }, false, 'Not intact (packet P-14)'],
    [{ packetNo: null, sealNo: 'S-1' }, true, 'Intact (seal S-1)'],
    // Issue 23: a packet never recorded was reviewed as "Intact".
    [{ packetNo: null, sealNo: null }, true, 'Not recorded'],
    [{ packetNo: null, sealNo: null }, false, 'Not recorded'],
  ])('%o, sealIntact %s: %s', (packet, intact, expected) => {
    expect(sealStatement(packet, intact)).toBe(expected)
  })

  it('names what was recorded, and asks about the seal it names', () => {
    expect(packetWords({ packetNo: null, sealNo: null })).toBeNull()
    expect(sealQuestion({ packetNo: 'P-14', sealNo: 'S-0093' })).toBe(
      'The seal of packet P-14 (seal S-0093) was intact',
    )
    expect(sealQuestion({ packetNo: null, sealNo: 'S-1' })).toBe('Seal S-1 was intact')
  })
})

describe('pledgePacketOf', () => {
  it('reads the sealed packet where there is one, else the typed numbers', () => {
    const typed = { packetNo: 'P-14', sealNo: 'S-0093' }
    expect(pledgePacketOf(typed, { number: 'PKT-000007', sealNo: 'S-200' })).toEqual({
      packetNo: 'PKT-000007',
      sealNo: 'S-200',
    })
    expect(pledgePacketOf(typed, null)).toEqual(typed)
    expect(pledgePacketOf({ packetNo: null, sealNo: null }, undefined)).toEqual({ packetNo: null, sealNo: null })
  })
})
