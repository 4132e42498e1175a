import {
  maskAadhaar,
  borrowerReceipt,
  countInstallments,
  customerErrors,
  isOwedState,
  loanPaymentIdOf,
  customerProfile,
  messageLanguage,
  pageFrom,
  pageRequest,
  valuationErrors,
  type MessageLanguage,
  type PageQuery,
} from '@gold/core'
import { type EmiRecordRow, withInstallmentStates } from '../loans/loan-emi-states.ts'
import { todayOf } from '../loans/loan-read-service.ts'
import { loansRepository } from '../loans/loans-repository.ts'
import type { AppContext } from '../platform/context.ts'
import { syncEmiStatuses } from '../valuations/emi-sync.ts'
import { portalValuationJson } from './portal-valuation-json.ts'
import { portalRepository } from './portal-repository.ts'
import { aadhaarVault } from '../customers/aadhaar-vault.ts'

/** The signed-in borrower (customer principal): tenant and customer always come from the token. */
export type PortalCustomer = { customerId: string; tenantId: string }

const portalOf = (ctx: AppContext, me: PortalCustomer) => portalRepository(ctx, me.tenantId, me.customerId)

/** Where GET /api/portal/valuations/{id}/certificate serves a valuation's PDF (portal-certificate-service.ts). */
export const certificateUrl = (valuationId: string) =>
  `/api/portal/valuations/${encodeURIComponent(valuationId)}/certificate`

/**
 * The borrower's own profile with the shop's name; KYC media as booleans, never URLs; the Aadhaar
 * number masked (the portal shows its last four digits: a lost phone does not give the number away).
 */
export async function portalProfile(ctx: AppContext, me: PortalCustomer) {
  const c = await portalOf(ctx, me).profile()
  if (!c) throw customerErrors.error('notFound')
  const aadhaar = (await aadhaarVault(ctx, me.tenantId).numberOf(c.aadhaarRef)) ?? c.aadhaar
  return {
    ...customerProfile({ ...c, aadhaar: maskAadhaar(aadhaar) }),
    notificationsSeenAt: c.notificationsSeenAt,
    preferredLanguage: messageLanguage(c.preferredLanguage),
    tenant: { name: c.tenant.name, slug: c.tenant.slug },
  }
}

/** The language the shop's SMS, WhatsApp and reminder emails reach the borrower in, chosen by the borrower. */
export async function setPortalLanguage(ctx: AppContext, me: PortalCustomer, language: MessageLanguage) {
  const res = await portalOf(ctx, me).setPreferredLanguage(language)
  if (res.count !== 1) throw customerErrors.error('notFound')
  return { preferredLanguage: language }
}

/**
 * EMI records with what happened to each and what is still owed (core `emiRecordState`): on a
 * loan's schedule, paid, carried or settled as the loan page says, not the `Paid` a closure writes.
 */
const withStates = <R extends EmiRecordRow>(ctx: AppContext, me: PortalCustomer, records: readonly R[]) =>
  withInstallmentStates(loansRepository(ctx, me.tenantId), records, todayOf(ctx))

/**
 * Each valuation's loan (`{id, loanNumber, status}`, or null before one is opened): a valuation's own
 * status is always `Completed`, which told a borrower with an active loan that it was completed.
 */
async function withLoans<V extends { id: string }>(portal: ReturnType<typeof portalOf>, valuations: V[]) {
  const loans = valuations.length ? await portal.loansOfValuations(valuations.map((v) => v.id)) : []
  const byValuation = new Map(loans.map(({ valuationId, ...loan }) => [valuationId, loan]))
  return valuations.map((v) => ({ ...v, certificateUrl: certificateUrl(v.id), loan: byValuation.get(v.id) ?? null }))
}

/**
 * The borrower's valuations, newest first, a keyset page at a time, with their ornaments (no
 * internal notes or rate provenance), the loan opened on each and where to download each certificate.
 */
export async function portalValuations(ctx: AppContext, me: PortalCustomer, query?: PageQuery) {
  const { limit, after } = pageRequest(query)
  const portal = portalOf(ctx, me)
  const rows = await portal.valuationsPage(after, limit + 1)
  const page = pageFrom(rows, limit, (v) => ({ at: v.createdAt, id: v.id }))
  return { items: await withLoans(portal, page.items.map(portalValuationJson)), nextCursor: page.nextCursor }
}

/** One of the borrower's valuations with its loan and EMI schedule (statuses synchronised first); another's is not found. */
export async function portalValuation(ctx: AppContext, me: PortalCustomer, id: string) {
  const portal = portalOf(ctx, me)
  const v = await portal.valuation(id)
  if (!v) throw valuationErrors.error('valuationNotFound')
  await syncEmiStatuses(ctx, me.tenantId, { valuationId: id })
  const [loans, emiSchedule] = await Promise.all([portal.loansOfValuations([id]), portal.emiSchedule(id)])
  const loan = loans.map(({ valuationId: _, ...l }) => l)[0] ?? null
  return {
    ...portalValuationJson(v),
    certificateUrl: certificateUrl(v.id),
    goldReceiptUrl: v.goldReceiptNo ? `/api/portal/valuations/${encodeURIComponent(v.id)}/gold-receipt` : null,
    loan,
    emiSchedule: await withStates(ctx, me, emiSchedule),
  }
}

/** The borrower's EMI schedule across valuations, by due date, a keyset page at a time; statuses synchronised first. */
export async function portalEmiSchedule(ctx: AppContext, me: PortalCustomer, query?: PageQuery) {
  const { limit, after } = pageRequest(query)
  await syncEmiStatuses(ctx, me.tenantId, { customerId: me.customerId })
  const rows = await portalOf(ctx, me).emiPage(after, limit + 1)
  const page = pageFrom(rows, limit, (e) => ({ at: e.dueDate, id: e.id }))
  return { items: await withStates(ctx, me, page.items), nextCursor: page.nextCursor }
}

/**
 * The home page's cards: counts of the installments by what happened to them (an installment a
 * closure or a sale settled is not paid) and the next one still owed, without listing the schedule.
 */
export async function portalEmiSummary(ctx: AppContext, me: PortalCustomer) {
  await syncEmiStatuses(ctx, me.tenantId, { customerId: me.customerId })
  const records = await withStates(ctx, me, await portalOf(ctx, me).emiRecords())
  // A renewal removes the old loan's unpaid records, so none of them reads as carried here.
  const { total, paid, overdue, settled } = countInstallments(records)
  const next = records.find((e) => isOwedState(e.state)) ?? null
  return { total, paid, overdue, settled, next }
}

/**
 * The receipts of the borrower's payments, newest first, a keyset page at a time: one per payment,
 * numbered and named as the borrower sees it everywhere (core `borrowerReceipt`: a payment on a
 * loan is its `PR/` receipt with the loan's mode, never the EMI receipt's `ER-` number).
 */
export async function portalReceipts(ctx: AppContext, me: PortalCustomer, query?: PageQuery) {
  const { limit, after } = pageRequest(query)
  const portal = portalOf(ctx, me)
  const page = pageFrom(await portal.receiptsPage(after, limit + 1), limit, (r) => ({ at: r.createdAt, id: r.id }))
  const paymentIds = page.items.flatMap((r) => loanPaymentIdOf(r.allocation) ?? [])
  const payments = new Map((paymentIds.length ? await portal.loanPayments(paymentIds) : []).map((p) => [p.id, p]))
  return {
    items: page.items.map(({ allocation, ...r }) => ({
      ...r,
      ...borrowerReceipt({ ...r, allocation }, payments.get(loanPaymentIdOf(allocation) ?? '') ?? null),
    })),
    nextCursor: page.nextCursor,
  }
}

/**
 * The borrower's notifications, newest first, a keyset page at a time, each marked unread when
 * newer than the borrower's seen stamp, with the count of unread ones.
 */
export async function portalNotifications(ctx: AppContext, me: PortalCustomer, query?: PageQuery) {
  const { limit, after } = pageRequest(query)
  const portal = portalOf(ctx, me)
  const seenAt = await portal.notificationsSeenAt()
  const [rows, unreadCount] = await Promise.all([
    portal.notificationsPage(after, limit + 1),
    portal.unreadNotificationCount(seenAt),
  ])
  const page = pageFrom(rows, limit, (n) => ({ at: n.createdAt, id: n.id }))
  return {
    notificationsSeenAt: seenAt,
    unreadCount,
    items: page.items.map((n) => ({ ...n, unread: seenAt === null || n.createdAt > seenAt })),
    nextCursor: page.nextCursor,
  }
}

/** Stamp notificationsSeenAt = now: everything shown so far counts as read. */
export async function markNotificationsSeen(ctx: AppContext, me: PortalCustomer) {
  const now = ctx.now()
  await portalOf(ctx, me).markNotificationsSeen(now)
  return { notificationsSeenAt: now }
}
