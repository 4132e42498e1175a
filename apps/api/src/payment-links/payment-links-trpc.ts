import { paymentLinkInput } from '@gold/core'
import { z } from 'zod'
import { customerProcedure, permittedProcedure, publicProcedure, router } from '../trpc/trpc.ts'
import { openPaymentLink, paymentLinkLanding } from './payment-link-landing-service.ts'
import { listPaymentLinks, sendPaymentLink } from './payment-link-service.ts'

const loanId = z.string().max(100)
const token = z.string().max(200)

/** Issue 27: staff send a borrower a link to pay on the portal; the portal's landing page opens it. */
export const paymentLinksRouter = router({
  send: permittedProcedure('loans.sendPaymentLink')
    .input(z.object({ loanId, body: paymentLinkInput }))
    .mutation(({ ctx, input }) => sendPaymentLink(ctx.app, ctx.principal, input.loanId, input.body)),
  list: permittedProcedure('loans.read')
    .input(z.object({ loanId }))
    .query(({ ctx, input }) => listPaymentLinks(ctx.app, ctx.principal.tenantId, input.loanId)),
  landing: publicProcedure
    .input(z.object({ tenant: z.string().max(100), token }))
    .query(({ ctx, input }) => paymentLinkLanding(ctx.app, input)),
  open: customerProcedure
    .input(z.object({ token }))
    .mutation(({ ctx, input }) => openPaymentLink(ctx.app, ctx.principal, input.token)),
})
