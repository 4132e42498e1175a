import { loanPayInput, pageQuery, paymentConfirmationInput, preferredLanguageInput } from '@gold/core'
import { z } from 'zod'
import { customerProcedure, router } from '../trpc/trpc.ts'
import { portalLoan, portalLoanUpi, portalLoans, portalLoansSummary } from './portal-loans-service.ts'
import {
  confirmLoanPayment,
  loanPaymentState,
  payOnlineAvailable,
  startLoanPayment,
} from '../gateway/loan-pay-service.ts'
import {
  markNotificationsSeen,
  portalEmiSchedule,
  portalEmiSummary,
  portalNotifications,
  portalProfile,
  portalReceipts,
  portalValuation,
  portalValuations,
  setPortalLanguage,
} from './portal-service.ts'

/** Borrower portal (customer token on the tenant's subdomain). Personal data: never cached. */
const portalProcedure = customerProcedure.use(({ ctx, next }) => {
  ctx.res.setHeader('Cache-Control', 'no-store')
  return next({ ctx: { ...ctx, me: { customerId: ctx.principal.customerId, tenantId: ctx.principal.tenantId } } })
})

export const portalRouter = router({
  profile: portalProcedure.query(({ ctx }) => portalProfile(ctx.app, ctx.me)),
  /** The lists are keyset pages: `{items, nextCursor}` (notifications add `unreadCount` and `notificationsSeenAt`). */
  valuations: portalProcedure
    .input(pageQuery.optional())
    .query(({ ctx, input }) => portalValuations(ctx.app, ctx.me, input)),
  valuation: portalProcedure
    .input(z.object({ id: z.string().max(100) }))
    .query(({ ctx, input }) => portalValuation(ctx.app, ctx.me, input.id)),
  emiSchedule: portalProcedure
    .input(pageQuery.optional())
    .query(({ ctx, input }) => portalEmiSchedule(ctx.app, ctx.me, input)),
  emiSummary: portalProcedure.query(({ ctx }) => portalEmiSummary(ctx.app, ctx.me)),
  receipts: portalProcedure
    .input(pageQuery.optional())
    .query(({ ctx, input }) => portalReceipts(ctx.app, ctx.me, input)),
  notifications: portalProcedure
    .input(pageQuery.optional())
    .query(({ ctx, input }) => portalNotifications(ctx.app, ctx.me, input)),
  /** The borrower's loan accounts (issue 15): figures as of today, as the staff API computes them. */
  loans: portalProcedure.input(pageQuery.optional()).query(({ ctx, input }) => portalLoans(ctx.app, ctx.me, input)),
  loan: portalProcedure
    .input(z.object({ id: z.string().max(100) }))
    .query(({ ctx, input }) => portalLoan(ctx.app, ctx.me, input.id)),
  /** Issue 27: the shop's UPI QR codes for the loan (to close today, the next due); null without a UPI ID. */
  loanUpi: portalProcedure
    .input(z.object({ id: z.string().max(100) }))
    .query(({ ctx, input }) => portalLoanUpi(ctx.app, ctx.me, input.id)),
  loansSummary: portalProcedure.query(({ ctx }) => portalLoansSummary(ctx.app, ctx.me)),
  /**
   * Paying a loan online on the shop's own gateway (issue 27): start an order for the next due, an
   * amount or the amount to close; confirm it from the checkout's callback; read where it stands.
   * `payOnline`: whether the shop takes payments online at all.
   */
  payOnline: portalProcedure.query(({ ctx }) => payOnlineAvailable(ctx.app, ctx.me)),
  startPayment: portalProcedure
    .input(loanPayInput)
    .mutation(({ ctx, input }) => startLoanPayment(ctx.app, ctx.me, input)),
  confirmPayment: portalProcedure
    .input(paymentConfirmationInput)
    .mutation(({ ctx, input }) => confirmLoanPayment(ctx.app, ctx.me, input)),
  payment: portalProcedure
    .input(z.object({ orderId: z.string().max(100) }))
    .query(({ ctx, input }) => loanPaymentState(ctx.app, ctx.me, input.orderId)),
  markNotificationsSeen: portalProcedure.mutation(({ ctx }) => markNotificationsSeen(ctx.app, ctx.me)),
  /** `{ preferredLanguage }`: `en`, `hi` or `ta`, the language of the shop's messages to the borrower. */
  setLanguage: portalProcedure
    .input(preferredLanguageInput)
    .mutation(({ ctx, input }) => setPortalLanguage(ctx.app, ctx.me, input.preferredLanguage)),
})
