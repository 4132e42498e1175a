import {
  CHAIN_START,
  endOfIstDay,
  pageFrom,
  pageRequest,
  startOfIstDay,
  toCsv,
  trailActionLabel,
  trailHeadBreak,
  trailFilterInput,
  walkTrailChain,
  type ChainBreak,
  type CsvCell,
  type PageQuery,
  type TrailFilterInput,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { shopTrailRepository, type TrailFilter } from './shop-trail-repository.ts'

/**
 * A stored request or record as the page reads it. Keys JavaScript treats specially (`__proto__`,
 * `constructor`, `prototype`: a hostile request may send them, and the trail keeps what was sent)
 * are left out, since superjson refuses to send an object holding them (found by the tRPC fuzz test).
 */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])
const parsed = (text: string | null): unknown =>
  text === null
    ? null
    : (JSON.parse(text, (key, value: unknown) => (UNSAFE_KEYS.has(key) ? undefined : value)) as unknown)

function filterOf(input: TrailFilterInput): TrailFilter {
  return {
    actorId: input.actorId,
    customerId: input.customerId,
    loanId: input.loanId,
    from: input.from ? startOfIstDay(input.from) : undefined,
    before: input.to ? new Date(endOfIstDay(input.to).getTime() + 1) : undefined,
  }
}

type StoredEntry = Awaited<ReturnType<ReturnType<typeof shopTrailRepository>['page']>>[number]
const entryView = (e: StoredEntry) => ({
  id: e.id,
  seq: e.seq,
  at: e.at,
  actorId: e.actorId,
  actorName: e.actorName,
  actorRole: e.actorRole,
  ip: e.ip,
  userAgent: e.userAgent,
  action: e.action,
  actionLabel: trailActionLabel(e.action),
  subjectType: e.subjectType,
  subjectId: e.subjectId,
  customerId: e.customerId,
  loanId: e.loanId,
  request: parsed(e.request),
  before: parsed(e.before),
  after: parsed(e.after),
})

/** The shop's trail, newest first, one keyset page, filtered by person, borrower, loan and dates. */
export async function searchShopTrail(ctx: AppContext, tenantId: string, query: PageQuery & TrailFilterInput) {
  const { limit, after } = pageRequest(query)
  const rows = await shopTrailRepository(ctx, tenantId).page(filterOf(query), after, limit + 1)
  const page = pageFrom(rows, limit, (e) => ({ at: e.at, id: e.id }))
  return { items: page.items.map(entryView), nextCursor: page.nextCursor }
}

/** The staff the person filter offers (everyone who ever had an account, by name). */
export const trailPeople = (ctx: AppContext, tenantId: string) => shopTrailRepository(ctx, tenantId).staffNames()

const VERIFY_PAGE = 500

/**
 * Walk the shop's whole chain in `seq` order: `ok` with the number of entries, or the first break
 * (an edited entry, or a gap where entries were deleted, including after the last one) with the
 * number of intact entries before it.
 */
export async function verifyShopTrail(
  ctx: AppContext,
  tenantId: string,
): Promise<{ ok: true; entries: number } | { ok: false; entries: number; break: ChainBreak }> {
  const repo = shopTrailRepository(ctx, tenantId)
  let position = CHAIN_START
  for (;;) {
    const rows = await repo.chainPage(position.seq, VERIFY_PAGE)
    const walked = walkTrailChain(position, rows)
    if (!walked.ok) return { ok: false, entries: walked.break.seq - 1, break: walked.break }
    position = walked.position
    if (rows.length < VERIFY_PAGE) break
  }
  const headBreak = trailHeadBreak(position, await repo.head())
  return headBreak ? { ok: false, entries: position.seq, break: headBreak } : { ok: true, entries: position.seq }
}

const EXPORT_PAGE = 500
const EXPORT_MAX = 50_000
const CSV_HEADER = [
  'Seq',
  'Time (UTC)',
  'Person',
  'Role',
  'Action',
  'Subject',
  'Subject id',
  'Borrower id',
  'Loan id',
  'IP address',
  'Device',
  'Request',
  'Before',
  'After',
  'Hash',
] as const

/** The filtered trail as CSV, newest first (at most 50,000 entries: narrow the dates for more). */
export async function shopTrailCsv(ctx: AppContext, tenantId: string, query: Record<string, unknown>) {
  const filter = filterOf(trailFilterInput.parse(query))
  const repo = shopTrailRepository(ctx, tenantId)
  const rows: CsvCell[][] = []
  let after = null as { at: Date; id: string } | null
  while (rows.length < EXPORT_MAX) {
    const page = await repo.page(filter, after, EXPORT_PAGE)
    for (const e of page)
      rows.push([
        e.seq,
        e.at.toISOString(),
        e.actorName,
        e.actorRole,
        trailActionLabel(e.action),
        e.subjectType,
        e.subjectId,
        e.customerId,
        e.loanId,
        e.ip,
        e.userAgent,
        e.request,
        e.before,
        e.after,
        e.hash,
      ])
    const last = page[page.length - 1]
    if (page.length < EXPORT_PAGE || !last) break
    after = { at: last.at, id: last.id }
  }
  return toCsv(CSV_HEADER, rows)
}
