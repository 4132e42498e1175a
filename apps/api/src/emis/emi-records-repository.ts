import type { IsoDate, Paise } from '@gold/core'
import type { Prisma, TenantClient } from '@gold/db'
import type { AppContext } from '../platform/context.ts'

/** The columns of the EMI record of platform-spec 2.11 (`emiRecordJson` shapes them). */
export const EMI_RECORD_SELECT = {
  id: true,
  customerId: true,
  valuationId: true,
  tenantId: true,
  amountPaise: true,
  dueDate: true,
  status: true,
  isRead: true,
  reminderSentAt: true,
  todayReminderSentAt: true,
  overdueReminderSentAt: true,
  paidAt: true,
  createdAt: true,
  updatedAt: true,
} as const

const byDueDate = [{ dueDate: 'asc' as const }, { id: 'asc' as const }]

/** The EMI records' due instant of a loan due (the schedule stores dates as UTC midnight). */
export const emiDueInstant = (iso: IsoDate): Date => new Date(`${iso}T00:00:00Z`)

export type EmiUpdate = {
  paidAmountPaise: Paise
  status?: string
  paidAt?: Date
  paymentMode?: string | null
  paymentReference?: string | null
}
export type NewReceipt = Omit<
  Prisma.EmiReceiptUncheckedCreateInput,
  'tenantId' | 'allocation' | 'amountPaise' | 'receivedAmountPaise'
> & {
  amountPaise: Paise
  /** What the EMI form said was received; null when it sent no amount. */
  receivedAmountPaise: Paise | null
  allocation: Prisma.InputJsonValue
}

/** A row with its BigInt paise columns as numbers (every amount is far inside a double's exact integers). */
export type Numbered<R> = {
  [K in keyof R]: R[K] extends bigint ? number : R[K] extends bigint | null ? number | null : R[K]
}

export function numbered<R extends object>(row: R): Numbered<R> {
  const out = { ...row } as Record<string, unknown>
  for (const [key, value] of Object.entries(out)) if (typeof value === 'bigint') out[key] = Number(value)
  return out as Numbered<R>
}
const numberedOrNull = <R extends object>(row: R | null) => (row === null ? null : numbered(row))
export const allNumbered = <R extends object>(rows: R[]) => rows.map(numbered)

/**
 * A valuation's EMI records and the receipts of their payments: the only queries that write them
 * (see docs/decisions/valuations-emis-and-gold-rates.md, "EMI records have one owner"). The loans
 * and valuations repositories bind these to their client, so a loan payment's transaction writes
 * the records with the loan.
 */
export function emiRecordQueries(db: TenantClient, tenantId: string) {
  return {
    insertEmi: async (data: { customerId: string; valuationId: string; amountPaise: Paise; dueDate: Date }) =>
      numbered(
        await db.emiRecord.create({
          data: { tenantId, ...data, amountPaise: BigInt(data.amountPaise), status: 'Upcoming' },
          select: EMI_RECORD_SELECT,
        }),
      ),

    findEmi: (id: string, valuationId: string) =>
      db.emiRecord.findFirst({ where: { id, valuationId }, select: { id: true, status: true } }),

    emiRow: async (id: string) =>
      numberedOrNull(
        await db.emiRecord.findFirst({ where: { id }, select: { ...EMI_RECORD_SELECT, paidAmountPaise: true } }),
      ),

    /** Set an unpaid installment's status (never a Paid one's); false when it is Paid by now. */
    setUnpaidEmiStatus: async (id: string, status: string) =>
      (await db.emiRecord.updateMany({ where: { id, status: { not: 'Paid' } }, data: { status } })).count > 0,

    paidAmounts: async (valuationId: string) =>
      allNumbered(
        await db.emiRecord.findMany({
          where: { valuationId },
          select: { id: true, amountPaise: true, paidAmountPaise: true, installmentNo: true },
        }),
      ),

    /** Unpaid EMIs with one of `statuses`, earliest due first, with the borrower. */
    dueEmis: async (statuses: string[], take: number) =>
      allNumbered(
        await db.emiRecord.findMany({
          where: { status: { in: statuses } },
          select: {
            id: true,
            amountPaise: true,
            dueDate: true,
            status: true,
            installmentNo: true,
            valuationId: true,
            customer: { select: { id: true, name: true, phone: true } },
          },
          orderBy: byDueDate,
          take,
        }),
      ),

    receiptByKey: async (idempotencyKey: string) =>
      numberedOrNull(
        await db.emiReceipt.findFirst({
          where: { idempotencyKey },
          select: { emiId: true, valuationId: true, receivedAmountPaise: true },
        }),
      ),

    receiptKeyUsed: async (idempotencyKey: string) => (await db.emiReceipt.count({ where: { idempotencyKey } })) > 0,

    /**
     * Lock every EMI row of a valuation (FOR UPDATE, in id order) until the transaction ends. Raw
     * SQL bypasses the tenant extension: the tenant is filtered here explicitly.
     */
    lockSchedule: async (valuationId: string) => {
      await db.$executeRaw`SELECT 1 FROM "EmiRecord" WHERE "tenantId" = ${tenantId} AND "valuationId" = ${valuationId} ORDER BY "id" FOR UPDATE`
    },

    schedule: async (valuationId: string) =>
      allNumbered(
        await db.emiRecord.findMany({
          where: { valuationId },
          select: { id: true, amountPaise: true, paidAmountPaise: true, dueDate: true, status: true, customerId: true },
        }),
      ),

    /** Apply a payment to an unpaid installment (one conditional update); false when it is Paid by now. */
    applyToUnpaidEmi: async (id: string, { paidAmountPaise, ...rest }: EmiUpdate) =>
      (
        await db.emiRecord.updateMany({
          where: { id, status: { not: 'Paid' } },
          data: { ...rest, paidAmountPaise: BigInt(paidAmountPaise) },
        })
      ).count === 1,

    /** A loan payment taken back (issue 26): the record is unpaid again, with what other payments still cover of it. */
    unpayEmi: async (id: string, paidAmountPaise: Paise, status: 'Upcoming' | 'Overdue') =>
      (
        await db.emiRecord.updateMany({
          where: { id },
          data: {
            paidAmountPaise: BigInt(paidAmountPaise),
            status,
            paidAt: null,
            paymentMode: null,
            paymentReference: null,
          },
        })
      ).count === 1,

    /** The records as a loan's schedule reads them (installments 1..n), earliest due first. */
    emiRecords: async (valuationId: string) =>
      allNumbered(
        await db.emiRecord.findMany({
          where: { valuationId },
          select: {
            id: true,
            amountPaise: true,
            paidAmountPaise: true,
            status: true,
            dueDate: true,
            installmentNo: true,
          },
          orderBy: byDueDate,
        }),
      ),

    /** A loan's schedule (dues in paise) replaces the valuation's unpaid EMI records (installments 1..n). */
    replaceUnpaidEmis: async (valuationId: string, customerId: string, dues: { dueOn: IsoDate; amount: Paise }[]) => {
      await db.emiRecord.deleteMany({ where: { valuationId, status: { not: 'Paid' } } })
      await db.emiRecord.createMany({
        data: dues.map((d, i) => ({
          tenantId,
          customerId,
          valuationId,
          installmentNo: i + 1,
          amountPaise: BigInt(d.amount),
          dueDate: emiDueInstant(d.dueOn),
          status: 'Upcoming',
        })),
      })
    },

    /** Write one receipt; numbered by `issueEmiReceipt` (emi-receipts.ts), the one place that numbers them. */
    insertReceipt: ({ amountPaise, receivedAmountPaise, ...rest }: NewReceipt) =>
      db.emiReceipt.create({
        data: {
          tenantId,
          ...rest,
          amountPaise: BigInt(amountPaise),
          receivedAmountPaise: receivedAmountPaise === null ? null : BigInt(receivedAmountPaise),
        },
        select: { id: true },
      }),
  }
}

export type EmiQueries = ReturnType<typeof emiRecordQueries>

/** The EMI status sync's statement; outside any transaction (driver-level SQL). */
export function emiStatusQueries(ctx: AppContext, tenantId: string) {
  return {
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
  }
}
