import type { IsoDate } from '@gold/core'
import type { Prisma, TenantClient } from '@gold/db'
import { dateOf } from './loan-records.ts'

/** The valuation's EMI records and receipts, as a loan's schedule and payments write them. */
export function loanEmiQueries(db: TenantClient, tenantId: string) {
  return {
    emiRecords: (valuationId: string) =>
      db.emiRecord.findMany({
        where: { valuationId },
        select: { id: true, amount: true, paidAmount: true, status: true, dueDate: true, installmentNo: true },
        orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
      }),
    /** The loan's schedule replaces the valuation's unpaid EMI records (rupees, installments 1..n). */
    replaceUnpaidEmis: async (valuationId: string, customerId: string, dues: { dueOn: IsoDate; amount: number }[]) => {
      await db.emiRecord.deleteMany({ where: { valuationId, status: { not: 'Paid' } } })
      await db.emiRecord.createMany({
        data: dues.map((d, i) => ({
          tenantId,
          customerId,
          valuationId,
          installmentNo: i + 1,
          amount: d.amount / 100,
          dueDate: dateOf(d.dueOn),
          status: 'Upcoming',
        })),
      })
    },
    updateEmi: async (
      id: string,
      data: {
        paidAmount: number
        status?: string
        paidAt?: Date
        paymentMode?: string
        paymentReference?: string | null
      },
    ) => (await db.emiRecord.updateMany({ where: { id, status: { not: 'Paid' } }, data })).count === 1,
    insertEmiReceipt: (data: {
      customerId: string
      valuationId: string
      emiId: string
      receiptNo: string
      amount: number
      receivedAmount: number | null
      paymentMode: string
      paymentReference: string | null
      allocation: Prisma.InputJsonValue
      idempotencyKey: string | null
      createdAt: Date
    }) => db.emiReceipt.create({ data: { tenantId, ...data }, select: { id: true } }),
  }
}
