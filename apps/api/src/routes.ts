import { Router } from 'express'
import { authRoutes } from './auth/auth-routes.ts'
import { billingRoutes } from './billing/billing-routes.ts'
import { billingReconcileRoutes } from './cron/billing-reconcile-routes.ts'
import type { AppContext } from './context.ts'
import { valuationRoutes } from './valuations/valuation-routes.ts'
import { webhookRoutes } from './webhook/webhook-routes.ts'
import { customerRoutes } from './customers/customer-routes.ts'
import { intakeRoutes } from './intake/intake-routes.ts'
import { portalRoutes } from './portal/portal-routes.ts'
import { uploadRoutes } from './uploads/upload-routes.ts'
import { ticketsRoutes } from './tickets/tickets-routes.ts'

/** Every REST router of the spec, mounted under /api. One line per domain. */
export function apiRoutes(ctx: AppContext) {
  const api = Router()
  api.use(authRoutes(ctx))
  api.use(valuationRoutes(ctx))
  api.use(billingRoutes(ctx), webhookRoutes(ctx), billingReconcileRoutes(ctx))
  api.use(ticketsRoutes(ctx))
  api.use(customerRoutes(ctx))
  api.use(intakeRoutes(ctx))
  api.use(uploadRoutes(ctx))
  api.use(portalRoutes(ctx))
  return api
}
