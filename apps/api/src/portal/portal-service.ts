import { customerErrors, emiOutstanding, kycFlags, kycProgress, pageFrom, pageRequest, valuationErrors, type PageQuery } from '@gold/core'
import type { Prisma } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { afterKey } from '../platform/keyset-page.ts'
import { syncEmiStatuses } from '../valuations/emi-sync.ts'

/** The signed-in borrower (customer principal): tenant and customer always come from the token. */
export type PortalCustomer = { customerId: string; tenantId: string }

/** Where GET /api/portal/valuations/{id}/certificate serves a valuation's PDF (portal-certificate-service.ts). */
export const certificateUrl = (valuationId: string) => `/api/portal/valuations/${encodeURIComponent(valuationId)}/certificate`

/** The borrower's own profile with the shop's name; KYC media as booleans, never URLs. */
export async function portalProfile(ctx: AppContext, me: PortalCustomer) {
  const c = await ctx.db.forTenant(me.tenantId).customer.findFirst({ where: { id: me.customerId }, include: { tenant: { select: { name: true, slug: true } } } })
  if (!c) throw customerErrors.error('notFound')
  const kyc = kycFlags(c)
  return {
    id: c.id, name: c.name, phone: c.phone, email: c.email, address: c.address, aadhaar: c.aadhaar, pan: c.pan,
    bankName: c.bankName, accountNumber: c.accountNumber, ifsc: c.ifsc, nomineeName: c.nomineeName, nomineeRel: c.nomineeRel,
    status: c.status, phoneVerified: c.phoneVerified, createdAt: c.createdAt, notificationsSeenAt: c.notificationsSeenAt,
    kyc, kycProgress: kycProgress(kyc), tenant: { name: c.tenant.name, slug: c.tenant.slug },
  }
}

const PORTAL_VALUATION_SELECT = {
  id: true, type: true, status: true, goldRate: true, totalGrossWeight: true, totalNetWeight: true, totalValue: true,
  estimatedLoan: true, ltvPercentage: true, interestRate: true, goldReceiptNo: true, goldReceiptIssuedAt: true, createdAt: true,
  ornaments: { select: { id: true, type: true, quantity: true, purity: true, grossWeight: true, netWeight: true, estimatedValue: true }, orderBy: { id: 'asc' } },
} as const

const PORTAL_EMI_SELECT = {
  id: true, valuationId: true, installmentNo: true, amount: true, paidAmount: true, dueDate: true, status: true, paidAt: true,
} as const

/** What is left to pay on an installment after partial payments (0 once Paid). */
const withOutstanding = <E extends { amount: number; paidAmount: number; status: string }>(e: E) =>
  ({ ...e, outstanding: e.status === 'Paid' ? 0 : emiOutstanding(e) })

/**
 * The borrower's valuations, newest first, a keyset page at a time, with their ornaments (no
 * internal notes or rate provenance) and where to download each certificate.
 */
export async function portalValuations(ctx: AppContext, me: PortalCustomer, query?: PageQuery) {
  const { limit, after } = pageRequest(query)
  const rows = await ctx.db.forTenant(me.tenantId).valuation.findMany({
    where: { AND: [{ customerId: me.customerId }, afterKey<Prisma.ValuationWhereInput>('createdAt', 'desc', after)] },
    select: PORTAL_VALUATION_SELECT,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit + 1,
  })
  const page = pageFrom(rows, limit, (v) => ({ at: v.createdAt, id: v.id }))
  return { items: page.items.map((v) => ({ ...v, certificateUrl: certificateUrl(v.id) })), nextCursor: page.nextCursor }
}

/** One of the borrower's valuations with its EMI schedule (statuses synchronised first); another's is not found. */
export async function portalValuation(ctx: AppContext, me: PortalCustomer, id: string) {
  const db = ctx.db.forTenant(me.tenantId)
  const v = await db.valuation.findFirst({ where: { id, customerId: me.customerId }, select: PORTAL_VALUATION_SELECT })
  if (!v) throw valuationErrors.error('valuationNotFound')
  await syncEmiStatuses(ctx, me.tenantId, { valuationId: id })
  const emiSchedule = await db.emiRecord.findMany({
    where: { valuationId: id, customerId: me.customerId }, select: PORTAL_EMI_SELECT, orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
  })
  return { ...v, certificateUrl: certificateUrl(v.id), emiSchedule: emiSchedule.map(withOutstanding) }
}

/** The borrower's EMI schedule across valuations, by due date, a keyset page at a time; statuses synchronised first. */
export async function portalEmiSchedule(ctx: AppContext, me: PortalCustomer, query?: PageQuery) {
  const { limit, after } = pageRequest(query)
  await syncEmiStatuses(ctx, me.tenantId, { customerId: me.customerId })
  const rows = await ctx.db.forTenant(me.tenantId).emiRecord.findMany({
    where: { AND: [{ customerId: me.customerId }, afterKey<Prisma.EmiRecordWhereInput>('dueDate', 'asc', after)] },
    select: PORTAL_EMI_SELECT,
    orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
    take: limit + 1,
  })
  const page = pageFrom(rows, limit, (e) => ({ at: e.dueDate, id: e.id }))
  return { items: page.items.map(withOutstanding), nextCursor: page.nextCursor }
}

/** The home page's cards: the next unpaid installment and counts, without listing the schedule. */
export async function portalEmiSummary(ctx: AppContext, me: PortalCustomer) {
  await syncEmiStatuses(ctx, me.tenantId, { customerId: me.customerId })
  const db = ctx.db.forTenant(me.tenantId)
  const [byStatus, next] = await Promise.all([
    db.emiRecord.groupBy({ by: ['status'], where: { customerId: me.customerId }, _count: { _all: true } }),
    db.emiRecord.findFirst({
      where: { customerId: me.customerId, status: { not: 'Paid' } },
      select: { id: true, amount: true, paidAmount: true, dueDate: true, status: true },
      orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
    }),
  ])
  const count = (status?: string) => byStatus.filter((s) => status === undefined || s.status === status).reduce((n, s) => n + s._count._all, 0)
  return { total: count(), paid: count('Paid'), overdue: count('Overdue'), next: next && withOutstanding(next) }
}

/** The immutable receipts of the borrower's EMI payments, newest first, a keyset page at a time. */
export async function portalReceipts(ctx: AppContext, me: PortalCustomer, query?: PageQuery) {
  const { limit, after } = pageRequest(query)
  const rows = await ctx.db.forTenant(me.tenantId).emiReceipt.findMany({
    where: { AND: [{ customerId: me.customerId }, afterKey<Prisma.EmiReceiptWhereInput>('createdAt', 'desc', after)] },
    select: {
      id: true, receiptNo: true, emiId: true, valuationId: true, amount: true, receivedAmount: true,
      paymentMode: true, paymentReference: true, createdAt: true,
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit + 1,
  })
  return pageFrom(rows, limit, (r) => ({ at: r.createdAt, id: r.id }))
}

/**
 * The borrower's notifications, newest first, a keyset page at a time, each marked unread when
 * newer than the borrower's seen stamp, with the count of unread ones.
 */
export async function portalNotifications(ctx: AppContext, me: PortalCustomer, query?: PageQuery) {
  const { limit, after } = pageRequest(query)
  const db = ctx.db.forTenant(me.tenantId)
  const customer = await db.customer.findFirst({ where: { id: me.customerId }, select: { notificationsSeenAt: true } })
  const seenAt = customer?.notificationsSeenAt ?? null
  const [rows, unreadCount] = await Promise.all([
    db.notification.findMany({
      where: { AND: [{ customerId: me.customerId }, afterKey<Prisma.NotificationWhereInput>('createdAt', 'desc', after)] },
      select: { id: true, title: true, body: true, link: true, createdAt: true },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit + 1,
    }),
    db.notification.count({ where: { customerId: me.customerId, ...(seenAt && { createdAt: { gt: seenAt } }) } }),
  ])
  const page = pageFrom(rows, limit, (n) => ({ at: n.createdAt, id: n.id }))
  return {
    notificationsSeenAt: seenAt, unreadCount,
    items: page.items.map((n) => ({ ...n, unread: seenAt === null || n.createdAt > seenAt })), nextCursor: page.nextCursor,
  }
}

/** Stamp notificationsSeenAt = now: everything shown so far counts as read. */
export async function markNotificationsSeen(ctx: AppContext, me: PortalCustomer) {
  const now = ctx.now()
  await ctx.db.forTenant(me.tenantId).customer.updateMany({ where: { id: me.customerId }, data: { notificationsSeenAt: now } })
  return { notificationsSeenAt: now }
}
