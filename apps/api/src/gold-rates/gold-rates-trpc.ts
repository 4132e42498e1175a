import { goldRateHistoryInput, shopRateEntryBody } from '@gold/core'
import { router, staffProcedure, tenantAdminProcedure } from '../trpc/trpc.ts'
import { requestShopGoldRate } from './gold-rate-approval-gates.ts'
import { goldRateHistory, shopGoldRate } from './shop-gold-rate-service.ts'

/** The rate the shop prices with, its dated series, and the admin's hand entry of the day's rate. */
export const goldRatesRouter = router({
  current: staffProcedure.query(({ ctx }) => shopGoldRate(ctx.app, ctx.principal.tenantId)),
  history: staffProcedure
    .input(goldRateHistoryInput)
    .query(({ ctx, input }) => goldRateHistory(ctx.app, ctx.principal.tenantId, input.days)),
  enter: tenantAdminProcedure
    .input(shopRateEntryBody)
    .mutation(({ ctx, input }) => requestShopGoldRate(ctx.app, ctx.principal, input)),
})
