import { paymentConfirmationInput, quoteInput } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { permittedRoutes } from '../http/route-guards.ts'
import { startCheckout } from './checkout-service.ts'
import { documentPdf } from './document-download.ts'
import { listPurchases } from './purchase-service.ts'
import { quoteOrder } from './quote-service.ts'
import { billingOverview } from './subscription-service.ts'
import { verifyPayment } from './verify-service.ts'

/**
 * platform-spec 4.1: tenant admins only (employees get 401); amounts in paise. Open to a suspended
 * shop: billing is where it renews.
 */
export function billingRestRoutes(ctx: AppContext) {
  const r = permittedRoutes(ctx, { openWhileSuspended: true })
  r.get('billing.manage', '/billing/plans', (admin) => billingOverview(ctx, admin.tenantId))
  r.post('billing.manage', '/billing/quote', (admin, req) =>
    quoteOrder(ctx, admin.tenantId, quoteInput.parse(req.body)),
  )
  r.post('billing.manage', '/billing/checkout', (admin, req) =>
    startCheckout(ctx, admin.tenantId, quoteInput.parse(req.body)),
  )
  r.post('billing.manage', '/billing/verify', (admin, req) =>
    verifyPayment(ctx, admin.tenantId, paymentConfirmationInput.parse(req.body)),
  )
  r.get('billing.manage', '/billing/purchases', (admin) => listPurchases(ctx, admin.tenantId))
  r.get('billing.manage', '/billing/documents/:id/pdf', async (admin, req, res) => {
    const { pdf, headers } = await documentPdf(ctx, admin.tenantId, String(req.params.id))
    res.status(200).set(headers).send(pdf)
    return undefined
  })
  return r.router
}
