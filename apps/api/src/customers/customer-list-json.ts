import { Prisma, type TenantDb } from '@gold/db'
import type { AppContext } from '../context.ts'

/**
 * GET /api/customers serialised by PostgreSQL: the same JSON text `JSON.stringify` makes of
 * `listCustomers` (same keys in the same order, dates as ISO strings with milliseconds and Z), built
 * in SQL. The list has no cap, and for a shop with 10,000 borrowers materialising Prisma rows,
 * then stringifying them, took most of the request and most of its memory (see bench/README.md).
 * test/customers-list-json.test.ts holds the two paths byte-equal.
 */

/** From this many customers the whole list is built as two halves on two connections at once. */
export const PARALLEL_LIST_FROM = 2000

const LISTED_FIELDS = Object.keys(Prisma.CustomerScalarFieldEnum).filter((f) => f !== 'passwordHash')

const isoText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

let rowSelect: Promise<string> | undefined

/**
 * The select list of one listed customer, for `row_to_json` (one call per row instead of 24
 * `to_json` calls and their concatenation): every stored field but the password hash, in model
 * order, timestamps as Date#toJSON text (PostgreSQL's own JSON dates carry +00:00 and drop
 * trailing zeros), then the latest valuation and the counts as ready JSON. Column types are read
 * from the catalog once, so a new field is listed.
 */
function customerRowSelect(db: TenantDb): Promise<string> {
  rowSelect ??= db.$queryRaw<{ name: string; type: string }[]>`
    SELECT column_name AS name, data_type AS type FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = 'Customer'`.then((columns) => {
    const types = new Map(columns.map((c) => [c.name, c.type]))
    const fields = LISTED_FIELDS.map((f) => (types.get(f) === 'timestamp with time zone' ? `${isoText(`c."${f}"`)} AS "${f}"` : `c."${f}"`))
    return [
      ...fields,
      `(CASE WHEN v.last IS NULL THEN '[]' ELSE '[{"createdAt":"' || ${isoText('v.last')} || '"}]' END)::json AS "valuations"`,
      `('{"valuations":' || v.n || ',"emiRecords":' || e.n || '}')::json AS "_count"`,
    ].join(', ')
  }, (e: unknown) => {
    rowSelect = undefined
    throw e
  })
  return rowSelect
}

/**
 * The comma-joined JSON objects of the tenant's customers matching `filter` (SQL on `c`, parameters
 * from $2), newest first, or null when none. Counts and the latest valuation are index probes per
 * listed customer ((tenantId, customerId) indexes), so the work follows the rows listed.
 */
async function listedObjects(ctx: AppContext, tenantId: string, filter: string, params: unknown[]): Promise<string | null> {
  const row = await customerRowSelect(ctx.db.forTenant(tenantId))
  const sql = `
    SELECT string_agg(row_to_json(r)::text, ',' ORDER BY c."createdAt" DESC, c.id DESC) AS json
    FROM "Customer" c
    CROSS JOIN LATERAL (SELECT count(*) AS n, max("createdAt") AS last FROM "Valuation"
      WHERE "tenantId" = $1 AND "customerId" = c.id) v
    CROSS JOIN LATERAL (SELECT count(*) AS n FROM "EmiRecord" WHERE "tenantId" = $1 AND "customerId" = c.id) e
    CROSS JOIN LATERAL (SELECT ${row}) r
    WHERE c."tenantId" = $1 AND ${filter}`
  const [result] = await ctx.db.prisma.$queryRawUnsafe<{ json: string | null }[]>(sql, tenantId, ...params)
  return result?.json ?? null
}

/**
 * Where the newer half of a list of at least `parallelFrom` customers ends (the first customer of
 * the older half, as ISO text and id), or null for a shorter list.
 */
async function middleOfList(ctx: AppContext, tenantId: string, parallelFrom: number) {
  const [middle] = await ctx.db.prisma.$queryRaw<{ at: string; id: string }[]>`
    SELECT to_char("createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, id FROM "Customer"
    WHERE "tenantId" = ${tenantId}
    ORDER BY "createdAt" DESC, id DESC
    OFFSET (SELECT CASE WHEN count(*) >= ${parallelFrom} THEN count(*) / 2 ELSE count(*) END FROM "Customer" WHERE "tenantId" = ${tenantId})
    LIMIT 1`
  return middle ?? null
}

/**
 * The list as JSON (UTF-8 bytes), newest first: the tenant's customers (or only `ids`, given in
 * list order), each with its most recent valuation's createdAt and its valuation and EMI counts.
 * A long list is split at its middle into two queries that PostgreSQL runs at once, which halves
 * the wait on a multi-core server. For the whole list each customer falls on exactly one side of
 * the (createdAt, id) boundary, so a customer created meanwhile is listed at most once (the two
 * halves may see different instants, as `listCustomers`' separate queries do).
 */
export async function customerListJson(
  ctx: AppContext, tenantId: string, ids: string[] | 'all', options: { parallelFrom?: number } = {},
): Promise<Buffer> {
  let parts: (string | null)[]
  if (ids !== 'all') {
    const parallelFrom = options.parallelFrom ?? PARALLEL_LIST_FROM
    const halves = ids.length >= parallelFrom ? [ids.slice(0, ids.length >> 1), ids.slice(ids.length >> 1)] : [ids]
    parts = await Promise.all(halves.filter((half) => half.length > 0).map((half) => listedObjects(ctx, tenantId, 'c.id = ANY($2::text[])', [half])))
  } else {
    const middle = await middleOfList(ctx, tenantId, options.parallelFrom ?? PARALLEL_LIST_FROM)
    parts = middle
      ? await Promise.all([
        listedObjects(ctx, tenantId, '(c."createdAt", c.id) >= ($2::timestamptz, $3)', [middle.at, middle.id]),
        listedObjects(ctx, tenantId, '(c."createdAt", c.id) < ($2::timestamptz, $3)', [middle.at, middle.id]),
      ])
      : [await listedObjects(ctx, tenantId, 'true', [])]
  }
  return jsonArrayBytes(parts.filter((p) => p !== null))
}

/**
 * `[` + the parts joined by commas + `]` as UTF-8 bytes, written once into one buffer: a string
 * concatenation would be flattened and then encoded again for the response, two more copies of
 * several megabytes per request.
 */
function jsonArrayBytes(parts: string[]): Buffer {
  const body = Buffer.allocUnsafe(parts.reduce((n, part) => n + Buffer.byteLength(part), 1 + Math.max(parts.length, 1)))
  let at = body.write('[')
  parts.forEach((part, i) => {
    if (i > 0) at += body.write(',', at)
    at += body.write(part, at)
  })
  body.write(']', at)
  return body
}
