import { describe, expect, it } from 'vitest'
import { parseReleaseWithHandover, parseSlot } from './release-desk-input.ts'
import { checkHandover, isShopUpload } from './release-handover.ts'

// Custody's label format (packet-label.ts): `GOLD-PACKET:PKT-000001`.
const readLabel = (text: string) => {
  const m = /^GOLD-PACKET:(PKT-\d{6,})$/.exec(text.trim())
  return m ? m[1]! : null
}
const packet = { number: 'PKT-000007', sealNo: 'S-0093' }
const full = { scannedLabel: 'GOLD-PACKET:PKT-000007', sealPhoto: 't1/seal.jpg', signature: 't1/sign.png' }
const refusal = (f: () => void) => {
  try {
    f()
  } catch (e) {
    return [(e as { status: number }).status, (e as Error).message]
  }
  return null
}

describe('the handover under the packet rule', () => {
  it.each([
    [
      'no handover at all',
      packet,
      null,
      [400, 'This shop releases gold only with the packet label scanned, a seal photo and the borrower’s signature.'],
    ],
    [
      'no packet on record',
      null,
      full,
      [409, 'No packet is recorded for this loan’s gold. Record the packet before releasing.'],
    ],
    [
      'nothing scanned',
      packet,
      { ...full, scannedLabel: null },
      [400, 'Scan the packet label before releasing the gold.'],
    ],
    [
      'another QR code',
      packet,
      { ...full, scannedLabel: 'upi://pay?pa=shop@upi' },
      [400, 'The scanned code is not a packet label. Scan the label on the packet.'],
    ],
    [
      'another packet',
      packet,
      { ...full, scannedLabel: 'GOLD-PACKET:PKT-000008' },
      [400, 'Wrong packet: the label scanned is PKT-000008, this loan’s gold is in PKT-000007.'],
    ],
    ['no seal photo', packet, { ...full, sealPhoto: null }, [400, 'Take a photo of the packet seal at handover.']],
    ['no signature', packet, { ...full, signature: null }, [400, 'The borrower must sign on the screen.']],
  ] as const)('%s', (_, p, h, answer) => {
    expect(refusal(() => checkHandover(p, h, readLabel))).toEqual(answer)
  })
  it('a complete handover names the packet and its seal', () => {
    expect(checkHandover(packet, full, readLabel)).toEqual({ packetNumber: 'PKT-000007', sealNo: 'S-0093', ...full })
  })
  it('only the shop’s own staff image uploads count', () => {
    const own = { pathname: 't1/a.png', ownerKind: 'staff', contentType: 'image/png' }
    expect(isShopUpload('t1', own)).toBe(true)
    expect(isShopUpload('t2', own)).toBe(false)
    expect(isShopUpload('t1', { ...own, ownerKind: 'customer' })).toBe(false)
    expect(isShopUpload('t1', { ...own, contentType: 'application/pdf' })).toBe(false)
    expect(isShopUpload('t1', null)).toBe(false)
  })
})

describe('inputs', () => {
  it('the release body keeps loans.md’s checks and reads the handover beside them', () => {
    expect(parseReleaseWithHandover({ releasedTo: 'Asha', sealIntact: true })).toEqual({
      releasedTo: 'Asha',
      sealIntact: true,
      note: null,
      handover: null,
    })
    expect(
      parseReleaseWithHandover({ releasedTo: 'Asha', sealIntact: true, handover: { scannedLabel: ' X ' } }).handover,
    ).toEqual({
      scannedLabel: 'X',
      sealPhoto: null,
      signature: null,
    })
    expect(refusal(() => parseReleaseWithHandover({ sealIntact: true, handover: full }))?.[0]).toBe(400)
  })
  it('a slot is a real date and a HH:MM time', () => {
    expect(parseSlot({ date: '2026-03-16', time: '10:30' })).toEqual({ date: '2026-03-16', time: '10:30' })
    for (const bad of [{}, { date: '2026-02-30', time: '10:30' }, { date: '2026-03-16', time: '25:00' }])
      expect(refusal(() => parseSlot(bad))).toEqual([
        400,
        'Choose a release slot: a date (YYYY-MM-DD) and a time (HH:MM).',
      ])
  })
})
