import { describe, expect, it } from 'vitest'
import { packetNumberOfScan } from './packet-scan.ts'

describe('packetNumberOfScan', () => {
  it.each([
    ['GOLD-PACKET:PKT-000001', 'PKT-000001'],
    [' GOLD-PACKET:pkt-000042 ', 'PKT-000042'],
    ['PKT-000123', 'PKT-000123'],
    ['pkt-0001234', 'PKT-0001234'],
    ['PKT-12', null],
    ['https://demo.localhost/verify/ABC123', null],
    ['upi://pay?pa=shop@bank', null],
    ['', null],
  ])('%j -> %j', (text, number) => expect(packetNumberOfScan(text)).toBe(number))
})
