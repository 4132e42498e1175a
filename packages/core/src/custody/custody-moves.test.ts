import { describe, expect, it } from 'vitest'
import { applyCustodyMove, checkTwoStaff, type PacketAtMove, type PacketStatus } from './custody-moves.ts'

const packet = (status: PacketStatus, extra: Partial<PacketAtMove> = {}): PacketAtMove => ({
  status,
  placeId: status === 'inVault' ? 'A' : null,
  sealNo: 'S-1',
  loanOpen: false,
  ...extra,
})

describe('custody moves', () => {
  it.each([
    [
      'sealed',
      'intoVault',
      'B',
      null,
      { status: 'inVault', fromPlaceId: null, toPlaceId: 'B', placeId: 'B', sealNo: 'S-1' },
    ],
    [
      'inVault',
      'outForRevaluation',
      null,
      null,
      { status: 'out', fromPlaceId: 'A', toPlaceId: null, placeId: null, sealNo: 'S-1' },
    ],
    [
      'inVault',
      'outForAudit',
      null,
      null,
      { status: 'out', fromPlaceId: 'A', toPlaceId: null, placeId: null, sealNo: 'S-1' },
    ],
    ['out', 'back', 'C', null, { status: 'inVault', fromPlaceId: null, toPlaceId: 'C', placeId: 'C', sealNo: 'S-1' }],
    [
      'inVault',
      'toAuction',
      null,
      null,
      { status: 'auctioned', fromPlaceId: 'A', toPlaceId: null, placeId: null, sealNo: 'S-1' },
    ],
    [
      'inVault',
      'release',
      null,
      null,
      { status: 'released', fromPlaceId: 'A', toPlaceId: null, placeId: null, sealNo: 'S-1' },
    ],
    [
      'inVault',
      'reseal',
      null,
      'S-2',
      { status: 'inVault', fromPlaceId: 'A', toPlaceId: null, placeId: 'A', sealNo: 'S-2' },
    ],
  ] as const)('%s --%s--> %j', (status, kind, toPlaceId, sealNo, outcome) => {
    expect(applyCustodyMove(packet(status), { kind, toPlaceId, sealNo })).toEqual({ ok: true, outcome })
  })

  it.each([
    ['sealed', 'outForAudit', null, null, 'moveNotAllowed'],
    ['inVault', 'intoVault', 'B', null, 'moveNotAllowed'],
    ['inVault', 'back', 'B', null, 'moveNotAllowed'],
    ['released', 'reseal', null, 'S-2', 'moveNotAllowed'],
    ['auctioned', 'release', null, null, 'moveNotAllowed'],
    ['sealed', 'intoVault', null, null, 'moveNeedsPlace'],
    ['out', 'back', null, null, 'moveNeedsPlace'],
    ['inVault', 'reseal', null, 'S-1', 'resealNeedsNewSeal'],
    ['inVault', 'reseal', null, null, 'resealNeedsNewSeal'],
  ] as const)('%s refuses %s (%s)', (status, kind, toPlaceId, sealNo, error) => {
    expect(applyCustodyMove(packet(status), { kind, toPlaceId, sealNo })).toEqual({ ok: false, error })
  })

  it('releases a packet of an open loan only at the release desk', () => {
    const open = packet('inVault', { loanOpen: true })
    const move = { kind: 'release', toPlaceId: null, sealNo: null } as const
    expect(applyCustodyMove(open, move)).toEqual({ ok: false, error: 'releaseWhileLoanOpen' })
    expect(applyCustodyMove(open, move, { atReleaseDesk: true }).ok).toBe(true)
  })

  it('needs two different staff', () => {
    expect(() => checkTwoStaff('u1', 'u1')).toThrow(
      'A different staff member must confirm this move: custody needs two people.',
    )
    expect(() => checkTwoStaff('u1', 'u2')).not.toThrow()
  })
})
