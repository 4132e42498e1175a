import { canonicalPhone, type KycUrlField, type PageKey } from '@gold/core'
import { isUniqueViolation, violatedConstraint, Prisma, type CustomerModel, type TenantClient } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { afterKey } from '../platform/keyset-page.ts'

/**
 * The legacy password hash never leaves the database: every customer read omits it. The stored
 * rows the REST answers show (spec 2.12) leave out the borrower's message language too: it is ours,
 * read and set through tRPC only.
 */
export const WITHOUT_PASSWORD = { passwordHash: true, preferredLanguage: true } as const

export type CustomerConflict = 'phone' | 'email'
export type CustomerRow = Omit<Prisma.CustomerGetPayload<object>, 'passwordHash' | 'preferredLanguage'>
/** A filter on the tenant's customers (built by `customerListWhere`, or by tests). */
export type CustomerWhere = Prisma.CustomerWhereInput
export type NewCustomer = Omit<Prisma.CustomerUncheckedCreateInput, 'tenantId'> & {
  phone: string
  email: string | null
}
/** A valuation and an EMI of the detail read as its statement returns them (numbers and times as text). */
type DetailValuation = {
  id: string
  type: string
  status: string
  totalValue: string
  estimatedLoan: string
  totalNetWeight: string
  goldReceiptNo: string | null
  createdAt: string
}
type DetailEmi = {
  id: string
  amount: string
  dueDate: string
  status: string
  paidAt: string | null
  valuationId: string
}
export type CustomerActivity = { valuations: number; emiRecords: number; lastValuationAt: Date | null }

const PHONE_LIKE = /^[\d\s()+.-]+$/

/** Prisma passes `contains` into LIKE as is: escape the wildcards so '%' and '_' match themselves. */
const literal = (text: string) => text.replace(/[\\%_]/g, '\\$&')

/** What a search looks for (spec 4.6), or null when it is absent or blank. */
type SearchTerms = { text: string; digits: string; phoneLike: boolean; canonical: string | null }

function searchTerms(search: unknown): SearchTerms | null {
  const raw: unknown = Array.isArray(search) ? search[0] : search
  const q = typeof raw === 'string' ? raw.trim() : ''
  if (q === '') return null
  const digits = q.replace(/\D/g, '')
  const phoneLike = digits !== '' && PHONE_LIKE.test(q)
  return { text: literal(q), digits, phoneLike, canonical: phoneLike ? canonicalPhone(q) : null }
}

/**
 * The `search` filter of GET /api/customers (spec 4.6): name or bank name contain the query
 * (case-insensitive), the phone contains it, or the Aadhaar contains the query's digits. A query
 * typed like a phone number ('98765-43210', '+91 98765 43210') also matches the canonical phone.
 * Absent or blank: no filter. `customerListSql` is the same filter in SQL.
 */
export function customerSearchWhere(search: unknown): CustomerWhere {
  const terms = searchTerms(search)
  if (!terms) return {}
  const { text, digits, phoneLike, canonical } = terms
  const anyOf: CustomerWhere[] = [
    { name: { contains: text, mode: 'insensitive' } },
    { bankName: { contains: text, mode: 'insensitive' } },
    { phone: { contains: text } },
  ]
  if (digits !== '') anyOf.push({ aadhaar: { contains: digits } })
  if (phoneLike) {
    anyOf.push({ phone: { contains: digits } })
    if (canonical) anyOf.push({ phone: canonical })
  }
  return { OR: anyOf }
}

/** The list's filter: the search, and for the borrower picker Inactive (archived) customers left out. */
export function customerListWhere(query: ListQuery): CustomerWhere {
  const search = customerSearchWhere(query.search)
  return query.picker ? { AND: [search, { status: { not: 'Inactive' } }] } : search
}

export type ListQuery = { search?: unknown; picker?: boolean }

/** A condition on "Customer" columns with its parameters, numbered from the `first` it was built for. */
export type SqlFilter = { sql: string; params: unknown[] }

/**
 * `customerListWhere` as SQL (what Prisma sends for it: ILIKE and LIKE with '%' around the
 * escaped text), so the streamed list reads each page in one statement and the trigram indexes
 * on name, bank name, phone and Aadhaar serve the substring matches. Parameters from `$first`.
 */
export function customerListSql(query: ListQuery, first: number): SqlFilter | null {
  const terms = searchTerms(query.search)
  const params: unknown[] = []
  const param = (value: unknown) => `$${first + params.push(value) - 1}`
  const all: string[] = []
  if (terms) {
    const text = param(`%${terms.text}%`)
    const anyOf = [`"name" ILIKE ${text}`, `"bankName" ILIKE ${text}`, `"phone" LIKE ${text}`]
    if (terms.digits !== '') {
      const digits = param(`%${terms.digits}%`)
      anyOf.push(`"aadhaar" LIKE ${digits}`)
      if (terms.phoneLike) anyOf.push(`"phone" LIKE ${digits}`)
    }
    if (terms.canonical) anyOf.push(`"phone" = ${param(terms.canonical)}`)
    all.push(`(${anyOf.join(' OR ')})`)
  }
  if (query.picker) all.push(`"status" <> 'Inactive'`)
  return all.length === 0 ? null : { sql: all.join(' AND '), params }
}

const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }]

/**
 * The customers domain's data access (customers, their KYC, status and timeline, intake links),
 * confined to one tenant: it sits on `db.forTenant(tenantId)`, so another tenant's row reads as
 * absent. Raw SQL here filters by the tenant explicitly.
 */
export function customersRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    ...customerQueries(db, tenantId),
    /**
     * GET /api/customers/{id} in one prepared driver-level statement: the stored row (password
     * hash included; the projection picks its fields), its valuations as `valuationSummaries` lists
     * them and its EMIs as `emiSummaries` does (Prisma's pipeline cost about 0.3 ms of CPU for each
     * of the three reads). Nested rows come back as JSON with numbers and times as text, turned
     * into the same numbers (NaN and infinities of old rows included) and Dates Prisma gives.
     */
    async detail(id: string) {
      const [row] = await ctx.db.sql.named('customer-detail')<CustomerModel & { v: DetailValuation[]; e: DetailEmi[] }>`
        SELECT c.*,
          COALESCE((SELECT json_agg(json_build_object('id', v."id", 'type', v."type", 'status', v."status",
              'totalValue', v."totalValue"::text, 'estimatedLoan', v."estimatedLoan"::text,
              'totalNetWeight', v."totalNetWeight"::text, 'goldReceiptNo', v."goldReceiptNo",
              'createdAt', to_char(v."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY v."createdAt" DESC, v."id" DESC)
            FROM "Valuation" v WHERE v."tenantId" = ${tenantId} AND v."customerId" = c."id"), '[]'::json) AS "v",
          COALESCE((SELECT json_agg(json_build_object('id', e."id", 'amount', e."amount"::text,
              'dueDate', to_char(e."dueDate" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'status', e."status", 'paidAt', to_char(e."paidAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'valuationId', e."valuationId") ORDER BY e."dueDate", e."id")
            FROM "EmiRecord" e WHERE e."tenantId" = ${tenantId} AND e."customerId" = c."id"), '[]'::json) AS "e"
        FROM "Customer" c WHERE c."tenantId" = ${tenantId} AND c."id" = ${id}`
      if (!row) return null
      const { v, e, ...customer } = row
      return {
        customer,
        valuations: v.map((x) => ({
          ...x,
          totalValue: Number(x.totalValue),
          estimatedLoan: Number(x.estimatedLoan),
          totalNetWeight: Number(x.totalNetWeight),
          createdAt: new Date(x.createdAt),
        })),
        emiRecords: e.map((x) => ({
          id: x.id,
          amount: Number(x.amount),
          dueDate: new Date(x.dueDate),
          status: x.status,
          paidAt: x.paidAt === null ? null : new Date(x.paidAt),
          valuationId: x.valuationId,
        })),
      }
    },

    /**
     * STATUS_CHANGE, in one transaction: the update is conditional on the status it replaces, so a
     * concurrent change makes it answer false (nothing written) and the caller re-reads.
     */
    changeStatus: (input: { id: string; from: string; to: string; detail: string; at: Date }) =>
      db.$transaction(async (tx) => {
        const res = await tx.customer.updateMany({
          where: { id: input.id, status: input.from },
          data: { status: input.to },
        })
        if (res.count !== 1) return false
        await tx.timelineEvent.create({
          data: { tenantId, customerId: input.id, type: 'STATUS_CHANGE', detail: input.detail, occurredAt: input.at },
        })
        return true
      }),
  }
}

export type CustomersRepository = ReturnType<typeof customersRepository>

function customerQueries(db: TenantClient, tenantId: string) {
  /**
   * Which unique field an existing customer of the tenant already holds, phone first (the order of
   * spec 7). Email is compared case-insensitively, so a legacy mixed-case row still counts.
   */
  const findConflict = async (phone: string, email: string | null): Promise<CustomerConflict | null> => {
    if (await db.customer.findFirst({ where: { phone }, select: { id: true } })) return 'phone'
    if (
      email !== null &&
      (await db.customer.findFirst({ where: { email: { equals: email, mode: 'insensitive' } }, select: { id: true } }))
    ) {
      return 'email'
    }
    return null
  }

  return {
    findConflict,

    /**
     * Insert a customer unless its phone or email is taken. The pre-check gives the friendly answer;
     * the unique indexes (tenantId+phone, tenantId+email) decide concurrent creates, and the loser is
     * mapped to the same conflict (PostgreSQL waits for the winner to commit, so the re-check sees it).
     */
    async insertUnique(
      data: NewCustomer,
    ): Promise<{ ok: true; row: CustomerRow } | { ok: false; conflict: CustomerConflict }> {
      const before = await findConflict(data.phone, data.email)
      if (before) return { ok: false, conflict: before }
      try {
        const row = await db.customer.create({
          data: data as Prisma.CustomerUncheckedCreateInput,
          omit: WITHOUT_PASSWORD,
        })
        return { ok: true, row }
      } catch (e) {
        if (!isUniqueViolation(e)) throw e
        const after = await findConflict(data.phone, data.email)
        if (after) return { ok: false, conflict: after }
        return { ok: false, conflict: /email/i.test(violatedConstraint(e) ?? '') ? 'email' : 'phone' }
      }
    },

    /** A page of stored rows (no password hash) matching `where`, newest first, after `after`. */
    listPage: (where: CustomerWhere, after: PageKey | null, take: number) =>
      db.customer.findMany({
        where: { AND: [where, afterKey<CustomerWhere>('createdAt', 'desc', after)] },
        omit: WITHOUT_PASSWORD,
        orderBy: newestFirst,
        take,
      }),

    /** The borrower picker's light rows. */
    pickerPage: (where: CustomerWhere, after: PageKey | null, take: number) =>
      db.customer.findMany({
        where: { AND: [where, afterKey<CustomerWhere>('createdAt', 'desc', after)] },
        select: { id: true, name: true, phone: true, email: true, status: true, createdAt: true },
        orderBy: newestFirst,
        take,
      }),

    /** How many customers have each status. */
    countByStatus: async () =>
      (await db.customer.groupBy({ by: ['status'], _count: { _all: true } })).map((s) => ({
        status: s.status,
        count: s._count._all,
      })),

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

    /** The stored row, password hash included (the detail projection picks its fields). */
    findById: (id: string) => db.customer.findFirst({ where: { id } }),

    findStatus: (id: string) =>
      db.customer.findFirst({ where: { id }, select: { id: true, tenantId: true, status: true } }),

    findAadhaar: (id: string) => db.customer.findFirst({ where: { id }, select: { id: true, aadhaar: true } }),

    /** The customer's valuations as the detail view lists them, newest first. */
    valuationSummaries: (customerId: string) =>
      db.valuation.findMany({
        where: { customerId },
        select: {
          id: true,
          type: true,
          status: true,
          totalValue: true,
          estimatedLoan: true,
          totalNetWeight: true,
          goldReceiptNo: true,
          createdAt: true,
        },
        orderBy: newestFirst,
      }),

    /** The customer's EMIs as the detail view lists them, by due date. */
    emiSummaries: (customerId: string) =>
      db.emiRecord.findMany({
        where: { customerId },
        select: { id: true, amount: true, dueDate: true, status: true, paidAt: true, valuationId: true },
        orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
      }),

    /** Existence and creation time (the timeline's CREATED entry). */
    findCreated: (id: string) => db.customer.findFirst({ where: { id }, select: { id: true, createdAt: true } }),

    /** Everything the timeline is computed from, read at once. */
    timelineSources: async (customerId: string) => {
      const [valuations, paidEmis, emiReceipts, storedEvents] = await Promise.all([
        db.valuation.findMany({
          where: { customerId },
          select: {
            id: true,
            type: true,
            totalValue: true,
            estimatedLoan: true,
            createdAt: true,
            goldReceiptNo: true,
            goldReceiptIssuedAt: true,
          },
        }),
        db.emiRecord.findMany({
          where: { customerId, paidAt: { not: null } },
          select: { id: true, amount: true, paidAt: true },
        }),
        db.emiReceipt.findMany({
          where: { customerId },
          select: { id: true, emiId: true, amount: true, allocation: true, createdAt: true },
        }),
        db.timelineEvent.findMany({
          where: { customerId },
          select: { id: true, type: true, occurredAt: true, detail: true },
        }),
      ])
      return { valuations, paidEmis, emiReceipts, storedEvents }
    },

    /**
     * Write KYC URLs in one conditional update: with `keep`, only while that document is still
     * present, so two concurrent changes cannot each clear one document. Answers whether it was written.
     */
    async setKycUrls(
      id: string,
      data: Partial<Record<KycUrlField, string | null>>,
      keep: KycUrlField | null,
    ): Promise<boolean> {
      const kept: CustomerWhere = keep ? { AND: [{ [keep]: { not: null } }, { NOT: { [keep]: '' } }] } : {}
      const res = await db.customer.updateMany({ where: { id, ...kept }, data })
      return res.count === 1
    },

    exists: async (id: string) => (await db.customer.count({ where: { id } })) === 1,

    /** Answers whether the customer exists (and now has that language). */
    setPreferredLanguage: async (id: string, preferredLanguage: string) =>
      (await db.customer.updateMany({ where: { id }, data: { preferredLanguage } })).count === 1,

    kycUrls: (id: string, fields: readonly KycUrlField[]) =>
      db.customer.findFirst({
        where: { id },
        select: Object.fromEntries(fields.map((f) => [f, true])),
      }),

    /** An audit row of this tenant (AuditEvent is outside the tenant-scoping extension: the tenant is written here). */
    recordAudit: (event: {
      actorId: string
      actorRole: string
      action: string
      subjectType: string
      subjectId: string
    }) => db.auditEvent.create({ data: { tenantId, ...event } }),

    /** The newest link that is neither revoked nor expired. */
    liveIntakeLink: (now: Date) =>
      db.intakeLink.findFirst({
        where: { revokedAt: null, expiresAt: { gt: now } },
        orderBy: newestFirst,
      }),

    createIntakeLink: (data: { createdById: string; expiresAt: Date; createdAt: Date }) =>
      db.intakeLink.create({ data: { tenantId, ...data } }),

    findIntakeLink: (id: string) => db.intakeLink.findFirst({ where: { id } }),

    /** Revoke every live link; answers how many. */
    revokeIntakeLinks: async (at: Date) =>
      (await db.intakeLink.updateMany({ where: { revokedAt: null }, data: { revokedAt: at } })).count,

    /** One page of the streamed GET /api/customers text (see customer-list-json.ts). */
    listedJsonPage: (limit: number, filter: string, params: unknown[]) =>
      listedJsonPage(db, tenantId, limit, filter, params),
  }
}

const LISTED_FIELDS = Object.keys(Prisma.CustomerScalarFieldEnum).filter((f) => !(f in WITHOUT_PASSWORD))

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
        types.get(f) === 'timestamp with time zone' ? `${isoText(`c."${f}"`)} AS "${f}"` : `c."${f}"`,
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

/** One page of the list: its customers as comma-joined JSON objects (null when none), how many, and its last key. */
export type ListedPage = { json: string | null; rows: number; last: PageKey | null }

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
  filter: string,
  params: unknown[],
): Promise<ListedPage> {
  const row = await customerRowSelect(db)
  const sql = `
    SELECT string_agg(row_to_json(r)::text, ',' ORDER BY c."createdAt" DESC, c.id DESC) AS json, count(*)::int AS rows,
      min(c."createdAt") AS "lastAt", (array_agg(c.id ORDER BY c."createdAt", c.id))[1] AS "lastId"
    FROM (SELECT * FROM "Customer" WHERE "tenantId" = $1 AND ${filter} ORDER BY "createdAt" DESC, id DESC LIMIT $2) c
    CROSS JOIN LATERAL (SELECT count(*) AS n, max("createdAt") AS last FROM "Valuation"
      WHERE "tenantId" = $1 AND "customerId" = c.id) v
    CROSS JOIN LATERAL (SELECT count(*) AS n FROM "EmiRecord" WHERE "tenantId" = $1 AND "customerId" = c.id) e
    CROSS JOIN LATERAL (SELECT ${row}) r`
  const [result] = await db.$queryRawUnsafe<
    { json: string | null; rows: number; lastAt: Date | null; lastId: string | null }[]
  >(sql, tenantId, limit, ...params)
  if (!result || result.rows === 0 || !result.lastAt || !result.lastId) return { json: null, rows: 0, last: null }
  return { json: result.json, rows: result.rows, last: { at: new Date(result.lastAt), id: result.lastId } }
}
