import type { PageKey } from '@gold/core'
import { Prisma, type TenantClient } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { customerPageSql, type ListQuery } from './customer-search-sql.ts'
import { WITHOUT_PASSWORD, type CustomerRow } from './customers-repository.ts'
import { aadhaarVault, withAadhaarNumbers, type AadhaarVault } from './aadhaar-vault.ts'

export type CustomerActivity = { valuations: number; emiRecords: number; lastValuationAt: Date | null }

/** One page of the list: its customers as comma-joined JSON objects (null when none), how many, and its last key. */
export type ListedPage = { json: string | null; rows: number; last: PageKey | null }

/** Every stored field but the password hash and the language, in model order (the order Prisma gives them). */
const LISTED_FIELDS = Object.keys(Prisma.CustomerScalarFieldEnum).filter((f) => !(f in WITHOUT_PASSWORD))

const PICKER_FIELDS = ['id', 'name', 'phone', 'email', 'status', 'createdAt'] as const
type PickerRow = Pick<CustomerRow, (typeof PICKER_FIELDS)[number]>

const columns = (fields: readonly string[]) => fields.map((f) => `"${f}"`).join(', ')

/**
 * The customer list's data access (GET /api/customers, tRPC customers.list and the borrower
 * picker), confined to one tenant: it sits on `db.forTenant(tenantId)`; its raw SQL filters by
 * the tenant explicitly ($1). Every read narrows by the one search filter, `customerPageSql`.
 */
export function customerListRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  const vault = aadhaarVault(ctx, tenantId)
  /** Up to `take` customers matching `query` after `after`, newest first, with the columns `select` names. */
  const page = <Row>(select: string, query: ListQuery, after: PageKey | null, take: number) => {
    const filter = customerPageSql(query, after, vault.digestOf)
    return db.$queryRawUnsafe<Row[]>(
      `SELECT ${select} FROM "Customer" WHERE "tenantId" = $1 AND ${filter.sql}
      ORDER BY "createdAt" DESC, id DESC LIMIT $2`,
      tenantId,
      take,
      ...filter.params,
    )
  }
  return {
    /** A page of stored rows (no password hash), newest first, each with its Aadhaar number from the vault. */
    listPage: async (query: ListQuery, after: PageKey | null, take: number): Promise<CustomerRow[]> =>
      withAadhaarNumbers(
        vault,
        await page<CustomerRow & { aadhaarRef: string | null }>(
          `${columns(LISTED_FIELDS)}, "aadhaarRef"`,
          query,
          after,
          take,
        ),
      ),

    /** The borrower picker's light rows. */
    pickerPage: (query: ListQuery, after: PageKey | null, take: number) =>
      page<PickerRow>(columns(PICKER_FIELDS), query, after, take),

    /**
     * Valuation count, latest valuation time and EMI count per customer id (customers without any are
     * absent) for one page of customers: two GROUP BY queries narrowed to the ids.
     */
    async activity(customerIds: string[]): Promise<Map<string, CustomerActivity>> {
      const activity = new Map<string, CustomerActivity>()
      if (customerIds.length === 0) return activity
      const where = { customerId: { in: customerIds } }
      const [valuations, emis] = await Promise.all([
        db.valuation.groupBy({ by: ['customerId'], where, _count: { _all: true }, _max: { createdAt: true } }),
        db.emiRecord.groupBy({ by: ['customerId'], where, _count: { _all: true } }),
      ])
      for (const v of valuations)
        activity.set(v.customerId, { valuations: v._count._all, emiRecords: 0, lastValuationAt: v._max.createdAt })
      for (const e of emis) {
        const a = activity.get(e.customerId)
        if (a) a.emiRecords = e._count._all
        else activity.set(e.customerId, { valuations: 0, emiRecords: e._count._all, lastValuationAt: null })
      }
      return activity
    },

    /** One page of the streamed GET /api/customers text (see customer-list-json.ts). */
    listedJsonPage: async (query: ListQuery, after: PageKey | null, limit: number) =>
      withAadhaarText(vault, await listedJsonPage(db, tenantId, limit, customerPageSql(query, after, vault.digestOf))),
  }
}

export type CustomerListRepository = ReturnType<typeof customerListRepository>

/** How a vault reference stands in the page's JSON text for the number (`"aadhaar":"adv_…"`). */
const REF_IN_JSON = /"aadhaar":"(adv_[A-Za-z0-9_-]+)"/g

/**
 * The page's text with each vault reference replaced by its number. PostgreSQL wrote the reference
 * where the number goes (it cannot open the vault); a quote inside a text value is escaped in JSON,
 * so only a real `aadhaar` key matches.
 */
async function withAadhaarText(vault: AadhaarVault, page: ListedPage): Promise<ListedPage> {
  if (page.json === null) return page
  const refs = [...page.json.matchAll(REF_IN_JSON)].map((m) => m[1]!)
  if (refs.length === 0) return page
  const numbers = await vault.numbersOf(refs)
  return {
    ...page,
    json: page.json.replace(REF_IN_JSON, (_, ref: string) => `"aadhaar":${JSON.stringify(numbers.get(ref) ?? null)}`),
  }
}

const isoText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

let rowSelect: Promise<string> | undefined

/**
 * The select list of one listed customer, for `row_to_json` (one call per row instead of 24
 * `to_json` calls and their concatenation): every stored field but the password hash, in model
 * order, timestamps as Date#toJSON text (PostgreSQL's own JSON dates carry +00:00 and drop
 * trailing zeros), then the latest valuation and the counts as ready JSON. Column types are read
 * from the catalog once, so a new field is listed.
 */
function customerRowSelect(db: TenantClient): Promise<string> {
  rowSelect ??= db.$queryRaw<{ name: string; type: string }[]>`
    SELECT column_name AS name, data_type AS type FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = 'Customer'`.then(
    (columns) => {
      const types = new Map(columns.map((c) => [c.name, c.type]))
      const fields = LISTED_FIELDS.map((f) =>
        types.get(f) === 'timestamp with time zone'
          ? `${isoText(`c."${f}"`)} AS "${f}"`
          : f === 'aadhaar'
            ? `COALESCE(c."aadhaarRef", c."aadhaar") AS "aadhaar"`
            : `c."${f}"`,
      )
      return [
        ...fields,
        `(CASE WHEN v.last IS NULL THEN '[]' ELSE '[{"createdAt":"' || ${isoText('v.last')} || '"}]' END)::json AS "valuations"`,
        `('{"valuations":' || v.n || ',"emiRecords":' || e.n || '}')::json AS "_count"`,
      ].join(', ')
    },
    (e: unknown) => {
      rowSelect = undefined
      throw e
    },
  )
  return rowSelect
}

/**
 * Up to `limit` of the tenant's customers matching `filter` (SQL on the customer row, parameters
 * from $3), newest first, as JSON. Counts and the latest valuation are index probes per listed
 * customer ((tenantId, customerId) indexes), so the work follows the rows listed. Raw SQL: the
 * tenant is $1.
 */
async function listedJsonPage(
  db: TenantClient,
  tenantId: string,
  limit: number,
  filter: { sql: string; params: unknown[] },
): Promise<ListedPage> {
  const row = await customerRowSelect(db)
  const sql = `
    SELECT string_agg(row_to_json(r)::text, ',' ORDER BY c."createdAt" DESC, c.id DESC) AS json, count(*)::int AS rows,
      min(c."createdAt") AS "lastAt", (array_agg(c.id ORDER BY c."createdAt", c.id))[1] AS "lastId"
    FROM (SELECT * FROM "Customer" WHERE "tenantId" = $1 AND ${filter.sql} ORDER BY "createdAt" DESC, id DESC LIMIT $2) c
    CROSS JOIN LATERAL (SELECT count(*) AS n, max("createdAt") AS last FROM "Valuation"
      WHERE "tenantId" = $1 AND "customerId" = c.id) v
    CROSS JOIN LATERAL (SELECT count(*) AS n FROM "EmiRecord" WHERE "tenantId" = $1 AND "customerId" = c.id) e
    CROSS JOIN LATERAL (SELECT ${row}) r`
  const [result] = await db.$queryRawUnsafe<
    { json: string | null; rows: number; lastAt: Date | null; lastId: string | null }[]
  >(sql, tenantId, limit, ...filter.params)
  if (!result || result.rows === 0 || !result.lastAt || !result.lastId) return { json: null, rows: 0, last: null }
  return { json: result.json, rows: result.rows, last: { at: new Date(result.lastAt), id: result.lastId } }
}
