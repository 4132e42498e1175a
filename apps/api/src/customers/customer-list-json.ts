import type { PageKey } from '@gold/core'
import { Prisma, type TenantDb } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { afterKey } from '../platform/keyset-page.ts'

/**
 * GET /api/customers serialised by PostgreSQL: the same JSON text `JSON.stringify` makes of the
 * rows `listCustomersPage` builds with Prisma (same keys in the same order, dates as ISO strings
 * with milliseconds and Z), built in SQL. The spec gives the list no cap, so it is written to the
 * response page by page (keyset pages of LIST_PAGE_ROWS customers, the next read while the last is
 * sent): the server holds two pages at most, whatever the tenant's size, instead of the whole list.
 * test/customers-list-json.test.ts holds the two paths byte-equal.
 */

export const LIST_PAGE_ROWS = 500

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

/** One page of the list: its customers as comma-joined JSON objects (null when none), how many, and its last key. */
type ListedPage = { json: string | null; rows: number; last: PageKey | null }

/**
 * Up to `limit` of the tenant's customers matching `filter` (SQL on the customer row, parameters
 * from $3), newest first, as JSON. Counts and the latest valuation are index probes per listed
 * customer ((tenantId, customerId) indexes), so the work follows the rows listed.
 */
async function listedPage(ctx: AppContext, tenantId: string, limit: number, filter: string, params: unknown[]): Promise<ListedPage> {
  const row = await customerRowSelect(ctx.db.forTenant(tenantId))
  const sql = `
    SELECT string_agg(row_to_json(r)::text, ',' ORDER BY c."createdAt" DESC, c.id DESC) AS json, count(*)::int AS rows,
      min(c."createdAt") AS "lastAt", (array_agg(c.id ORDER BY c."createdAt", c.id))[1] AS "lastId"
    FROM (SELECT * FROM "Customer" WHERE "tenantId" = $1 AND ${filter} ORDER BY "createdAt" DESC, id DESC LIMIT $2) c
    CROSS JOIN LATERAL (SELECT count(*) AS n, max("createdAt") AS last FROM "Valuation"
      WHERE "tenantId" = $1 AND "customerId" = c.id) v
    CROSS JOIN LATERAL (SELECT count(*) AS n FROM "EmiRecord" WHERE "tenantId" = $1 AND "customerId" = c.id) e
    CROSS JOIN LATERAL (SELECT ${row}) r`
  const [result] = await ctx.db.prisma.$queryRawUnsafe<{ json: string | null; rows: number; lastAt: Date | null; lastId: string | null }[]>(
    sql, tenantId, limit, ...params)
  if (!result || result.rows === 0 || !result.lastAt || !result.lastId) return { json: null, rows: 0, last: null }
  return { json: result.json, rows: result.rows, last: { at: new Date(result.lastAt), id: result.lastId } }
}

/** The next page of the whole list: a keyset range of the (tenantId, createdAt) index. */
function wholeListPage(ctx: AppContext, tenantId: string, limit: number, after: PageKey | null) {
  return after
    ? listedPage(ctx, tenantId, limit, '("createdAt", id) < ($3::timestamptz, $4)', [after.at.toISOString(), after.id])
    : listedPage(ctx, tenantId, limit, 'true', [])
}

/** The next page of a filtered list: Prisma finds the page's customers (the search rules are Prisma filters), SQL lists them. */
async function filteredListPage(ctx: AppContext, tenantId: string, where: Prisma.CustomerWhereInput, limit: number, after: PageKey | null) {
  const found = await ctx.db.forTenant(tenantId).customer.findMany({
    where: { AND: [where, afterKey<Prisma.CustomerWhereInput>('createdAt', 'desc', after)] },
    select: { id: true, createdAt: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
  })
  const last = found[found.length - 1]
  if (!last) return { json: null, rows: 0, last: null }
  const page = await listedPage(ctx, tenantId, limit, 'id = ANY($3::text[])', [found.map((c) => c.id)])
  return { json: page.json, rows: found.length, last: { at: last.createdAt, id: last.id } }
}

/**
 * Writes the list (`where` null: every customer of the tenant) as one JSON array, newest first,
 * through `write`, which resolves when the chunk may be followed by the next. Nothing is written
 * before the first page is read, so a failing first query still gets an error answer. Pages are
 * separate reads: a customer created while the list is written is not in it (it sorts before the
 * first page), and none is listed twice.
 */
export async function writeCustomerListJson(
  ctx: AppContext, tenantId: string, where: Prisma.CustomerWhereInput | null, write: (chunk: string) => Promise<void>,
  options: { pageRows?: number } = {},
): Promise<void> {
  const limit = options.pageRows ?? LIST_PAGE_ROWS
  const read = (after: PageKey | null) => (where === null ? wholeListPage(ctx, tenantId, limit, after) : filteredListPage(ctx, tenantId, where, limit, after))
  let next: Promise<ListedPage> | null = read(null)
  let opened = false
  try {
    while (next) {
      const page: ListedPage = await next
      next = page.rows === limit && page.last ? read(page.last) : null
      if (page.json !== null) {
        await write(`${opened ? ',' : '['}${page.json}`)
        opened = true
      }
    }
  } finally {
    // A write that failed (the client left) leaves the read ahead unawaited.
    next?.catch(() => undefined)
  }
  await write(opened ? ']' : '[]')
}
