import { idAndBody, paymentReversalInput, waiverInput } from '@gold/core'
import { z } from 'zod'
import { router, staffProcedure } from '../trpc/trpc.ts'
import { loanCorrections } from './corrections-read-service.ts'
import { reversePayment } from './payment-reversal-service.ts'
import { waiveCharges } from './waiver-service.ts'

const byId = z.object({ id: z.string() })

/**
 * Corrections that keep the books true (issue 26): each one service call, one transaction. The
 * permission each needs is on the line above it (the roles branch swaps it into the guard).
 */
export const correctionsRouter = router({
  // permission: loans.read
  ofLoan: staffProcedure
    .input(byId)
    .query(({ ctx, input }) => loanCorrections(ctx.app, ctx.principal.tenantId, input.id)),
  // permission: loans.reverse
  reversePayment: staffProcedure
    .input(idAndBody(paymentReversalInput))
    .mutation(({ ctx, input }) => reversePayment(ctx.app, ctx.principal, input.id, input.body)),
  // permission: loans.waive
  waive: staffProcedure
    .input(idAndBody(waiverInput))
    .mutation(({ ctx, input }) => waiveCharges(ctx.app, ctx.principal, input.id, input.body)),
})
