import {
  checkTwoStaff,
  custodyErrors,
  custodyMovementHash,
  custodyMoveOutcome,
  nextCustodyLink,
  type CustodyMoveKind,
  type CustodyMovementFields,
  type PacketStatus,
} from '@gold/core'
import type { CustodyMovementQueries } from './custody-movements-repository.ts'

/** Loans whose packet is released only at the release desk (never by a plain custody move). */
const RELEASE_DESK_LOAN_STATUSES = ['Active', 'AuctionNoticed', 'Closed']

export type CustodyMovementInput = {
  packetId: string
  kind: CustodyMoveKind
  requestedById: string
  confirmedById: string
  at: Date
  toPlaceId?: string | null
  /** The new seal of a reseal. */
  sealNo?: string | null
  note?: string | null
  /** The release desk's own release (inside its transaction), allowed while the loan is still closing. */
  atReleaseDesk?: boolean
}

/**
 * Record one packet movement inside the caller's transaction `tx` (custody's queries, or a loan
 * transaction's, which include them): two different staff, a move the packet can make from where it
 * is (core `CUSTODY_MOVES`), the movement appended to the shop's hash chain and the packet's place,
 * status and seal updated with it. Throws the custody DomainError otherwise. The release desk calls
 * it with `kind: 'release'` and `atReleaseDesk: true` in its release transaction.
 */
export async function recordCustodyMovement(tx: CustodyMovementQueries, tenantId: string, move: CustodyMovementInput) {
  checkTwoStaff(move.requestedById, move.confirmedById)
  const head = await tx.lockCustodyHead()
  const packet = await tx.packetForMove(move.packetId)
  if (!packet) throw custodyErrors.error('packetNotFound')
  const toPlaceId = move.toPlaceId ?? null
  if (toPlaceId) {
    const place = await tx.vaultPlaceForMove(toPlaceId)
    if (!place) throw custodyErrors.error('placeNotFound')
    if (!place.active) throw custodyErrors.error('placeInactive')
  }
  const loanStatus = packet.loanId ? await tx.packetLoanStatus(packet.loanId) : null
  const outcome = custodyMoveOutcome(
    {
      status: packet.status as PacketStatus,
      placeId: packet.placeId,
      sealNo: packet.sealNo,
      loanOpen: loanStatus !== null && RELEASE_DESK_LOAN_STATUSES.includes(loanStatus),
    },
    { kind: move.kind, toPlaceId, sealNo: move.sealNo ?? null },
    { atReleaseDesk: move.atReleaseDesk },
  )
  const fields: CustodyMovementFields = {
    tenantId,
    ...nextCustodyLink(head),
    packetId: packet.id,
    kind: move.kind,
    fromPlaceId: outcome.fromPlaceId,
    toPlaceId: outcome.toPlaceId,
    sealNo: outcome.sealNo,
    note: move.note ?? null,
    requestedById: move.requestedById,
    confirmedById: move.confirmedById,
    at: move.at,
  }
  const movement = await tx.appendCustodyMovement(fields, custodyMovementHash(fields))
  const moved = await tx.movePacket(packet.id, packet.status, {
    status: outcome.status,
    placeId: outcome.placeId,
    sealNo: outcome.sealNo,
  })
  if (!moved) throw custodyErrors.error('moveNotAllowed')
  return movement
}
