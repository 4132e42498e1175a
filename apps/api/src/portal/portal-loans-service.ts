import { loanErrors, pageFrom, pageRequest, type PageQuery } from '@gold/core'
import { installmentsJson } from '../loans/loan-installments-json.ts'
import { loanDetailJson, type LoanJson, reversalsByPayment } from '../loans/loan-json.ts'
import { isOpen } from '../loans/loan-figures.ts'
import { loanJsons, todayOf } from '../loans/loan-read-service.ts'
import { loansRepository, type LoanQueries, type LoanRecord } from '../loans/loans-repository.ts'
import type { AppContext } from '../platform/context.ts'
import { shopUpiQr } from '../shop/shop-upi-service.ts'
import type { PortalCustomer } from './portal-service.ts'

/**
 * The borrower's view of a loan: the staff JSON's figures (the same projection, so the two can
 * never disagree) without what is the shop's business: the borrower block (it is them), the
 * ledger with the staff who posted it, the disbursement reference.
 */
function portalLoanJson(l: LoanJson, asOf: string) {
  return {
    asOf,
    id: l.id,
    loanNumber: l.loanNumber,
    valuationId: l.valuationId,
    goldReceiptNo: l.goldReceiptNo,
    scheme: l.scheme,
    principal: l.principal,
    annualRate: l.annualRate,
    penalRate: l.penalRate,
    graceDays: l.graceDays,
    tenureMonths: l.tenureMonths,
    disbursedOn: l.disbursedOn,
    maturityOn: l.maturityOn,
    disbursementMode: l.disbursementMode,
    status: l.status,
    outstanding: l.outstanding,
    nextDue: l.nextDue,
    daysPastDue: l.daysPastDue,
    closedOn: l.closedOn,
    releaseDueBy: l.releaseDueBy,
    releasedOn: l.releasedOn,
    releaseDelayDays: l.releaseDelayDays,
    releaseCompensation: l.releaseCompensation,
    renewedFromId: l.renewedFromId,
    renewedToId: l.renewedToId,
    auction: l.auction,
    surplusOwed: l.surplusOwed,
    surplusPaid: l.surplusPaid,
    surplusPaidOn: l.surplusPaidOn,
    createdAt: l.createdAt,
  }
}

const loansOf = (ctx: AppContext, me: PortalCustomer) => loansRepository(ctx, me.tenantId)

/** One of the borrower's own loans; anyone else's (or another shop's) reads as 404 `Loan not found.` */
async function ownLoan(q: LoanQueries, me: PortalCustomer, id: string): Promise<LoanRecord> {
  const loan = id.trim() === '' ? null : await q.loan(id)
  if (!loan || loan.customerId !== me.customerId) throw loanErrors.error('loanNotFound')
  return loan
}

/** tRPC portal.loans: the borrower's loans, newest first, a keyset page at a time, figures as of today. */
export async function portalLoans(ctx: AppContext, me: PortalCustomer, query?: PageQuery) {
  const { limit, after } = pageRequest(query)
  const q = loansOf(ctx, me)
  const today = todayOf(ctx)
  const filter = { status: null, customerId: me.customerId, search: null, overdueBefore: null }
  const page = pageFrom(await q.listPage(filter, after, limit + 1), limit, (l) => ({ at: l.createdAt, id: l.id }))
  const items = await loanJsons(q, page.items, today)
  return { items: items.map((l) => portalLoanJson(l, today)), nextCursor: page.nextCursor }
}

/**
 * tRPC portal.loan: one of the borrower's loans with its schedule (covered or not) and what happened
 * to each installment, every payment, newest first, with its receipt number, and the auction sale if
 * there was one.
 */
export async function portalLoan(ctx: AppContext, me: PortalCustomer, id: string) {
  const q = loansOf(ctx, me)
  const loan = await ownLoan(q, me, id)
  const today = todayOf(ctx)
  const [ledger, payments, receipts, auctions, corrections] = await Promise.all([
    q.ledger(loan.id),
    q.payments(loan.id),
    q.goldReceipts([loan.valuationId]),
    q.auctions(loan.id),
    q.corrections(loan.id),
  ])
  const detail = loanDetailJson(loan, {
    customer: null,
    goldReceiptNo: receipts.get(loan.valuationId) ?? null,
    ledger,
    payments,
    userNames: new Map(),
    today,
    // A reversed payment stays listed with its cancellation note (issue 26), so the borrower sees why.
    reversals: reversalsByPayment(corrections),
  })
  return {
    ...portalLoanJson(detail, today),
    schedule: detail.schedule,
    ...(await installmentsJson(q, loan, ledger, today)),
    payments: [...detail.payments].reverse(),
    /** The sale of the gold, when it was auctioned: its date and price (the buyer is the shop's business). */
    sale: auctions.flatMap((a) => (a.failed ? [] : [{ soldOn: a.soldOn, amount: a.amount }]))[0] ?? null,
  }
}

/**
 * tRPC portal.loansSummary (the home page): what closes all the borrower's open loans today, the
 * earliest next due among them and how many are overdue.
 */
export async function portalLoansSummary(ctx: AppContext, me: PortalCustomer) {
  const q = loansOf(ctx, me)
  const today = todayOf(ctx)
  const open = await loanJsons(q, (await q.customerLoans(me.customerId)).filter(isOpen), today)
  const next = open
    .flatMap((l) => (l.nextDue ? [{ loanId: l.id, loanNumber: l.loanNumber, ...l.nextDue }] : []))
    .sort((a, b) => (a.dueOn === b.dueOn ? 0 : a.dueOn < b.dueOn ? -1 : 1))[0]
  return {
    asOf: today,
    openLoans: open.length,
    toCloseToday: open.reduce((sum, l) => sum + l.outstanding.total, 0),
    overdueLoans: open.filter((l) => l.daysPastDue > 0).length,
    nextDue: next ?? null,
  }
}

/**
 * tRPC portal.loanUpi (issue 27): the shop's UPI QR codes for one of the borrower's open loans, for
 * today's amount to close and for the next due; null when the shop has no UPI ID or the loan is not open.
 */
export async function portalLoanUpi(ctx: AppContext, me: PortalCustomer, id: string) {
  const q = loansOf(ctx, me)
  const loan = await ownLoan(q, me, id)
  if (!isOpen(loan)) return null
  const [json] = await loanJsons(q, [loan], todayOf(ctx))
  const qr = (amountPaise: number) => shopUpiQr(ctx, me.tenantId, { amountPaise, loanNumber: loan.loanNumber })
  const toClose = await qr(json!.outstanding.total)
  if (!toClose) return null
  const nextDue =
    json!.nextDue && json!.nextDue.amount < json!.outstanding.total ? await qr(json!.nextDue.amount) : null
  return {
    upiId: toClose.upiId,
    payeeName: toClose.payeeName,
    toClose: { amount: toClose.amountPaise, uri: toClose.uri, qrDataUrl: toClose.qrDataUrl },
    nextDue: nextDue && { amount: nextDue.amountPaise, uri: nextDue.uri, qrDataUrl: nextDue.qrDataUrl },
  }
}
