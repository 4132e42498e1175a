import {
  asOfQuery,
  auctionBody,
  renewLoanBody,
  surplusPayoutBody,
  modeAndReferenceBody,
  holidayBody,
  holidayDateBody,
  idAndBody,
  loanListQuery,
  loanPaymentBody,
  loanSettingsBody,
  openLoanBody,
  parseLoanListQuery,
  releaseWithHandoverBody,
} from '@gold/core'
import { z } from 'zod'
import { router, permittedProcedure } from '../trpc/trpc.ts'
import {
  requestAuction,
  requestCompensationPayout,
  requestLoanPayment,
  requestOpenLoan,
  requestRelease,
  requestRenewLoan,
  requestSurplusPayout,
} from './loan-approval-gates.ts'
import { closureQuote, getLoanView, listLoans, loanDashboard, loanPreview } from './loan-read-service.ts'
import { releaseCompensationOf } from './loan-release-compensation-service.ts'
import { auctionPreview, noticeAuction } from './loan-auction-service.ts'
import { addLoanHoliday, getLoanSettings, removeLoanHoliday, updateLoanSettings } from './loan-settings-service.ts'

const byId = z.object({ id: z.string() })

/**
 * The staff app's loans (loans.md): the same services and core input schemas as the REST routes.
 * A gated action answers `{pending}` when a shop's approval rule holds it (issue 26).
 */
export const loansRouter = router({
  /** One page (`{items, nextCursor}`, 50 a page) newest first, with the REST filters. */
  list: permittedProcedure('loans.read')
    .input(loanListQuery.optional())
    .query(({ ctx, input }) => listLoans(ctx.app, ctx.principal.tenantId, input ?? parseLoanListQuery({}))),
  /** The loan with its ledger, schedule (covered or not), payments and what happened to each installment. */
  get: permittedProcedure('loans.read')
    .input(byId)
    .query(({ ctx, input }) => getLoanView(ctx.app, ctx.principal.tenantId, input.id)),
  open: permittedProcedure('loans.disburse')
    .input(openLoanBody)
    .mutation(({ ctx, input }) => requestOpenLoan(ctx.app, ctx.principal, input)),
  quote: permittedProcedure('loans.read')
    .input(asOfQuery)
    .query(({ ctx, input }) => closureQuote(ctx.app, ctx.principal.tenantId, input.id, input.asOf)),
  /** `{status, payment, loan}`: status 200 is a replay of the same idempotencyKey (nothing recorded). */
  pay: permittedProcedure('loans.collect')
    .input(idAndBody(loanPaymentBody))
    .mutation(({ ctx, input }) => requestLoanPayment(ctx.app, ctx.principal, input.id, input.body)),
  release: permittedProcedure('loans.release')
    .input(idAndBody(releaseWithHandoverBody))
    .mutation(({ ctx, input }) => requestRelease(ctx.app, ctx.principal, input.id, input.body)),
  /** What the Disburse form shows before it submits: value, exposure, ceilings, largest principal. */
  preview: permittedProcedure('loans.read')
    .input(z.object({ valuationId: z.string(), renewingLoanId: z.string().nullish() }))
    .query(({ ctx, input }) =>
      loanPreview(ctx.app, ctx.principal.tenantId, input.valuationId, input.renewingLoanId ?? null),
    ),
  /** The new loan (`renewedFromId`); the old one is Renewed (`renewedToId`). */
  renew: permittedProcedure('loans.renew')
    .input(idAndBody(renewLoanBody))
    .mutation(({ ctx, input }) => requestRenewLoan(ctx.app, ctx.principal, input.id, input.body)),
  /** `{loan, notice: {number, noticedOn, earliestOn}, send: {sent, skipped, failed}, deliveries}`. */
  noticeAuction: permittedProcedure('loans.auction')
    .input(byId)
    .mutation(({ ctx, input }) => noticeAuction(ctx.app, ctx.principal.tenantId, input.id)),
  /** What the auction form shows: gold value, reserve price, earliest date, amount to close today. */
  auctionPreview: permittedProcedure('loans.read')
    .input(byId)
    .query(({ ctx, input }) => auctionPreview(ctx.app, ctx.principal.tenantId, input.id)),
  /** `{auction, loan}`: a sale (`{soldOn, amount, buyer}`) or a failed attempt (`{soldOn, failed: true}`). */
  auction: permittedProcedure('loans.auction')
    .input(idAndBody(auctionBody))
    .mutation(({ ctx, input }) => requestAuction(ctx.app, ctx.principal, input.id, input.body)),
  paySurplus: permittedProcedure('loans.payout')
    .input(idAndBody(surplusPayoutBody))
    .mutation(({ ctx, input }) => requestSurplusPayout(ctx.app, ctx.principal, input.id, input.body)),
  /** The compensation owed for a late release (null when none) and whether it was paid out. */
  releaseCompensation: permittedProcedure('loans.read')
    .input(byId)
    .query(({ ctx, input }) => releaseCompensationOf(ctx.app, ctx.principal.tenantId, input.id)),
  payReleaseCompensation: permittedProcedure('loans.payout')
    .input(idAndBody(modeAndReferenceBody))
    .mutation(({ ctx, input }) => requestCompensationPayout(ctx.app, ctx.principal, input.id, input.body)),
  dashboard: permittedProcedure('shop.read').query(({ ctx }) => loanDashboard(ctx.app, ctx.principal.tenantId)),
  settings: router({
    get: permittedProcedure('loans.settings').query(({ ctx }) => getLoanSettings(ctx.app, ctx.principal.tenantId)),
    update: permittedProcedure('loans.settings')
      .input(loanSettingsBody)
      .mutation(({ ctx, input }) => updateLoanSettings(ctx.app, ctx.principal.tenantId, input)),
    addHoliday: permittedProcedure('loans.settings')
      .input(holidayBody)
      .mutation(({ ctx, input }) => addLoanHoliday(ctx.app, ctx.principal.tenantId, input)),
    removeHoliday: permittedProcedure('loans.settings')
      .input(holidayDateBody)
      .mutation(({ ctx, input }) => removeLoanHoliday(ctx.app, ctx.principal.tenantId, input)),
  }),
})
