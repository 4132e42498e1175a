import { goldRateHistoryInput, shopRateEntryBody } from '@gold/core'
import { router, permittedProcedure } from '../trpc/trpc.ts'
import { requestShopGoldRate } from './gold-rate-approval-gates.ts'
import { goldRateHistory, shopGoldRate } from './shop-gold-rate-service.ts'

/** The rate the shop prices with, its dated series, and the admin's hand entry of the day's rate. */
export const goldRatesRouter = router({
  current: permittedProcedure('valuations.read').query(({ ctx }) => shopGoldRate(ctx.app, ctx.principal.tenantId)),
  history: permittedProcedure('valuations.read')
    .input(goldRateHistoryInput)
    .query(({ ctx, input }) => goldRateHistory(ctx.app, ctx.principal.tenantId, input.days)),
  enter: permittedProcedure('goldRates.write')
    .input(shopRateEntryBody)
    .mutation(({ ctx, input }) => requestShopGoldRate(ctx.app, ctx.principal, input)),
})
