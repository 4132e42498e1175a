import { heldPaymentResolutionInput, shopGatewayInput } from '@gold/core'
import { permittedProcedure, router } from '../trpc/trpc.ts'
import { heldPayments, resolveHeldPayment } from './held-payments-service.ts'
import { shopWebhookDeliveries } from './shop-webhook-log.ts'
import { removeShopGateway, saveShopGateway, shopGatewaySettings } from './shop-gateway-settings-service.ts'

/** The shop's own gateway account (owner only) and the online payments that wait for the shop (issue 27). */
export const gatewayRouter = router({
  settings: permittedProcedure('gateway.manage').query(({ ctx }) =>
    shopGatewaySettings(ctx.app, ctx.principal.tenantId),
  ),
  saveSettings: permittedProcedure('gateway.manage')
    .input(shopGatewayInput)
    .mutation(({ ctx, input }) => saveShopGateway(ctx.app, ctx.principal.tenantId, input, ctx.principal)),
  removeSettings: permittedProcedure('gateway.manage').mutation(({ ctx }) =>
    removeShopGateway(ctx.app, ctx.principal.tenantId),
  ),
  webhookDeliveries: permittedProcedure('gateway.manage').query(({ ctx }) =>
    shopWebhookDeliveries(ctx.app, ctx.principal.tenantId),
  ),
  heldPayments: permittedProcedure('loans.read').query(({ ctx }) => heldPayments(ctx.app, ctx.principal.tenantId)),
  resolveHeldPayment: permittedProcedure('loans.onlinePayments')
    .input(heldPaymentResolutionInput)
    .mutation(({ ctx, input }) => resolveHeldPayment(ctx.app, ctx.principal.tenantId, input, ctx.principal)),
})
