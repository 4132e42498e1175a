import type { IsoDate } from '@gold/core'
import type { Prisma, TenantClient } from '@gold/db'
import { type NewPayment, type PaymentRecord, dateOf, num, toIso } from './loan-records.ts'

function paymentRecord(row: Prisma.LoanPaymentGetPayload<object>): PaymentRecord {
  return {
    id: row.id,
    loanId: row.loanId,
    customerId: row.customerId,
    receiptNumber: row.receiptNumber,
    amount: num(row.amount),
    penalCharges: num(row.penalCharges),
    interest: num(row.interest),
    principal: num(row.principal),
    paidOn: toIso(row.paidOn),
    mode: row.mode,
    reference: row.reference,
    idempotencyKey: row.idempotencyKey,
    createdById: row.createdById,
    createdAt: row.createdAt,
  }
}

/** Loan payments, each with its receipt number. */
export function loanPaymentQueries(db: TenantClient, tenantId: string) {
  return {
    payments: async (loanId: string): Promise<PaymentRecord[]> =>
      (await db.loanPayment.findMany({ where: { loanId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] })).map(
        paymentRecord,
      ),
    payment: async (loanId: string, id: string): Promise<PaymentRecord | null> => {
      const row = await db.loanPayment.findFirst({ where: { id, loanId } })
      return row ? paymentRecord(row) : null
    },
    paymentByKey: async (idempotencyKey: string): Promise<PaymentRecord | null> => {
      const row = await db.loanPayment.findFirst({ where: { idempotencyKey } })
      return row ? paymentRecord(row) : null
    },
    insertPayment: async (p: NewPayment): Promise<PaymentRecord> =>
      paymentRecord(
        await db.loanPayment.create({
          data: {
            ...p,
            tenantId,
            amount: BigInt(p.amount),
            penalCharges: BigInt(p.penalCharges),
            interest: BigInt(p.interest),
            principal: BigInt(p.principal),
            paidOn: dateOf(p.paidOn),
          },
        }),
      ),

    /** Cash a borrower paid on one day across all their loans (Income Tax Act 269ST); a reversed payment was handed back. */
    cashReceivedOn: async (customerId: string, paidOn: IsoDate): Promise<number> => {
      const cash = await db.loanPayment.findMany({
        where: { customerId, paidOn: dateOf(paidOn), mode: 'Cash' },
        select: { id: true, amount: true },
      })
      if (cash.length === 0) return 0
      const reversed = new Set(
        (
          await db.loanCorrection.findMany({
            where: { paymentId: { in: cash.map((p) => p.id) } },
            select: { paymentId: true },
          })
        ).map((c) => c.paymentId),
      )
      return cash.reduce((sum, p) => (reversed.has(p.id) ? sum : sum + num(p.amount)), 0)
    },

    /**
     * Issue 27: whether the shop refuses a UPI or bank transfer reference already recorded, and the
     * lock that makes the check hold: two payments with one reference (on any loans) queue on it.
     */
    refusesRepeatedReference: async (): Promise<boolean> =>
      (await db.shopUpiSettings.findFirst({ where: { tenantId }, select: { refuseDuplicateUtr: true } }))
        ?.refuseDuplicateUtr ?? false,
    lockReference: async (reference: string): Promise<void> => {
      await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`payment-reference:${tenantId}:${reference.toLowerCase()}`}))`
    },

    /** The standing (not reversed) payment recorded with this reference, any case, and its loan number; or null. */
    paymentWithReference: async (reference: string): Promise<{ receiptNumber: string; loanNumber: string } | null> => {
      const rows = await db.loanPayment.findMany({
        where: { reference: { equals: reference, mode: 'insensitive' }, mode: { not: 'Cash' } },
        select: { id: true, loanId: true, receiptNumber: true, reference: true },
        orderBy: { createdAt: 'asc' },
      })
      const same = rows.filter((p) => p.reference?.toLowerCase() === reference.toLowerCase())
      if (same.length === 0) return null
      const reversed = new Set(
        (
          await db.loanCorrection.findMany({
            where: { paymentId: { in: same.map((p) => p.id) } },
            select: { paymentId: true },
          })
        ).map((c) => c.paymentId),
      )
      const standing = same.find((p) => !reversed.has(p.id))
      if (!standing) return null
      const loan = await db.loan.findFirst({ where: { id: standing.loanId }, select: { loanNumber: true } })
      return { receiptNumber: standing.receiptNumber, loanNumber: loan?.loanNumber ?? '-' }
    },
  }
}
