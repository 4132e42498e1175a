import { z } from 'zod'
import { router, tenantAdminProcedure } from '../trpc/trpc.ts'
import { startCheckout } from './checkout-service.ts'
import { checkoutPageUrl } from './gateway-client.ts'
import { listPurchases } from './purchase-service.ts'
import { quoteOrder } from './quote-service.ts'
import { billingOverview } from './subscription-service.ts'
import { verifyPayment } from './verify-service.ts'

/**
 * The staff app's billing page: the REST routes of platform-spec 4.1 through the same services,
 * so validation order and messages are identical. Inputs are passed through untyped on purpose:
 * the services validate them with the spec's messages.
 */
const body = z.unknown()

export const billingRouter = router({
  plans: tenantAdminProcedure.query(({ ctx }) => billingOverview(ctx.app, ctx.principal.tenantId)),
  quote: tenantAdminProcedure.input(body).mutation(({ ctx, input }) => quoteOrder(ctx.app, ctx.principal.tenantId, input)),
  /** The REST answer plus `checkoutUrl`, the gateway's hosted page for the order (the app adds its callback). */
  checkout: tenantAdminProcedure.input(body).mutation(async ({ ctx, input }) => {
    const order = await startCheckout(ctx.app, ctx.principal.tenantId, input)
    return { ...order, checkoutUrl: checkoutPageUrl(ctx.app, order) }
  }),
  verify: tenantAdminProcedure.input(body).mutation(({ ctx, input }) => verifyPayment(ctx.app, ctx.principal.tenantId, input)),
  purchases: tenantAdminProcedure.query(({ ctx }) => listPurchases(ctx.app, ctx.principal.tenantId)),
})
