import type { PageKey } from '@gold/core'
import type { Prisma } from '@gold/db'
import { allNumbered } from '../emis/emi-records-repository.ts'
import type { AppContext } from '../platform/context.ts'
import { afterKey } from '../platform/keyset-page.ts'

export const PORTAL_VALUATION_SELECT = {
  id: true,
  type: true,
  status: true,
  goldRatePaise: true,
  totalGrossWeightMg: true,
  totalNetWeightMg: true,
  totalValuePaise: true,
  estimatedLoanPaise: true,
  ltvPercentage: true,
  interestRate: true,
  goldReceiptNo: true,
  goldReceiptIssuedAt: true,
  createdAt: true,
  ornaments: {
    select: {
      id: true,
      type: true,
      quantity: true,
      purity: true,
      grossWeightMg: true,
      netWeightMg: true,
      estimatedValuePaise: true,
    },
    orderBy: { id: 'asc' },
  },
} as const

export type PortalValuationRow = Prisma.ValuationGetPayload<{ select: typeof PORTAL_VALUATION_SELECT }>

const PORTAL_EMI_SELECT = {
  id: true,
  valuationId: true,
  installmentNo: true,
  amountPaise: true,
  paidAmountPaise: true,
  dueDate: true,
  status: true,
  paidAt: true,
} as const

const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }]
const byDueDate = [{ dueDate: 'asc' as const }, { id: 'asc' as const }]

/**
 * What the borrower portal reads, confined to one tenant (it sits on `db.forTenant(tenantId)`) and
 * within it to one customer: every query names `customerId`, so a borrower reads only their own rows.
 */
export function portalRepository(ctx: AppContext, tenantId: string, customerId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    profile: () =>
      db.customer.findFirst({ where: { id: customerId }, include: { tenant: { select: { name: true, slug: true } } } }),

    valuationsPage: (after: PageKey | null, take: number) =>
      db.valuation.findMany({
        where: { AND: [{ customerId }, afterKey<Prisma.ValuationWhereInput>('createdAt', 'desc', after)] },
        select: PORTAL_VALUATION_SELECT,
        orderBy: newestFirst,
        take,
      }),

    valuation: (id: string) => db.valuation.findFirst({ where: { id, customerId }, select: PORTAL_VALUATION_SELECT }),

    /** The loans opened on these valuations (at most one each): what the valuation's card shows instead of its own status. */
    loansOfValuations: (valuationIds: string[]) =>
      db.loan.findMany({
        where: { customerId, valuationId: { in: valuationIds } },
        select: { id: true, loanNumber: true, status: true, valuationId: true },
      }),

    emiSchedule: async (valuationId: string) =>
      allNumbered(
        await db.emiRecord.findMany({
          where: { valuationId, customerId },
          select: PORTAL_EMI_SELECT,
          orderBy: byDueDate,
        }),
      ),

    emiPage: async (after: PageKey | null, take: number) =>
      allNumbered(
        await db.emiRecord.findMany({
          where: { AND: [{ customerId }, afterKey<Prisma.EmiRecordWhereInput>('dueDate', 'asc', after)] },
          select: PORTAL_EMI_SELECT,
          orderBy: byDueDate,
          take,
        }),
      ),

    /** The borrower's whole EMI schedule, by due date (at most 60 installments a valuation). */
    emiRecords: async () =>
      allNumbered(
        await db.emiRecord.findMany({ where: { customerId }, select: PORTAL_EMI_SELECT, orderBy: byDueDate }),
      ),

    receiptsPage: async (after: PageKey | null, take: number) =>
      allNumbered(
        await db.emiReceipt.findMany({
          where: { AND: [{ customerId }, afterKey<Prisma.EmiReceiptWhereInput>('createdAt', 'desc', after)] },
          select: {
            id: true,
            receiptNo: true,
            emiId: true,
            valuationId: true,
            amountPaise: true,
            receivedAmountPaise: true,
            paymentMode: true,
            paymentReference: true,
            allocation: true,
            createdAt: true,
          },
          orderBy: newestFirst,
          take,
        }),
      ),

    /** The borrower's loan payments by id (the ones their EMI receipts name). */
    loanPayments: (ids: string[]) =>
      db.loanPayment.findMany({
        where: { id: { in: ids }, customerId },
        select: { id: true, loanId: true, receiptNumber: true, mode: true, reference: true },
      }),

    notificationsSeenAt: async () =>
      (await db.customer.findFirst({ where: { id: customerId }, select: { notificationsSeenAt: true } }))
        ?.notificationsSeenAt ?? null,

    notificationsPage: (after: PageKey | null, take: number) =>
      db.notification.findMany({
        where: { AND: [{ customerId }, afterKey<Prisma.NotificationWhereInput>('createdAt', 'desc', after)] },
        select: { id: true, title: true, body: true, link: true, createdAt: true },
        orderBy: newestFirst,
        take,
      }),

    /** Notifications newer than `seenAt` (all of them when never seen). */
    unreadNotificationCount: (seenAt: Date | null) =>
      db.notification.count({ where: { customerId, ...(seenAt && { createdAt: { gt: seenAt } }) } }),

    markNotificationsSeen: (at: Date) =>
      db.customer.updateMany({ where: { id: customerId }, data: { notificationsSeenAt: at } }),

    setPreferredLanguage: (preferredLanguage: string) =>
      db.customer.updateMany({ where: { id: customerId }, data: { preferredLanguage } }),
  }
}
