import {
  MESSAGE_CHANNELS,
  sendReport,
  type AuctionInput,
  type IsoDate,
  assertAuctionDate,
  dateNotAfter,
  goldValuePaise,
  isoDateOf,
  planAuctionNotice,
  planAuctionSale,
  reservePrice,
  financialYearOfDate,
} from '@gold/core'
import { newestStoredRate } from '../gold-rates/gold-rate-service.ts'
import { sendBorrowerMessage, type BorrowerMessageResult } from '../messages/borrower-messages.ts'
import type { AppContext } from '../platform/context.ts'
import { followBorrowerStatus } from './loan-borrower-status.ts'
import { LOAN_SERIES } from './loan-document-number.ts'
import { auctionNotice } from './loan-documents-service.ts'
import { loanFigures, positionOf } from './loan-figures.ts'
import { type LoanJson, auctionJson } from './loan-json.ts'
import { recordLedgerEntries } from './loan-ledger-posting.ts'
import { loanJsonOf, loanOrThrow } from './loan-read-service.ts'
import { LOAN_TX_OPTIONS, lockedLoan, withConflictRetry } from './loan-transaction.ts'
import { type LoanQueries, type LoanRecord, type NewLedgerEntry, loansRepository } from './loans-repository.ts'

export type AuctionNoticeResult = {
  loan: LoanJson
  notice: { number: string; noticedOn: IsoDate; earliestOn: IsoDate }
  /** The notice sent to the borrower (SMS, WhatsApp and email), best-effort, reported like `send` (loans.md 7). */
  send: Omit<BorrowerMessageResult, 'deliveries'>
  /** Each channel's honest status: sent to a provider, written to an outbox, retrying or failed. */
  deliveries: BorrowerMessageResult['deliveries']
}

/**
 * POST /api/loans/{id}/auction-notice (loans.md sections 4 and 7): an Active loan in default
 * (days past due at least the shop's threshold, or past maturity with principal outstanding) moves
 * to AuctionNoticed today, numbered `AN/<FY>/<6 digits>` in the same transaction (gapless), with
 * the earliest auction date the shop's notice days later. After the commit the notice PDF goes to
 * the borrower on every channel they have (the message module); a failed send never undoes the notice.
 */
export async function noticeAuction(ctx: AppContext, tenantId: string, loanId: string): Promise<AuctionNoticeResult> {
  const repo = loansRepository(ctx, tenantId)
  await loanOrThrow(repo, loanId)
  const notice = await withConflictRetry(() =>
    repo.transaction(async (tx) => {
      const loan = await lockedLoan(tx, loanId)
      const now = ctx.now()
      const noticedOn = isoDateOf(now)
      const settings = await tx.settings()
      const { earliestOn } = planAuctionNotice({
        status: loan.status,
        daysPastDue: loanFigures(loan, await tx.ledger(loanId), noticedOn).daysPastDue,
        thresholdDays: settings.defaultThresholdDays,
        maturityOn: loan.maturityOn,
        principalOutstanding: loan.principalOutstanding,
        noticedOn,
        noticeDays: settings.auctionNoticeDays,
      })
      const number = await tx.nextLoanDocumentNumber(LOAN_SERIES.auctionNotice, financialYearOfDate(noticedOn))
      if (!(await tx.noticeAuction(loanId, { number, noticedOn, earliestOn })))
        throw new Error(`loan ${loanId} changed under its row lock`)
      await followBorrowerStatus(tx, loan.customerId, noticedOn, now)
      return { number, noticedOn, earliestOn, customerId: loan.customerId }
    }, LOAN_TX_OPTIONS),
  )
  const loan = await loanJsonOf(repo, await loanOrThrow(repo, loanId), isoDateOf(ctx.now()))
  const { deliveries, ...send } = await sendNotice(ctx, tenantId, loan, notice)
  const issued = { number: notice.number, noticedOn: notice.noticedOn, earliestOn: notice.earliestOn }
  return { loan, notice: issued, send, deliveries }
}

async function sendNotice(
  ctx: AppContext,
  tenantId: string,
  loan: LoanJson,
  notice: { number: string; noticedOn: IsoDate; earliestOn: IsoDate; customerId: string },
): Promise<BorrowerMessageResult> {
  try {
    const file = await auctionNotice(ctx, { tenantId }, loan.id)
    return await sendBorrowerMessage(ctx, tenantId, {
      customerId: notice.customerId,
      loanId: loan.id,
      kind: 'auctionNotice',
      values: {
        loanNumber: loan.loanNumber,
        noticeNumber: notice.number,
        amountPaise: loan.outstanding.total,
        asOf: notice.noticedOn,
        earliestOn: notice.earliestOn,
      },
      dedupeKey: `auctionNotice:${loan.id}:${notice.number}`,
      attachment: file,
    })
  } catch (err) {
    ctx.log.warn({ err, loanId: loan.id }, 'auction notice could not be sent')
    const deliveries = MESSAGE_CHANNELS.map((channel) => ({
      channel,
      status: 'failed' as const,
      detail: 'The notice could not be sent.',
      attempts: 0,
    }))
    return { ...sendReport(deliveries), deliveries }
  }
}

/**
 * The gold's current value (its fine weight at the newest stored 22K rate, priced as a valuation
 * prices it) and the reserve price it gives after `failedAuctions`. Without any stored rate the
 * valuation's own value stands in. The rate is read outside the loan's transaction (PGlite has one
 * connection, which the transaction holds).
 */
async function currentValueOf(ctx: AppContext, q: LoanQueries, loan: LoanRecord) {
  const rate = await newestStoredRate(ctx)
  const weights = await q.fineWeightsMg(loan.valuationId)
  if (rate) return { valuePaise: goldValuePaise(weights, rate.rate22kPaise), rate22kPaise: rate.rate22kPaise }
  const valuation = await q.valuationForLoan(loan.valuationId)
  return { valuePaise: valuation?.totalValuePaise ?? 0, rate22kPaise: null }
}

/**
 * tRPC loans.auctionPreview: what the auction form shows before it submits: the gold's current
 * value, the reserve price the next attempt is held to, the earliest date and the amount to close today.
 */
export async function auctionPreview(ctx: AppContext, tenantId: string, loanId: string) {
  const repo = loansRepository(ctx, tenantId)
  const loan = await loanOrThrow(repo, loanId)
  const current = await currentValueOf(ctx, repo, loan)
  const today = isoDateOf(ctx.now())
  return {
    goldValue: current.valuePaise,
    rate22kPaise: current.rate22kPaise,
    failedAuctions: loan.failedAuctions,
    reservePrice: reservePrice(current.valuePaise, loan.failedAuctions),
    earliestOn: loan.auctionEarliestOn,
    toClose: loanFigures(loan, await repo.ledger(loanId), today).outstanding,
    today,
  }
}

/**
 * POST /api/loans/{id}/auction (loans.md section 7), on an AuctionNoticed loan, dated from the
 * notice period's end to today and not before the last posting: `{failed: true}` records a failed
 * attempt (with the reserve it was held at; after two, the reserve drops to 85%); a sale below the
 * reserve (90% of the gold's current value, 85% after two failures) is refused; otherwise the
 * proceeds are applied like a payment (accrual posted to the sale date, then the AUCTION entry:
 * `amount` the whole sale, components what it paid) and the loan is Auctioned, with a surplus
 * owed to the borrower or a shortfall still outstanding. 201 `{auction, loan}`.
 */
export async function auctionLoan(
  ctx: AppContext,
  tenantId: string,
  userId: string | null,
  loanId: string,
  input: AuctionInput,
) {
  const repo = loansRepository(ctx, tenantId)
  const current = await currentValueOf(ctx, repo, await loanOrThrow(repo, loanId))
  const auctionId = await withConflictRetry(() =>
    repo.transaction(async (tx) => {
      const loan = await lockedLoan(tx, loanId)
      const now = ctx.now()
      const today = isoDateOf(now)
      assertAuctionDate({
        status: loan.status,
        soldOn: input.soldOn,
        earliestOn: loan.auctionEarliestOn,
        lastPostedOn: loan.lastPostedOn,
      })
      const soldOn = dateNotAfter(input.soldOn, today)
      const reserve = reservePrice(current.valuePaise, loan.failedAuctions)
      const record = { loanId, soldOn, reservePrice: reserve, createdById: userId, createdAt: now }
      if (input.sale === null) {
        if (!(await tx.countFailedAuction(loanId, loan.failedAuctions)))
          throw new Error(`loan ${loanId} changed under its row lock`)
        return tx.insertAuction({ ...record, amount: 0, buyer: null, failed: true })
      }
      const plan = planAuctionSale(positionOf(loan, await tx.ledger(loanId)), soldOn, input.sale.amount, reserve)
      const entries = saleEntries(loan, plan, input.sale, soldOn, userId)
      await recordLedgerEntries(tx, loan, entries)
      const sold = await tx.markAuctioned(loanId, {
        ...plan.after,
        ledgerCount: loan.ledgerCount + entries.length,
        auctionedOn: soldOn,
        surplusOwed: plan.surplus,
        closedOn: plan.shortfall === 0 ? soldOn : null,
      })
      if (!sold) throw new Error(`loan ${loanId} changed under its row lock`)
      const id = await tx.insertAuction({
        ...record,
        amount: input.sale.amount,
        buyer: input.sale.buyer,
        failed: false,
      })
      await followBorrowerStatus(tx, loan.customerId, today, now)
      return id
    }, LOAN_TX_OPTIONS),
  )
  const auction = (await repo.auctions(loanId)).find((a) => a.id === auctionId)!
  return {
    auction: auctionJson(auction),
    loan: await loanJsonOf(repo, await loanOrThrow(repo, loanId), isoDateOf(ctx.now())),
  }
}

/** The accrual posted up to the sale date, then the proceeds (`amount` the whole sale; the buyer as reference). */
function saleEntries(
  loan: LoanRecord,
  plan: ReturnType<typeof planAuctionSale>,
  sale: { amount: number; buyer: string },
  soldOn: IsoDate,
  userId: string | null,
): NewLedgerEntry[] {
  const base = { postedOn: soldOn, mode: null, reference: null, paymentId: null, createdById: userId }
  const entries: Omit<NewLedgerEntry, 'seq'>[] = []
  const { interest, penalCharges } = plan.posted
  if (interest > 0)
    entries.push({ ...base, type: 'INTEREST', amount: interest, principal: 0, interest, penalCharges: 0 })
  if (penalCharges > 0)
    entries.push({ ...base, type: 'PENAL_CHARGE', amount: penalCharges, principal: 0, interest: 0, penalCharges })
  entries.push({ ...base, type: 'AUCTION', amount: sale.amount, ...plan.allocation, reference: sale.buyer })
  return entries.map((e, i) => ({ ...e, seq: loan.ledgerCount + 1 + i }))
}
