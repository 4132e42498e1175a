import { Router } from 'express'
import type { AppContext } from '../platform/context.ts'
import { handle, openWhileSuspended, requireTenantAdmin } from '../http/request-context.ts'
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
export function billingRoutes(ctx: AppContext) {
  const r = Router()
  r.use('/billing', openWhileSuspended)
  const tenantOf = async (req: Parameters<typeof requireTenantAdmin>[1]) => (await requireTenantAdmin(ctx, req)).tenantId
  r.get('/billing/plans', handle(async (req) => billingOverview(ctx, await tenantOf(req))))
  r.post('/billing/quote', handle(async (req) => quoteOrder(ctx, await tenantOf(req), req.body)))
  r.post('/billing/checkout', handle(async (req) => startCheckout(ctx, await tenantOf(req), req.body)))
  r.post('/billing/verify', handle(async (req) => verifyPayment(ctx, await tenantOf(req), req.body)))
  r.get('/billing/purchases', handle(async (req) => listPurchases(ctx, await tenantOf(req))))
  r.get('/billing/documents/:id/pdf', handle(async (req, res) => {
    const { pdf, headers } = await documentPdf(ctx, await tenantOf(req), String(req.params.id))
    res.status(200).set(headers).send(pdf)
    return undefined
  }))
  return r
}
