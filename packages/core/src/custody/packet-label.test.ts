import { describe, expect, it } from 'vitest'
import { packetLabelText, packetNumber, parsePacketLabel } from './packet-label.ts'

describe('packet label', () => {
  it('numbers packets PKT- and six digits', () => {
    expect(packetNumber(1)).toBe('PKT-000001')
    expect(packetNumber(1234567)).toBe('PKT-1234567')
  })

  it.each([
    ['GOLD-PACKET:PKT-000001', 'PKT-000001'],
    ['  GOLD-PACKET:pkt-000042 \n', 'PKT-000042'],
    ['GOLD-PACKET:PKT-1234567', 'PKT-1234567'],
    ['PKT-000001', null],
    ['GOLD-PACKET:', null],
    ['GOLD-PACKET:PKT-12', null],
    ['https://shop.example/verify/abc', null],
    ['upi://pay?pa=shop@okaxis', null],
  ])('reads %j as %j', (text, number) => {
    expect(parsePacketLabel(text)).toBe(number)
  })

  it('reads back what it prints', () => {
    expect(parsePacketLabel(packetLabelText('PKT-000907'))).toBe('PKT-000907')
    expect(packetLabelText('PKT-000907')).toBe('GOLD-PACKET:PKT-000907')
  })
})
