import { type PageKey, CERTIFICATE_SERIES, certificateNumber, financialYearOf } from '@gold/core'
import type { Prisma, TenantClient } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { afterKey } from '../platform/keyset-page.ts'
import {
  BRANCH_SUMMARY_SELECT,
  DETAIL_EMI_SELECT,
  DETAIL_SCALAR_SELECT,
  EMI_RECORD_SELECT,
  ORNAMENT_SELECT,
  VALUATION_ROW_SELECT,
} from './valuation-json.ts'

const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }]
const byDueDate = [{ dueDate: 'asc' as const }, { id: 'asc' as const }]
const LISTED_VALUATION_SELECT = { ...VALUATION_ROW_SELECT, customer: { select: { id: true, name: true } } } as const

/** Valuation columns written on create (everything but the tenant, customer and bank, which the repository sets). */
export type NewValuation = Omit<
  Prisma.ValuationUncheckedCreateInput,
  'tenantId' | 'customerId' | 'bankId' | 'ornaments' | 'emiRecords'
>
export type NewOrnament = Omit<Prisma.OrnamentCreateManyValuationInput, 'tenantId'>
export type NewInstallment = { installmentNo: number; amount: number; dueDate: Date }
/** The borrower of a new valuation: one of the tenant's customers, or one written with it. */
export type ValuationCustomer = { kind: 'existing'; id: string } | { kind: 'inline'; name: string; phone: string }
/** Its bank template: none, an existing one, or a new tenant template written with it. */
export type ValuationBank = null | { kind: 'existing'; id: string } | { kind: 'new'; name: string }
export type EmiUpdate = {
  paidAmount: number
  status?: string
  paidAt?: Date
  paymentMode?: string | null
  paymentReference?: string | null
}
export type NewReceipt = Omit<Prisma.EmiReceiptUncheckedCreateInput, 'tenantId' | 'allocation'> & {
  allocation: Prisma.InputJsonValue
}
export type TemplateKindName = 'EMAIL_REPORT' | 'EMAIL_BANK'

/** Branches and banks a tenant sees: the shared catalog's (tenantId null) and its own. */
const visibleTo = (tenantId: string) => ({ OR: [{ tenantId }, { tenantId: null }] })

/**
 * The valuations domain's data access (valuations, ornaments, EMIs and receipts, templates, the
 * timeline and notifications they write), confined to one tenant: it sits on
 * `db.forTenant(tenantId)`. Banks and branches are not tenant-owned (the shared catalog has none),
 * so their reads here name the tenant explicitly, as does raw SQL.
 */
export function valuationsRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    ...valuationQueries(db, tenantId),

    /**
     * The valuation with its ornaments and EMIs, the inline customer and bank it names, and its
     * certificate number, in one transaction. The number comes from the tenant's counter row last,
     * just before the valuation is written, so the row lock that serialises the tenant's creates is
     * held briefly, and a rollback (a lost clientRequestId race) returns the number: no gaps.
     */
    async insertValuation(input: {
      valuation: NewValuation
      ornaments: NewOrnament[]
      schedule: NewInstallment[]
      customer: ValuationCustomer
      bank: ValuationBank
      certificate: { financialYear: string; verificationCode: string }
    }) {
      const { customer, bank } = input
      const data = (customerId: string, bankId: string | null): Prisma.ValuationUncheckedCreateInput => ({
        ...input.valuation,
        tenantId,
        customerId,
        bankId,
        ornaments: { createMany: { data: input.ornaments.map((o) => ({ ...o, tenantId })) } },
        ...(input.schedule.length > 0
          ? {
              emiRecords: {
                createMany: { data: input.schedule.map((e) => ({ ...e, tenantId, customerId, status: 'Upcoming' })) },
              },
            }
          : {}),
      })
      return db.$transaction(async (tx) => {
        const customerId =
          customer.kind === 'existing'
            ? customer.id
            : (
                await tx.customer.create({
                  data: { tenantId, name: customer.name, phone: customer.phone, status: 'New' },
                  select: { id: true },
                })
              ).id
        const bankId =
          bank === null
            ? null
            : bank.kind === 'existing'
              ? bank.id
              : (await tx.bank.create({ data: { tenantId, name: bank.name }, select: { id: true } })).id
        const sequence = await nextCertificateSequence(tx, tenantId, input.certificate.financialYear)
        return tx.valuation.create({
          data: {
            ...data(customerId, bankId),
            certificateNumber: certificateNumber(input.certificate.financialYear, sequence),
            verificationCode: input.certificate.verificationCode,
          },
          select: VALUATION_ROW_SELECT,
        })
      })
    },

    /**
     * A certificate number and verification code for a valuation stored before they existed, the
     * first time its certificate is rendered: the valuation's row is locked, so two renders at
     * once assign one number, and the counter is only taken when the row still has none (no gaps).
     * The number's financial year is that of the valuation's creation. Null when there is no such
     * valuation.
     */
    assignCertificate: (id: string, verificationCode: string) =>
      db.$transaction(async (tx) => {
        const [row] = await tx.$queryRaw<{ certificateNumber: string | null; createdAt: Date }[]>`
          SELECT "certificateNumber", "createdAt" FROM "Valuation"
          WHERE "tenantId" = ${tenantId} AND "id" = ${id} FOR UPDATE`
        if (!row) return null
        if (row.certificateNumber === null) {
          const fy = financialYearOf(row.createdAt)
          const sequence = await nextCertificateSequence(tx, tenantId, fy)
          await tx.valuation.updateMany({
            where: { id, certificateNumber: null },
            data: { certificateNumber: certificateNumber(fy, sequence), verificationCode },
          })
        }
        return tx.valuation.findFirst({ where: { id }, select: { certificateNumber: true, verificationCode: true } })
      }),

    /**
     * Keeps the shop's identity on the valuation the first time its certificate is printed and
     * answers the one kept (the first print's, when two print at once); null for no such valuation.
     */
    keepCertificateIssuer: async (id: string, issuer: object): Promise<unknown> => {
      const [row] = await ctx.db.sql<{ certificateIssuer: unknown }>`
        UPDATE "Valuation" SET "certificateIssuer" = COALESCE("certificateIssuer", ${JSON.stringify(issuer)}::jsonb)
        WHERE "tenantId" = ${tenantId} AND "id" = ${id}
        RETURNING "certificateIssuer"`
      return row?.certificateIssuer ?? null
    },

    /**
     * The EMI status sync's one statement (see emi-sync.ts): every unpaid EMI in scope whose status
     * the IST-day cutoffs change gets it, in one set-based conditional UPDATE; answers how many
     * changed. Driver-level SQL (Prisma's raw pipeline cost more than the statement on every read),
     * so the tenant is filtered here explicitly.
     */
    async syncEmiStatuses(
      scope: { customerId?: string; valuationId?: string },
      cutoffs: { overdueBefore: Date; upcomingFrom: Date },
      updatedAt: Date,
    ) {
      const [t0, t1, now] = [cutoffs.overdueBefore, cutoffs.upcomingFrom, updatedAt].map((d) => d.toISOString())
      // A scope left out is a NULL parameter; PostgreSQL plans this unnamed statement with the values
      // known, so the unused condition folds away and the scoped index is still used.
      const changed = await ctx.db.sql<{ id: string }>`
        UPDATE "EmiRecord"
        SET "status" = CASE WHEN "dueDate" < ${t0}::timestamptz THEN 'Overdue' WHEN "dueDate" < ${t1}::timestamptz THEN 'Due Soon' ELSE 'Upcoming' END,
            "updatedAt" = ${now}::timestamptz
        WHERE "tenantId" = ${tenantId}
          AND (${scope.customerId ?? null}::text IS NULL OR "customerId" = ${scope.customerId ?? null})
          AND (${scope.valuationId ?? null}::text IS NULL OR "valuationId" = ${scope.valuationId ?? null})
          AND (("status" IN ('Upcoming', 'Due Soon') AND "dueDate" < ${t0}::timestamptz)
            OR ("status" IN ('Upcoming', 'Overdue') AND "dueDate" >= ${t0}::timestamptz AND "dueDate" < ${t1}::timestamptz)
            OR ("status" IN ('Due Soon', 'Overdue') AND "dueDate" >= ${t1}::timestamptz))
        RETURNING "id"`
      return changed.length
    },

    /** Run `work` in one transaction on this tenant's rows (`work` gets the same queries, bound to it). */
    transaction: <T>(work: (tx: ValuationQueries) => Promise<T>, options?: { maxWait?: number; timeout?: number }) =>
      db.$transaction((tx) => work(valuationQueries(tx, tenantId)), options),
  }
}

export type ValuationsRepository = ReturnType<typeof valuationsRepository>

/**
 * The next certificate sequence of the tenant and financial year, from the tenant's document
 * counter row (the generic per-tenant counter the loan documents also use, series 'VC'), inside
 * the caller's transaction: the row's lock serialises issuers and a rollback returns the number.
 */
async function nextCertificateSequence(tx: TenantClient, tenantId: string, financialYear: string) {
  const [row] = await tx.$queryRaw<{ lastValue: number }[]>`
    INSERT INTO "LoanDocumentCounter" ("tenantId", "series", "financialYear", "lastValue")
    VALUES (${tenantId}, ${CERTIFICATE_SERIES}, ${financialYear}, 1)
    ON CONFLICT ("tenantId", "series", "financialYear")
    DO UPDATE SET "lastValue" = "LoanDocumentCounter"."lastValue" + 1
    RETURNING "lastValue"`
  return Number(row!.lastValue)
}
export type ValuationQueries = ReturnType<typeof valuationQueries>

function valuationQueries(db: TenantClient, tenantId: string) {
  return {
    tenantName: async () =>
      (await db.tenant.findUnique({ where: { id: tenantId }, select: { name: true } }))?.name ?? null,

    tenantLabel: () => db.tenant.findUnique({ where: { id: tenantId }, select: { id: true, name: true, slug: true } }),

    // Borrowers, as valuation create and notifications need them.
    customerId: async (id: string) =>
      (await db.customer.findFirst({ where: { id }, select: { id: true } }))?.id ?? null,
    customerByPhone: (phone: string) =>
      db.customer.findFirst({ where: { phone }, select: { name: true, status: true } }),
    customerContact: (id: string) => db.customer.findFirst({ where: { id }, select: { name: true, email: true } }),

    /**
     * An active bank template named `name` (case-insensitive) that the tenant may use; the tenant's
     * own template wins over the shared catalog's.
     */
    activeBankNamed: (name: string) =>
      db.bank.findFirst({
        where: { isActive: true, name: { equals: name, mode: 'insensitive' }, ...visibleTo(tenantId) },
        orderBy: [{ tenantId: { sort: 'asc', nulls: 'last' } }, { createdAt: 'asc' }],
      }),

    bankName: (id: string) => db.bank.findUnique({ where: { id }, select: { id: true, name: true } }),
    bank: (id: string) => db.bank.findUnique({ where: { id } }),
    branch: (id: string) => db.bankBranch.findUnique({ where: { id } }),

    /** A branch the tenant sees (the shared catalog's or its own), or null. */
    visibleBranch: (id: string) => db.bankBranch.findFirst({ where: { id, ...visibleTo(tenantId) } }),

    /** Active branches of a bank the tenant sees, by name. */
    activeBranches: (bankId: string) =>
      db.bankBranch.findMany({
        where: { bankId, isActive: true, ...visibleTo(tenantId) },
        select: BRANCH_SUMMARY_SELECT,
        orderBy: [{ branchName: 'asc' }, { id: 'asc' }],
      }),

    // Valuations.
    exists: async (id: string) => (await db.valuation.findFirst({ where: { id }, select: { id: true } })) !== null,
    findOwner: (id: string) => db.valuation.findFirst({ where: { id }, select: { id: true, customerId: true } }),
    findByClientRequestId: (clientRequestId: string) =>
      db.valuation.findFirst({ where: { clientRequestId }, select: VALUATION_ROW_SELECT }),

    /** The GET /api/valuations/{id} projection's rows. */
    detail: (id: string) =>
      db.valuation.findFirst({
        where: { id },
        select: {
          ...DETAIL_SCALAR_SELECT,
          bankId: true,
          bankBranchId: true,
          customer: { select: { id: true, name: true, phone: true, email: true } },
          ornaments: { select: ORNAMENT_SELECT, orderBy: { id: 'asc' } },
          // tenantId: the only index on valuationId is (tenantId, valuationId, dueDate); without it
          // PostgreSQL scans every EMI of every tenant (the tenant scope covers the top-level model only).
          emiRecords: { where: { tenantId }, select: DETAIL_EMI_SELECT, orderBy: byDueDate },
        },
      }),

    /** Everything the certificate and its emails need (see valuation-document.ts). */
    document: (id: string) =>
      db.valuation.findFirst({
        where: { id },
        include: {
          customer: { select: { id: true, name: true, phone: true, email: true, address: true } },
          ornaments: { orderBy: { id: 'asc' } },
          emiRecords: { where: { tenantId }, orderBy: byDueDate },
        },
      }),

    list: (filter: { customerId?: string }, take: number) =>
      db.valuation.findMany({
        where: filter.customerId ? { customerId: filter.customerId } : {},
        select: LISTED_VALUATION_SELECT,
        orderBy: newestFirst,
        take,
      }),

    listPage: (filter: { customerId?: string }, after: PageKey | null, take: number) =>
      db.valuation.findMany({
        where: {
          AND: [
            filter.customerId ? { customerId: filter.customerId } : {},
            afterKey<Prisma.ValuationWhereInput>('createdAt', 'desc', after),
          ],
        },
        select: LISTED_VALUATION_SELECT,
        orderBy: newestFirst,
        take,
      }),

    /** Count and sums per type of the valuations created in [from, to). */
    totalsByType: async (from: Date, to: Date) =>
      (
        await db.valuation.groupBy({
          by: ['type'],
          where: { createdAt: { gte: from, lt: to } },
          _count: { _all: true },
          _sum: { totalValue: true, estimatedLoan: true },
        })
      ).map((t) => ({
        type: t.type,
        count: t._count._all,
        totalValue: t._sum.totalValue ?? 0,
        estimatedLoan: t._sum.estimatedLoan ?? 0,
      })),

    /** Write some of a valuation's fields; false when there is no such valuation. */
    update: async (id: string, data: Prisma.ValuationUpdateManyMutationInput) =>
      (await db.valuation.updateMany({ where: { id }, data })).count > 0,

    writableFields: (id: string) =>
      db.valuation.findFirst({
        where: { id },
        select: { goldEnvelopeUrl: true, acknowledgementUrl: true, appraiserName: true, appraiserNote: true },
      }),

    /** Assign the gold receipt number unless one is assigned already (one conditional update). */
    assignGoldReceipt: (id: string, number: string, at: Date) =>
      db.valuation.updateMany({
        where: { id, goldReceiptNo: null },
        data: { goldReceiptNo: number, goldReceiptIssuedAt: at },
      }),

    /** Write the pledge packet and seal numbers; false when there is no such valuation. */
    setPacket: async (id: string, packet: { packetNo: string | null; sealNo: string | null }, at: Date) =>
      (await db.valuation.updateMany({ where: { id }, data: { ...packet, updatedAt: at } })).count > 0,

    /** The staff app's document fields (not in the REST projection). */
    documentFields: (id: string) =>
      db.valuation.findFirst({ where: { id }, select: { certificateNumber: true, packetNo: true, sealNo: true } }),

    goldReceipt: (id: string) =>
      db.valuation.findFirst({ where: { id }, select: { goldReceiptNo: true, goldReceiptIssuedAt: true } }),

    // EMIs.
    insertEmi: (data: { customerId: string; valuationId: string; amount: number; dueDate: Date }) =>
      db.emiRecord.create({ data: { tenantId, ...data, status: 'Upcoming' }, select: EMI_RECORD_SELECT }),

    findEmi: (id: string, valuationId: string) =>
      db.emiRecord.findFirst({ where: { id, valuationId }, select: { id: true, status: true } }),

    emiRow: (id: string) =>
      db.emiRecord.findFirst({ where: { id }, select: { ...EMI_RECORD_SELECT, paidAmount: true } }),

    /** Set an unpaid installment's status (never a Paid one's); false when it is Paid by now. */
    setUnpaidEmiStatus: async (id: string, status: string) =>
      (await db.emiRecord.updateMany({ where: { id, status: { not: 'Paid' } }, data: { status } })).count > 0,

    paidAmounts: (valuationId: string) =>
      db.emiRecord.findMany({ where: { valuationId }, select: { id: true, paidAmount: true, installmentNo: true } }),

    /** Unpaid EMIs with one of `statuses`, earliest due first, with the borrower. */
    dueEmis: (statuses: string[], take: number) =>
      db.emiRecord.findMany({
        where: { status: { in: statuses } },
        select: {
          id: true,
          amount: true,
          dueDate: true,
          status: true,
          installmentNo: true,
          valuationId: true,
          customer: { select: { id: true, name: true, phone: true } },
        },
        orderBy: byDueDate,
        take,
      }),

    receiptByKey: (idempotencyKey: string) =>
      db.emiReceipt.findFirst({
        where: { idempotencyKey },
        select: { emiId: true, valuationId: true, receivedAmount: true },
      }),

    receiptKeyUsed: async (idempotencyKey: string) => (await db.emiReceipt.count({ where: { idempotencyKey } })) > 0,

    /**
     * Lock every EMI row of a valuation (FOR UPDATE, in id order) until the transaction ends. Raw
     * SQL bypasses the tenant extension: the tenant is filtered here explicitly.
     */
    lockSchedule: async (valuationId: string) => {
      await db.$executeRaw`SELECT 1 FROM "EmiRecord" WHERE "tenantId" = ${tenantId} AND "valuationId" = ${valuationId} ORDER BY "id" FOR UPDATE`
    },

    schedule: (valuationId: string) =>
      db.emiRecord.findMany({
        where: { valuationId },
        select: { id: true, amount: true, paidAmount: true, dueDate: true, status: true, customerId: true },
      }),

    /** Apply a payment to an unpaid installment (one conditional update); false when it is Paid by now. */
    applyToUnpaidEmi: async (id: string, data: EmiUpdate) =>
      (await db.emiRecord.updateMany({ where: { id, status: { not: 'Paid' } }, data })).count === 1,

    insertReceipt: (data: NewReceipt) => db.emiReceipt.create({ data: { tenantId, ...data } }),

    // Templates, timeline, notifications.
    templates: () =>
      db.communicationTemplate.findMany({ select: { kind: true, subject: true, body: true, updatedAt: true } }),
    template: (kind: TemplateKindName) =>
      db.communicationTemplate.findFirst({ where: { kind }, select: { subject: true, body: true } }),
    putTemplate: (kind: TemplateKindName, text: { subject: string; body: string }) =>
      db.communicationTemplate.upsert({
        where: { tenantId_kind: { tenantId, kind } },
        create: { tenantId, kind, ...text },
        update: text,
      }),
    deleteTemplate: (kind: TemplateKindName) => db.communicationTemplate.deleteMany({ where: { kind } }),

    recordTimeline: (event: { customerId: string; type: string; detail: string; occurredAt: Date }) =>
      db.timelineEvent.create({ data: { tenantId, ...event } }),

    notify: (notification: { customerId: string; title: string; body: string; link: string; createdAt: Date }) =>
      db.notification.create({ data: { tenantId, ...notification } }),
  }
}
