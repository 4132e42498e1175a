import { type IsoDate, bpToPercent } from '@gold/core'
import { loanFigures } from './loan-figures.ts'
import type {
  AuctionRecord,
  BorrowerSummary,
  CorrectionRecord,
  LedgerRecord,
  LoanRecord,
  PaymentRecord,
} from './loans-repository.ts'

/** What the loan JSON needs beside the loan row: its borrower, gold receipt number and ledger. */
export type LoanContext = {
  customer: BorrowerSummary | null
  goldReceiptNo: string | null
  ledger: readonly LedgerRecord[]
  today: IsoDate
}

/** A loan's terms as the API and its documents show them: amounts in paise, rates in percent. */
export const loanTermsJson = (loan: LoanRecord) => ({
  scheme: loan.scheme,
  principal: loan.principal,
  annualRate: bpToPercent(loan.annualRateBp),
  penalRate: bpToPercent(loan.penalRateBp),
  graceDays: loan.graceDays,
  tenureMonths: loan.tenureMonths,
  disbursedOn: loan.disbursedOn,
  maturityOn: loan.maturityOn,
  disbursementMode: loan.disbursementMode,
  disbursementReference: loan.disbursementReference,
})

/** The loan of loans.md section 1 (REST and tRPC alike); amounts in paise, rates in percent. */
export function loanJson(loan: LoanRecord, c: LoanContext) {
  const figures = loanFigures(loan, c.ledger, c.today)
  return {
    id: loan.id,
    loanNumber: loan.loanNumber,
    valuationId: loan.valuationId,
    customerId: loan.customerId,
    customer: c.customer,
    goldReceiptNo: c.goldReceiptNo,
    ...loanTermsJson(loan),
    status: loan.status,
    outstanding: figures.outstanding,
    nextDue: figures.nextDue,
    daysPastDue: figures.daysPastDue,
    closedOn: loan.closedOn,
    releaseDueBy: loan.releaseDueBy,
    releasedOn: loan.releasedOn,
    releasedTo: loan.releasedTo,
    sealIntact: loan.sealIntact,
    releaseDelayDays: loan.releaseDelayDays,
    releaseCompensation: loan.releaseCompensation,
    renewedFromId: loan.renewedFromId,
    renewedToId: loan.renewedToId,
    /** Issue 28: `consumption`, `incomeGenerating`, or null (opened without one). */
    purpose: loan.purpose,
    /** The value the loan-to-value test used and why; null on loans opened before it was recorded. */
    ltvValue:
      loan.ltvValuePaise === null || loan.ltvValueBasis === null
        ? null
        : { paise: loan.ltvValuePaise, basis: loan.ltvValueBasis },
    auction:
      loan.auctionNoticeNumber === null
        ? null
        : {
            noticeNumber: loan.auctionNoticeNumber,
            noticedOn: loan.auctionNoticedOn,
            earliestOn: loan.auctionEarliestOn,
            failedAuctions: loan.failedAuctions,
            auctionedOn: loan.auctionedOn,
          },
    /** Sale proceeds above the amount to close still owed to the borrower (0 once paid out). */
    surplusOwed: loan.surplusPaidOn === null ? loan.surplusOwed : 0,
    surplusPaid: loan.surplusPaidOn === null ? 0 : loan.surplusOwed,
    surplusPaidOn: loan.surplusPaidOn,
    createdAt: loan.createdAt,
  }
}

export type LoanJson = ReturnType<typeof loanJson>

export function paymentJson(p: PaymentRecord) {
  return {
    id: p.id,
    receiptNumber: p.receiptNumber,
    amount: p.amount,
    penalCharges: p.penalCharges,
    interest: p.interest,
    principal: p.principal,
    paidOn: p.paidOn,
    mode: p.mode,
    reference: p.reference,
  }
}

export type LoanPaymentJson = ReturnType<typeof paymentJson>

/** A payment taken back: the cancellation note that cancelled its receipt, when and why. */
export type PaymentReversalJson = { noteNumber: string | null; postedOn: IsoDate; reason: string }

/** Each reversed payment's reversal, by payment id. */
export const reversalsByPayment = (corrections: readonly CorrectionRecord[]): Map<string, PaymentReversalJson> =>
  new Map(
    corrections.flatMap((c) =>
      c.kind === 'paymentReversal' && c.paymentId
        ? [[c.paymentId, { noteNumber: c.noteNumber, postedOn: c.postedOn, reason: c.reason }] as const]
        : [],
    ),
  )

export const auctionJson = (a: AuctionRecord) => ({
  id: a.id,
  soldOn: a.soldOn,
  amount: a.amount,
  buyer: a.buyer,
  failed: a.failed,
  reservePrice: a.reservePrice,
})

/** GET /api/loans/{id}: the loan with its ledger (oldest first), schedule with coverage and payments. */
export function loanDetailJson(
  loan: LoanRecord,
  c: LoanContext & {
    payments: readonly PaymentRecord[]
    userNames: ReadonlyMap<string, string>
    auctions?: readonly AuctionRecord[]
    /** The staff app's and the portal's view (issue 26): each reversed payment's reversal. */
    reversals?: ReadonlyMap<string, PaymentReversalJson>
  },
) {
  const figures = loanFigures(loan, c.ledger, c.today)
  return {
    ...loanJson(loan, c),
    ledger: c.ledger.map((e) => ({
      id: e.id,
      type: e.type,
      amount: e.amount,
      principal: e.principal,
      interest: e.interest,
      penalCharges: e.penalCharges,
      postedOn: e.postedOn,
      mode: e.mode,
      reference: e.reference,
      createdBy: e.createdById === null ? null : (c.userNames.get(e.createdById) ?? null),
      createdAt: e.createdAt,
      ...(e.reversesId ? { reversesId: e.reversesId } : {}),
    })),
    schedule: figures.coverage.map((d) => ({ dueOn: d.dueOn, amount: d.amount, covered: d.covered })),
    // A reversed payment carries its reversal; the others answer as before (issue 26).
    payments: c.payments.map((p): LoanPaymentJson & { reversal?: PaymentReversalJson } => {
      const reversal = c.reversals?.get(p.id)
      return reversal ? { ...paymentJson(p), reversal } : paymentJson(p)
    }),
    /** Each auction attempt, oldest first: a sale, or a failed attempt, with the reserve it was held at. */
    auctions: (c.auctions ?? []).map(auctionJson),
  }
}

export type LoanDetailJson = ReturnType<typeof loanDetailJson>
