import {
  type IsoDate,
  type LoanListQuery,
  auctionNoticeAllowed,
  bpToPercent,
  checkLoanToValue,
  closureQuote as quoteOf,
  decodePageCursor,
  encodePageCursor,
  isoDateOf,
  liveEntries,
  loanErrors,
  releaseDaysLeft,
  valuationErrors,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { isOwing, positionOf } from './loan-figures.ts'
import { installmentsJson } from './loan-installments-json.ts'
import { type LoanJson, loanDetailJson, loanJson, reversalsByPayment } from './loan-json.ts'
import { type LedgerRecord, type LoanQueries, type LoanRecord, loansRepository } from './loans-repository.ts'
import { ltvValueOf, regulatorClosings } from './loan-ltv-value.ts'
import { goldRulesPreview } from './loan-gold-rules-preview.ts'

const PAGE_SIZE = 50
const DASHBOARD_ROWS = 100

export const todayOf = (ctx: AppContext): IsoDate => isoDateOf(ctx.now())

/** The loan JSON of several loans, each with its borrower, gold receipt and ledger (three reads in all). */
export async function loanJsons(q: LoanQueries, loans: LoanRecord[], today: IsoDate): Promise<LoanJson[]> {
  const [borrowers, receipts, ledgers] = await Promise.all([
    q.borrowers([...new Set(loans.map((l) => l.customerId))]),
    q.goldReceipts(loans.map((l) => l.valuationId)),
    q.ledgers(loans.map((l) => l.id)),
  ])
  return loans.map((l) =>
    loanJson(l, {
      customer: borrowers.get(l.customerId) ?? null,
      goldReceiptNo: receipts.get(l.valuationId) ?? null,
      ledger: ledgers.get(l.id) ?? [],
      today,
    }),
  )
}

export async function loanOrThrow(q: LoanQueries, id: string): Promise<LoanRecord> {
  const loan = id.trim() === '' ? null : await q.loan(id)
  if (!loan) throw loanErrors.error('loanNotFound')
  return loan
}

export async function loanJsonOf(q: LoanQueries, loan: LoanRecord, today: IsoDate): Promise<LoanJson> {
  return (await loanJsons(q, [loan], today))[0]!
}

/** GET /api/loans/{id}. */
export async function getLoan(ctx: AppContext, tenantId: string, id: string) {
  return (await readLoanDetail(ctx, tenantId, id, 'contract')).detail
}

/** tRPC loans.get: GET /api/loans/{id} plus what happened to each installment (`installmentsJson`)
 * and whether an auction notice may be sent today. */
export async function getLoanView(ctx: AppContext, tenantId: string, id: string) {
  const { q, loan, ledger, detail, auctionNotice } = await readLoanDetail(ctx, tenantId, id, 'staff')
  return { ...detail, ...auctionNotice, ...(await installmentsJson(q, loan, ledger, todayOf(ctx))) }
}

/** Entry types loans.md does not name (issue 26's corrections): the staff app's and the portal's to show. */
const CORRECTION_ENTRY_TYPES: readonly string[] = ['WAIVER', 'WRITE_OFF']

/** The ledger GET /api/loans/{id} shows: reversed entries and corrections left out (see `readLoanDetail`). */
const contractLedger = (ledger: readonly LedgerRecord[]) =>
  liveEntries(ledger).filter((e) => !CORRECTION_ENTRY_TYPES.includes(e.type))

/**
 * The loan's detail. `contract` (GET /api/loans/{id}): loans.md names no correction, so a reversed
 * payment is shown as never made: its entries, their REVERSAL entries and the payment are left out
 * (the figures are the same either way); a WAIVER or WRITE_OFF entry is left out too, its effect
 * stands in `outstanding` and `status`. `staff` (tRPC): the whole ledger, each payment's reversal.
 */
async function readLoanDetail(ctx: AppContext, tenantId: string, id: string, view: 'contract' | 'staff') {
  const q = loansRepository(ctx, tenantId)
  const loan = await loanOrThrow(q, id)
  const [wholeLedger, allPayments, borrowers, receipts, auctions, settings, corrections] = await Promise.all([
    q.ledger(loan.id),
    q.payments(loan.id),
    q.borrowers([loan.customerId]),
    q.goldReceipts([loan.valuationId]),
    q.auctions(loan.id),
    q.settings(),
    q.corrections(loan.id),
  ])
  const reversals = reversalsByPayment(corrections)
  const ledger = view === 'contract' ? contractLedger(wholeLedger) : wholeLedger
  const payments = view === 'contract' ? allPayments.filter((p) => !reversals.has(p.id)) : allPayments
  const userNames = await q.userNames([...new Set(ledger.flatMap((e) => (e.createdById ? [e.createdById] : [])))])
  const today = todayOf(ctx)
  const detail = loanDetailJson(loan, {
    customer: borrowers.get(loan.customerId) ?? null,
    goldReceiptNo: receipts.get(loan.valuationId) ?? null,
    ledger,
    payments,
    userNames,
    auctions,
    today,
    ...(view === 'staff' ? { reversals } : {}),
  })
  const auctionNotice = {
    /** The shop's default threshold, and whether POST …/auction-notice would be accepted today. */
    defaultThresholdDays: settings.defaultThresholdDays,
    auctionNoticeAllowed: auctionNoticeAllowed({
      status: loan.status,
      daysPastDue: detail.daysPastDue,
      thresholdDays: settings.defaultThresholdDays,
      maturityOn: loan.maturityOn,
      principalOutstanding: loan.principalOutstanding,
      noticedOn: today,
    }),
  }
  return { q, loan, ledger, detail, auctionNotice }
}

/** GET /api/loans and tRPC loans.list: one page newest first, 50 a page. */
export async function listLoans(ctx: AppContext, tenantId: string, query: LoanListQuery) {
  const q = loansRepository(ctx, tenantId)
  const today = todayOf(ctx)
  const after = query.cursor ? decodePageCursor(query.cursor) : null
  const rows = await q.listPage(
    {
      status: query.status,
      customerId: query.customerId,
      search: query.search,
      overdueBefore: query.overdue ? today : null,
    },
    after,
    PAGE_SIZE + 1,
  )
  const page = rows.slice(0, PAGE_SIZE)
  const last = page[page.length - 1]
  return {
    items: await loanJsons(q, page, today),
    nextCursor: rows.length > PAGE_SIZE && last ? encodePageCursor({ at: last.createdAt, id: last.id }) : null,
  }
}

/** GET /api/loans/{id}/closure-quote: `asOf` null is today; never before the last posting. */
export async function closureQuote(ctx: AppContext, tenantId: string, id: string, asOf: IsoDate | null) {
  const q = loansRepository(ctx, tenantId)
  const loan = await loanOrThrow(q, id)
  const date = asOf ?? todayOf(ctx)
  if (!isOwing(loan)) {
    if (date < loan.lastPostedOn) throw loanErrors.error('quoteBeforeLastPayment')
    return { asOf: date, principal: 0, interest: 0, penalCharges: 0, total: 0 }
  }
  const quote = quoteOf(positionOf(loan, await q.ledger(loan.id)), date)
  return {
    asOf: quote.asOf,
    principal: quote.principal,
    interest: quote.interest,
    penalCharges: quote.penalCharges,
    total: quote.total,
  }
}

/** tRPC loans.dashboard: gold awaiting release with the days left, and overdue loans. */
export async function loanDashboard(ctx: AppContext, tenantId: string) {
  const q = loansRepository(ctx, tenantId)
  const today = todayOf(ctx)
  const closed = await q.awaitingRelease(DASHBOARD_ROWS)
  const overdue = await q.listPage(
    { status: null, customerId: null, search: null, overdueBefore: today },
    null,
    DASHBOARD_ROWS,
  )
  const [awaitingJson, overdueJson] = await Promise.all([loanJsons(q, closed, today), loanJsons(q, overdue, today)])
  return {
    awaitingRelease: awaitingJson.map((loan) => ({
      loan,
      releaseDueBy: loan.releaseDueBy,
      daysLeft: loan.releaseDueBy === null ? null : releaseDaysLeft(loan.releaseDueBy, today),
    })),
    overdue: overdueJson.sort((a, b) => b.daysPastDue - a.daysPastDue),
  }
}

/**
 * tRPC loans.preview: what the Disburse form needs to show the loan-to-value headroom before it
 * submits: the valuation, the borrower's exposure, the shop's ceilings and, per scheme, the
 * largest principal allowed (a bullet loan's for a given rate and tenure depends on them, so the
 * form recomputes it with core `checkLoanToValue` as the fields change).
 */
export async function loanPreview(
  ctx: AppContext,
  tenantId: string,
  valuationId: string,
  renewingLoanId: string | null = null,
) {
  const q = loansRepository(ctx, tenantId)
  const valuation = await q.valuationForLoan(valuationId)
  if (!valuation) throw valuationErrors.error('valuationNotFound')
  const [borrowers, existingExposure, settings, existingLoan] = await Promise.all([
    q.borrowers([valuation.customerId]),
    q.openExposure(valuation.customerId),
    q.settings(),
    q.loanByValuation(valuationId),
  ])
  const today = todayOf(ctx)
  // The value a loan dated today would be tested against; a back-dated one may differ slightly,
  // and the server's answer on submit is the one that counts.
  const ltvValue = await ltvValueOf(q, valuation, await regulatorClosings(ctx, tenantId, today), today)
  const valuePaise = ltvValue.paise
  const maxFor = (bullet: { annualRateBp: number; days: number } | null) =>
    checkLoanToValue({ valuePaise, existingExposure, principal: 0, bullet, ceilings: settings.ceilings }).maxPrincipal
  return {
    valuation: {
      id: valuation.id,
      type: valuation.type,
      totalValue: valuation.totalValuePaise,
      goldReceiptNo: valuation.goldReceiptNo,
      customer: borrowers.get(valuation.customerId) ?? null,
    },
    loanId: existingLoan?.id ?? null,
    ltvValue,
    existingExposure,
    ceilings: settings.ceilings,
    /** The shop's loan defaults the form starts from (percent a year, days). */
    defaults: { penalRate: bpToPercent(settings.penalRateBp), graceDays: settings.graceDays },
    /** Issue 28: null unless the shop applies RBI's 2025 rules (then a purpose is required). */
    goldRules: settings.goldRules2025 ? await goldRulesPreview(q, valuation, renewingLoanId) : null,
    maxPrincipalByScheme: {
      EMI: maxFor(null),
      MONTHLY_INTEREST: maxFor(null),
      /** With no interest; the form tests its own rate and tenure. */
      BULLET: maxFor(null),
    },
    today,
  }
}
