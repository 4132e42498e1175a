import { Prisma, type TenantDb } from '@gold/db'
import type { AppContext } from '../context.ts'

/**
 * GET /api/customers serialised by PostgreSQL: the same JSON text `JSON.stringify` makes of
 * `listCustomers` (same keys in the same order, dates as ISO strings with milliseconds and Z), built
 * in one query. The list has no cap, and for a shop with 10,000 borrowers materialising Prisma rows,
 * then stringifying them, took most of the request and most of its memory (see bench/README.md).
 * test/customers-list-json.test.ts holds the two paths byte-equal.
 */

/** Past this many customers one pass over the tenant's valuations and EMIs beats an id list. */
const ID_LIST_MAX = 1000

const LISTED_FIELDS = Object.keys(Prisma.CustomerScalarFieldEnum).filter((f) => f !== 'passwordHash')

const isoText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

let rowExpression: Promise<string> | undefined

/**
 * The JSON object text of one customer row: every stored field but the password hash, in model
 * order; timestamps formatted like Date#toJSON (PostgreSQL's own JSON dates carry +00:00), every
 * other column by to_json. Column types are read from the catalog once, so a new field is listed.
 */
function customerRowJson(db: TenantDb): Promise<string> {
  rowExpression ??= db.$queryRaw<{ name: string; type: string }[]>`
    SELECT column_name AS name, data_type AS type FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = 'Customer'`.then((columns) => {
    const types = new Map(columns.map((c) => [c.name, c.type]))
    const fields = LISTED_FIELDS.map((f) => {
      const column = `c."${f}"`
      const value = types.get(f) === 'timestamp with time zone' ? `'"' || ${isoText(column)} || '"'` : `to_json(${column})::text`
      return `'"${f}":' || coalesce(${value}, 'null')`
    })
    return `'{' || ${fields.join(` || ',' || `)}`
  }, (e: unknown) => {
    rowExpression = undefined
    throw e
  })
  return rowExpression
}

/**
 * The list as JSON text, newest first: the tenant's customers (or only `ids`), each with its most
 * recent valuation's createdAt and its valuation and EMI counts (two grouped subqueries).
 */
export async function customerListJson(ctx: AppContext, tenantId: string, ids: string[] | 'all'): Promise<string> {
  if (ids !== 'all' && ids.length === 0) return '[]'
  const db = ctx.db.forTenant(tenantId)
  const row = await customerRowJson(db)
  const onlyIds = ids !== 'all'
  const narrow = (column: string) => (onlyIds ? ` AND ${column} = ANY($2::text[])` : '')
  const narrowActivity = onlyIds && ids.length <= ID_LIST_MAX
  const sql = `
    SELECT coalesce('[' || string_agg(j, ',' ORDER BY "createdAt" DESC, id DESC) || ']', '[]') AS json FROM (
      SELECT c."createdAt", c.id, ${row}
        || ',"valuations":' || CASE WHEN v.last IS NULL THEN '[]' ELSE '[{"createdAt":"' || ${isoText('v.last')} || '"}]' END
        || ',"_count":{"valuations":' || coalesce(v.n, 0) || ',"emiRecords":' || coalesce(e.n, 0) || '}}' AS j
      FROM "Customer" c
      LEFT JOIN (SELECT "customerId", count(*) AS n, max("createdAt") AS last FROM "Valuation"
        WHERE "tenantId" = $1${narrowActivity ? narrow('"customerId"') : ''} GROUP BY "customerId") v ON v."customerId" = c.id
      LEFT JOIN (SELECT "customerId", count(*) AS n FROM "EmiRecord"
        WHERE "tenantId" = $1${narrowActivity ? narrow('"customerId"') : ''} GROUP BY "customerId") e ON e."customerId" = c.id
      WHERE c."tenantId" = $1${narrow('c.id')}
    ) rows`
  const params: unknown[] = onlyIds ? [tenantId, ids] : [tenantId]
  const [result] = await ctx.db.prisma.$queryRawUnsafe<{ json: string }[]>(sql, ...params)
  return result?.json ?? '[]'
}
