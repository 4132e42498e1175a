import { booksAsOfInput } from '@gold/core'
import { router, tenantAdminProcedure } from '../trpc/trpc.ts'
import { controlCheckRead, trialBalanceRead } from './books-service.ts'

/** The shop's books for the staff app (tenant admins): the same two reads as the REST routes. */
export const booksRouter = router({
  trialBalance: tenantAdminProcedure
    .input(booksAsOfInput)
    .query(({ ctx, input }) => trialBalanceRead(ctx.app, ctx.principal.tenantId, input?.asOf)),
  controlCheck: tenantAdminProcedure
    .input(booksAsOfInput)
    .query(({ ctx, input }) => controlCheckRead(ctx.app, ctx.principal.tenantId, input?.asOf)),
})
