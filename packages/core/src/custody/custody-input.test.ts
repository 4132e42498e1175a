import { describe, expect, it } from 'vitest'
import { parseGoldPacketInput, parseMoveRequestInput, parseVaultPlaceInput } from './custody-input.ts'

describe('custody input', () => {
  it('reads a packet', () => {
    expect(
      parseGoldPacketInput({ valuationId: 'v1', sealNo: ' S / 93 ', ornamentPhotoUrls: ['/x'], sealedPhotoUrl: '/y' }),
    ).toEqual({ valuationId: 'v1', sealNo: 'S / 93', ornamentPhotoUrls: ['/x'], sealedPhotoUrl: '/y' })
  })

  it.each([
    [{ valuationId: 'v1', ornamentPhotoUrls: ['/x'], sealedPhotoUrl: '/y' }, 'Seal number is required'],
    [{ valuationId: 'v1', sealNo: 'S;1', ornamentPhotoUrls: ['/x'], sealedPhotoUrl: '/y' }, 'Seal number must be'],
    [{ valuationId: 'v1', sealNo: 'S1', ornamentPhotoUrls: [], sealedPhotoUrl: '/y' }, 'at least one photo'],
    [{ valuationId: 'v1', sealNo: 'S1', ornamentPhotoUrls: ['/x'] }, 'photo of the sealed packet'],
  ])('refuses %j', (raw, message) => {
    expect(() => parseGoldPacketInput(raw)).toThrow(message)
  })

  it('labels a vault place', () => {
    expect(parseVaultPlaceInput({ safe: 'A', tray: ' 2 ', slot: '5' })).toEqual({
      safe: 'A',
      tray: '2',
      slot: '5',
      label: 'Safe A / Tray 2 / Slot 5',
    })
    expect(() => parseVaultPlaceInput({ safe: 'A', tray: '', slot: '5' })).toThrow('Safe, tray and slot')
  })

  it('reads a move; a reseal needs its seal', () => {
    expect(parseMoveRequestInput({ packetId: 'p', kind: 'intoVault', toPlaceId: 'x' })).toEqual({
      packetId: 'p',
      kind: 'intoVault',
      toPlaceId: 'x',
      sealNo: null,
      note: null,
    })
    expect(() => parseMoveRequestInput({ packetId: 'p', kind: 'teleport' })).toThrow('Move must be one of')
    expect(() => parseMoveRequestInput({ packetId: 'p', kind: 'reseal' })).toThrow('Seal number is required')
  })
})
