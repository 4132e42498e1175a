import { createHash } from 'node:crypto'

/**
 * The shop's audit trail is hash-chained per shop: each entry stores the hash of the entry before it
 * (`prevHash`) and its own `hash`, sha256 over its canonical form (which includes `prevHash`). An
 * entry edited afterwards no longer matches its hash; a deleted one leaves a gap in `seq` and a
 * `prevHash` that names no entry; a deleted last entry leaves the shop's head ahead of its entries.
 */
export type TrailEntryFields = {
  tenantId: string
  seq: number
  at: Date
  actorId: string
  actorName: string
  actorRole: string
  ip: string
  userAgent: string
  action: string
  subjectType: string
  subjectId: string | null
  customerId: string | null
  loanId: string | null
  request: string | null
  before: string | null
  after: string | null
  prevHash: string
}

export type ChainedTrailEntry = TrailEntryFields & { id: string; hash: string }

/** The `prevHash` of a shop's first entry. */
export const TRAIL_GENESIS_HASH = '0'.repeat(64)

/** JSON with object keys sorted at every depth, so the same value always serialises to the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null)
  if (value instanceof Date) return JSON.stringify(value.toISOString())
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  const record = value as Record<string, unknown>
  const keys = Object.keys(record)
    .filter((k) => record[k] !== undefined)
    .sort()
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(',')}}`
}

/** The canonical form of an entry: every stored field but `id` and `hash`, the time as ISO 8601. */
export function canonicalTrailEntry(entry: TrailEntryFields): string {
  return canonicalJson({
    tenantId: entry.tenantId,
    seq: entry.seq,
    at: entry.at.toISOString(),
    actorId: entry.actorId,
    actorName: entry.actorName,
    actorRole: entry.actorRole,
    ip: entry.ip,
    userAgent: entry.userAgent,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    customerId: entry.customerId,
    loanId: entry.loanId,
    request: entry.request,
    before: entry.before,
    after: entry.after,
    prevHash: entry.prevHash,
  })
}

export const trailEntryHash = (entry: TrailEntryFields): string =>
  createHash('sha256').update(canonicalTrailEntry(entry)).digest('hex')

/** Where a walk stands between pages: the last entry checked (`seq` 0 and the genesis hash before the first). */
export type ChainPosition = { seq: number; hash: string }
export const CHAIN_START: ChainPosition = { seq: 0, hash: TRAIL_GENESIS_HASH }

export type ChainBreak = {
  /** `edited`: the entry's hash does not match its contents; `missing`: entries before it were deleted (or its link was edited). */
  problem: 'edited' | 'missing'
  seq: number
  id: string | null
}

/** Check a page of entries in `seq` order from `position`: the first break, or the position after the page. */
export function walkTrailChain(
  position: ChainPosition,
  entries: readonly ChainedTrailEntry[],
): { ok: true; position: ChainPosition } | { ok: false; break: ChainBreak } {
  let at = position
  for (const entry of entries) {
    if (entry.seq !== at.seq + 1 || entry.prevHash !== at.hash)
      return { ok: false, break: { problem: 'missing', seq: at.seq + 1, id: entry.id } }
    if (trailEntryHash(entry) !== entry.hash)
      return { ok: false, break: { problem: 'edited', seq: entry.seq, id: entry.id } }
    at = { seq: entry.seq, hash: entry.hash }
  }
  return { ok: true, position: at }
}

/** After the last page: the shop's head (what the last append wrote) must be where the walk ended. */
export function trailHeadBreak(position: ChainPosition, head: ChainPosition | null): ChainBreak | null {
  const expected = head ?? CHAIN_START
  if (expected.seq === position.seq && expected.hash === position.hash) return null
  return { problem: 'missing', seq: position.seq + 1, id: null }
}
