import { intakeFormInput, intakeLanguageOf } from '@gold/core'
import { z } from 'zod'
import { publicProcedure, router } from '../trpc/trpc.ts'
import { intakeFormInfo } from '../customers/intake-link-service.ts'
import { submitIntake } from './intake-service.ts'

/**
 * Public procedures of the intake form (no session): the shop and link state for the page,
 * and submission through the same service as POST /api/customer-intake (same checks, same
 * messages, checked by the service in the spec's order).
 */
export const intakeRouter = router({
  form: publicProcedure
    .input(z.object({ tenant: z.string().max(100), token: z.string().max(1000) }))
    .query(({ ctx, input }) => intakeFormInfo(ctx.app, input)),
  /** The spec's body and, beside it, the language the borrower read the form in (issue 28). */
  submit: publicProcedure
    .input(intakeFormInput)
    .mutation(({ ctx, input }) => submitIntake(ctx.app, input, intakeLanguageOf(input))),
})
