import { custodyErrors, type CustodyErrorKey } from './custody-errors.ts'

export const PACKET_STATUSES = ['sealed', 'inVault', 'out', 'released', 'auctioned'] as const
export type PacketStatus = (typeof PACKET_STATUSES)[number]

export const CUSTODY_MOVE_KINDS = [
  'intoVault',
  'outForRevaluation',
  'outForAudit',
  'back',
  'toAuction',
  'release',
  'reseal',
] as const
export type CustodyMoveKind = (typeof CUSTODY_MOVE_KINDS)[number]

export const isCustodyMoveKind = (v: unknown): v is CustodyMoveKind =>
  typeof v === 'string' && (CUSTODY_MOVE_KINDS as readonly string[]).includes(v)

/**
 * Each move: the states a packet may make it from, the state it leaves the packet in (null keeps
 * it), and whether it names the vault place the packet goes to. A packet leaves the vault only
 * out (re-valuation, audit), to auction or released; a reseal changes only its seal.
 */
export const CUSTODY_MOVES: Record<
  CustodyMoveKind,
  { from: readonly PacketStatus[]; to: PacketStatus | null; needsPlace: boolean }
> = {
  intoVault: { from: ['sealed'], to: 'inVault', needsPlace: true },
  outForRevaluation: { from: ['inVault'], to: 'out', needsPlace: false },
  outForAudit: { from: ['inVault'], to: 'out', needsPlace: false },
  back: { from: ['out'], to: 'inVault', needsPlace: true },
  toAuction: { from: ['sealed', 'inVault', 'out'], to: 'auctioned', needsPlace: false },
  release: { from: ['sealed', 'inVault', 'out'], to: 'released', needsPlace: false },
  reseal: { from: ['sealed', 'inVault', 'out'], to: null, needsPlace: false },
}

/** What the packet is when the move is asked for and confirmed. */
export type PacketAtMove = {
  status: PacketStatus
  placeId: string | null
  sealNo: string
  /** Its loan is open (not closed, released or auctioned): then it is released only at the release desk. */
  loanOpen: boolean
}

export type MoveAsked = { kind: CustodyMoveKind; toPlaceId: string | null; sealNo: string | null }

export type MoveOutcome = {
  status: PacketStatus
  fromPlaceId: string | null
  toPlaceId: string | null
  /** The packet's place after the move: the place it went to, kept on a reseal, none once out. */
  placeId: string | null
  sealNo: string
}

/** The packet after `move`, or the reason it cannot make it (a custody error code). */
export function applyCustodyMove(
  packet: PacketAtMove,
  move: MoveAsked,
  options: { atReleaseDesk?: boolean } = {},
): { ok: true; outcome: MoveOutcome } | { ok: false; error: CustodyErrorKey } {
  const rule = CUSTODY_MOVES[move.kind]
  if (!rule.from.includes(packet.status)) return { ok: false, error: 'moveNotAllowed' }
  if (move.kind === 'release' && packet.loanOpen && !options.atReleaseDesk)
    return { ok: false, error: 'releaseWhileLoanOpen' }
  if (rule.needsPlace && !move.toPlaceId) return { ok: false, error: 'moveNeedsPlace' }
  if (move.kind === 'reseal' && (!move.sealNo || move.sealNo === packet.sealNo))
    return { ok: false, error: 'resealNeedsNewSeal' }
  const status = rule.to ?? packet.status
  const toPlaceId = rule.needsPlace ? move.toPlaceId : null
  const placeId = rule.needsPlace ? toPlaceId : move.kind === 'reseal' ? packet.placeId : null
  return {
    ok: true,
    outcome: {
      status,
      fromPlaceId: packet.placeId,
      toPlaceId,
      placeId,
      sealNo: move.kind === 'reseal' ? (move.sealNo as string) : packet.sealNo,
    },
  }
}

/** As `applyCustodyMove`, throwing the custody error. */
export function custodyMoveOutcome(packet: PacketAtMove, move: MoveAsked, options?: { atReleaseDesk?: boolean }) {
  const result = applyCustodyMove(packet, move, options)
  if (!result.ok) throw custodyErrors.error(result.error)
  return result.outcome
}

/** Joint custody: the person confirming a move is never the one who asked for it. */
export function checkTwoStaff(requestedById: string, confirmedById: string): void {
  if (requestedById === confirmedById) throw custodyErrors.error('sameStaffConfirms')
}
