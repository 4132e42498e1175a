import type { KycUrlField } from '@gold/core'
import { isUniqueViolation, violatedConstraint, type Prisma, type CustomerModel, type TenantClient } from '@gold/db'
import type { AppContext } from '../platform/context.ts'

/**
 * The legacy password hash never leaves the database: every customer read omits it. The stored
 * rows the REST answers show (spec 2.12) leave out the borrower's message language too: it is ours,
 * read and set through tRPC only; and the Aadhaar vault reference, whose number goes in `aadhaar`.
 */
export const WITHOUT_PASSWORD = { passwordHash: true, preferredLanguage: true, aadhaarRef: true } as const

export type CustomerConflict = 'phone' | 'email'
export type CustomerRow = Omit<Prisma.CustomerGetPayload<object>, 'passwordHash' | 'preferredLanguage' | 'aadhaarRef'>
type CustomerWhere = Prisma.CustomerWhereInput
export type NewCustomer = Omit<Prisma.CustomerUncheckedCreateInput, 'tenantId'> & {
  phone: string
  email: string | null
}
/** A valuation and an EMI of the detail read as its statement returns them (numbers and times as text). */
type DetailValuation = {
  id: string
  type: string
  status: string
  totalValuePaise: string
  estimatedLoanPaise: string
  totalNetWeightMg: string
  goldReceiptNo: string | null
  createdAt: string
}
type DetailEmi = {
  id: string
  amountPaise: string
  dueDate: string
  status: string
  paidAt: string | null
  valuationId: string
}

const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }]

/**
 * The customer aggregate's data access (the row, its KYC, status and detail read; the list,
 * timeline and intake links have their own repositories beside it),
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
     * into integer paise and milligrams, and Dates, as Prisma gives them.
     */
    async detail(id: string) {
      const [row] = await ctx.db.sql.named('customer-detail')<CustomerModel & { v: DetailValuation[]; e: DetailEmi[] }>`
        SELECT c.*,
          COALESCE((SELECT json_agg(json_build_object('id', v."id", 'type', v."type", 'status', v."status",
              'totalValuePaise', v."totalValuePaise"::text, 'estimatedLoanPaise', v."estimatedLoanPaise"::text,
              'totalNetWeightMg', v."totalNetWeightMg"::text, 'goldReceiptNo', v."goldReceiptNo",
              'createdAt', to_char(v."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY v."createdAt" DESC, v."id" DESC)
            FROM "Valuation" v WHERE v."tenantId" = ${tenantId} AND v."customerId" = c."id"), '[]'::json) AS "v",
          COALESCE((SELECT json_agg(json_build_object('id', e."id", 'amountPaise', e."amountPaise"::text,
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
          totalValuePaise: Number(x.totalValuePaise),
          estimatedLoanPaise: Number(x.estimatedLoanPaise),
          totalNetWeightMg: Number(x.totalNetWeightMg),
          createdAt: new Date(x.createdAt),
        })),
        emiRecords: e.map((x) => ({
          id: x.id,
          amountPaise: Number(x.amountPaise),
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

    /** How many customers have each status. */
    countByStatus: async () =>
      (await db.customer.groupBy({ by: ['status'], _count: { _all: true } })).map((s) => ({
        status: s.status,
        count: s._count._all,
      })),

    /** The stored row, password hash included (the detail projection picks its fields). */
    findById: (id: string) => db.customer.findFirst({ where: { id } }),

    findStatus: (id: string) =>
      db.customer.findFirst({ where: { id }, select: { id: true, tenantId: true, status: true } }),

    findAadhaar: (id: string) =>
      db.customer.findFirst({ where: { id }, select: { id: true, aadhaar: true, aadhaarRef: true } }),

    /** The customer's valuations as the detail view lists them, newest first. */
    valuationSummaries: async (customerId: string) =>
      (
        await db.valuation.findMany({
          where: { customerId },
          select: {
            id: true,
            type: true,
            status: true,
            totalValuePaise: true,
            estimatedLoanPaise: true,
            totalNetWeightMg: true,
            goldReceiptNo: true,
            createdAt: true,
          },
          orderBy: newestFirst,
        })
      ).map((v) => ({
        ...v,
        totalValuePaise: Number(v.totalValuePaise),
        estimatedLoanPaise: Number(v.estimatedLoanPaise),
        totalNetWeightMg: Number(v.totalNetWeightMg),
      })),

    /** The customer's EMIs as the detail view lists them, by due date. */
    emiSummaries: async (customerId: string) =>
      (
        await db.emiRecord.findMany({
          where: { customerId },
          select: { id: true, amountPaise: true, dueDate: true, status: true, paidAt: true, valuationId: true },
          orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
        })
      ).map((e) => ({ ...e, amountPaise: Number(e.amountPaise) })),

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

    /** The borrower's loans as the data export sums them up, oldest first. */
    loanSummaries: (customerId: string) =>
      db.loan.findMany({
        where: { customerId },
        orderBy: [{ disbursedOn: 'asc' }, { id: 'asc' }],
        select: {
          loanNumber: true,
          status: true,
          principal: true,
          disbursedOn: true,
          closedOn: true,
          releasedOn: true,
        },
      }),

    /** Up to `take` rows whose Aadhaar is still in clear on the row (before the vault). */
    plainAadhaar: (take: number) =>
      db.customer.findMany({
        where: { aadhaar: { not: null }, aadhaarRef: null },
        select: { id: true, aadhaar: true },
        take,
      }),

    /** Put the vault reference in place of the number, unless another process already did. */
    moveAadhaarToVault: async (id: string, aadhaar: string, aadhaarRef: string) =>
      (await db.customer.updateMany({ where: { id, aadhaar, aadhaarRef: null }, data: { aadhaar: null, aadhaarRef } }))
        .count === 1,

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
      detail?: string
    }) => db.auditEvent.create({ data: { tenantId, ...event } }),
  }
}
