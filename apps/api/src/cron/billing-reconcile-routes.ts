import { Router } from 'express'
import type { AppContext } from '../context.ts'
import { handle } from '../http/request-context.ts'
import { reconcileBilling } from './billing-reconcile-service.ts'
import { isCronAuthorized } from './cron-auth.ts'

/** GET /api/cron/billing-reconcile: 401 is the JSON envelope (platform-spec 7), unlike emi-reminders. */
export function billingReconcileRoutes(ctx: AppContext) {
  const r = Router()
  r.get('/cron/billing-reconcile', handle(async (req, res) => {
    if (!isCronAuthorized(ctx, req)) {
      res.status(401).json({ error: 'Unauthorized' })
      return undefined
    }
    return reconcileBilling(ctx)
  }))
  return r
}
