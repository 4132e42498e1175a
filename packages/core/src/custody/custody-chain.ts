import { createHash } from 'node:crypto'
import { canonicalJson, CHAIN_START, type ChainBreak, type ChainPosition } from '../audit/trail-chain.ts'

/**
 * The custody log is hash-chained per shop exactly as the shop's audit trail is (core
 * `trail-chain.ts`): each movement stores the hash of the one before it (`prevHash`) and its own
 * `hash`, sha256 over its canonical form, which includes `prevHash`. An edited movement no longer
 * matches its hash; a deleted or re-ordered one breaks the `seq`/`prevHash` links; a deleted last
 * movement leaves the shop's head ahead of the log.
 */
export type CustodyMovementFields = {
  tenantId: string
  seq: number
  packetId: string
  kind: string
  fromPlaceId: string | null
  toPlaceId: string | null
  sealNo: string
  note: string | null
  requestedById: string
  confirmedById: string
  at: Date
  prevHash: string
}

export type ChainedCustodyMovement = CustodyMovementFields & { id: string; hash: string }

/** The canonical form of a movement: every stored field but `id` and `hash`, the time as ISO 8601. */
export function canonicalCustodyMovement(m: CustodyMovementFields): string {
  return canonicalJson({
    tenantId: m.tenantId,
    seq: m.seq,
    packetId: m.packetId,
    kind: m.kind,
    fromPlaceId: m.fromPlaceId,
    toPlaceId: m.toPlaceId,
    sealNo: m.sealNo,
    note: m.note,
    requestedById: m.requestedById,
    confirmedById: m.confirmedById,
    at: m.at.toISOString(),
    prevHash: m.prevHash,
  })
}

export const custodyMovementHash = (m: CustodyMovementFields): string =>
  createHash('sha256').update(canonicalCustodyMovement(m)).digest('hex')

export const CUSTODY_CHAIN_START: ChainPosition = CHAIN_START

/** The fields of the next movement after `head` (the shop's chain head, null before the first). */
export function nextCustodyLink(head: ChainPosition | null): { seq: number; prevHash: string } {
  const at = head ?? CHAIN_START
  return { seq: at.seq + 1, prevHash: at.hash }
}

/** Check a page of movements in `seq` order from `position`: the first break, or the position after the page. */
export function walkCustodyChain(
  position: ChainPosition,
  movements: readonly ChainedCustodyMovement[],
): { ok: true; position: ChainPosition } | { ok: false; break: ChainBreak } {
  let at = position
  for (const m of movements) {
    if (m.seq !== at.seq + 1 || m.prevHash !== at.hash)
      return { ok: false, break: { problem: 'missing', seq: at.seq + 1, id: m.id } }
    if (custodyMovementHash(m) !== m.hash) return { ok: false, break: { problem: 'edited', seq: m.seq, id: m.id } }
    at = { seq: m.seq, hash: m.hash }
  }
  return { ok: true, position: at }
}

/** After the last page: the shop's head (what the last append wrote) must be where the walk ended. */
export { trailHeadBreak as custodyHeadBreak } from '../audit/trail-chain.ts'
