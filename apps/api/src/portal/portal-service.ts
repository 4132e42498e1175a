import { customerErrors, kycFlags, kycProgress } from '@gold/core'
import type { AppContext } from '../context.ts'
import { syncEmiStatuses } from '../valuations/emi-sync.ts'
import { certificateUrl } from './portal-certificate-service.ts'

/** The signed-in borrower (customer principal): tenant and customer always come from the token. */
export type PortalCustomer = { customerId: string; tenantId: string }

const NOTIFICATION_LIMIT = 100

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

/**
 * The borrower's valuations, newest first, with their ornaments (no internal notes or rate
 * provenance) and where to download each certificate.
 */
export async function portalValuations(ctx: AppContext, me: PortalCustomer) {
  const rows = await ctx.db.forTenant(me.tenantId).valuation.findMany({
    where: { customerId: me.customerId },
    select: {
      id: true, type: true, status: true, goldRate: true, totalGrossWeight: true, totalNetWeight: true, totalValue: true,
      estimatedLoan: true, ltvPercentage: true, interestRate: true, goldReceiptNo: true, goldReceiptIssuedAt: true, createdAt: true,
      ornaments: { select: { id: true, type: true, quantity: true, purity: true, grossWeight: true, netWeight: true, estimatedValue: true }, orderBy: { id: 'asc' } },
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  })
  return rows.map((v) => ({ ...v, certificateUrl: certificateUrl(v.id) }))
}

/** The borrower's EMI schedule across valuations, by due date; statuses synchronised first. */
export async function portalEmiSchedule(ctx: AppContext, me: PortalCustomer) {
  await syncEmiStatuses(ctx, me.tenantId, { customerId: me.customerId })
  return ctx.db.forTenant(me.tenantId).emiRecord.findMany({
    where: { customerId: me.customerId },
    select: { id: true, valuationId: true, installmentNo: true, amount: true, dueDate: true, status: true, paidAt: true },
    orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
  })
}

/** The immutable receipts of the borrower's EMI payments, newest first. */
export async function portalReceipts(ctx: AppContext, me: PortalCustomer) {
  return ctx.db.forTenant(me.tenantId).emiReceipt.findMany({
    where: { customerId: me.customerId },
    select: {
      id: true, receiptNo: true, emiId: true, valuationId: true, amount: true, receivedAmount: true,
      paymentMode: true, paymentReference: true, createdAt: true,
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  })
}

/** The newest 100 notifications, each marked unread when newer than the borrower's seen stamp. */
export async function portalNotifications(ctx: AppContext, me: PortalCustomer) {
  const db = ctx.db.forTenant(me.tenantId)
  const customer = await db.customer.findFirst({ where: { id: me.customerId }, select: { notificationsSeenAt: true } })
  const seenAt = customer?.notificationsSeenAt ?? null
  const rows = await db.notification.findMany({
    where: { customerId: me.customerId },
    select: { id: true, title: true, body: true, link: true, createdAt: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: NOTIFICATION_LIMIT,
  })
  const notifications = rows.map((n) => ({ ...n, unread: seenAt === null || n.createdAt > seenAt }))
  return { notificationsSeenAt: seenAt, unreadCount: notifications.filter((n) => n.unread).length, notifications }
}

/** Stamp notificationsSeenAt = now: everything shown so far counts as read. */
export async function markNotificationsSeen(ctx: AppContext, me: PortalCustomer) {
  const now = ctx.now()
  await ctx.db.forTenant(me.tenantId).customer.updateMany({ where: { id: me.customerId }, data: { notificationsSeenAt: now } })
  return { notificationsSeenAt: now }
}
