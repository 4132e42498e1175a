import { paymentConfirmationInput, quoteInput } from '@gold/core'
import { openWhileSuspended, permittedProcedure, router } from '../trpc/trpc.ts'
import { startCheckout } from './checkout-service.ts'
import { checkoutPageUrl } from './gateway-client.ts'
import { listPurchases } from './purchase-service.ts'
import { quoteOrder } from './quote-service.ts'
import { billingOverview } from './subscription-service.ts'
import { verifyPayment } from './verify-service.ts'

/**
 * The staff app's billing page: the REST routes of platform-spec 4.1 through the same services and
 * the same core input schemas, so validation order and messages are identical.
 */
/** A suspended shop can still see its billing and renew. */
const billingAdmin = permittedProcedure('billing.manage').meta(openWhileSuspended)

export const billingRouter = router({
  plans: billingAdmin.query(({ ctx }) => billingOverview(ctx.app, ctx.principal.tenantId)),
  quote: billingAdmin
    .input(quoteInput)
    .mutation(({ ctx, input }) => quoteOrder(ctx.app, ctx.principal.tenantId, input)),
  /** The REST answer plus `checkoutUrl`, the gateway's hosted page for the order (the app adds its callback). */
  checkout: billingAdmin.input(quoteInput).mutation(async ({ ctx, input }) => {
    const order = await startCheckout(ctx.app, ctx.principal.tenantId, input)
    return { ...order, checkoutUrl: checkoutPageUrl(ctx.app, order) }
  }),
  verify: billingAdmin
    .input(paymentConfirmationInput)
    .mutation(({ ctx, input }) => verifyPayment(ctx.app, ctx.principal.tenantId, input)),
  purchases: billingAdmin.query(({ ctx }) => listPurchases(ctx.app, ctx.principal.tenantId)),
})
