import { idAndBody, paymentReversalInput, reasonInput, waiverInput } from '@gold/core'
import { z } from 'zod'
import { permittedProcedure, router } from '../trpc/trpc.ts'
import {
  requestCancelDisbursement,
  requestReversePayment,
  requestWaiver,
  requestWriteOff,
} from './correction-approval-gates.ts'
import { loanCorrections } from './corrections-read-service.ts'

const byId = z.object({ id: z.string() })

/**
 * Corrections that keep the books true (issue 26): each one service call, one transaction, through
 * the approval gate (a shop's reversal or waiver rule answers `{pending}`).
 */
export const correctionsRouter = router({
  ofLoan: permittedProcedure('loans.read')
    .input(byId)
    .query(({ ctx, input }) => loanCorrections(ctx.app, ctx.principal.tenantId, input.id)),
  reversePayment: permittedProcedure('loans.reverse')
    .input(idAndBody(paymentReversalInput))
    .mutation(({ ctx, input }) => requestReversePayment(ctx.app, ctx.principal, input.id, input.body)),
  waive: permittedProcedure('loans.waive')
    .input(idAndBody(waiverInput))
    .mutation(({ ctx, input }) => requestWaiver(ctx.app, ctx.principal, input.id, input.body)),
  cancelDisbursement: permittedProcedure('loans.cancelDisbursement')
    .input(idAndBody(reasonInput))
    .mutation(({ ctx, input }) => requestCancelDisbursement(ctx.app, ctx.principal, input.id, input.body)),
  writeOff: permittedProcedure('loans.writeOff')
    .input(idAndBody(reasonInput))
    .mutation(({ ctx, input }) => requestWriteOff(ctx.app, ctx.principal, input.id, input.body)),
})
