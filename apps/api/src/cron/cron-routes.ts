import { Router } from 'express'
import type { AppContext } from '../platform/context.ts'
import { syncRates } from '../gold-rates/gold-rate-service.ts'
import { handle } from '../http/request-context.ts'
import { reconcileBilling } from './billing-reconcile-service.ts'
import { isCronAuthorized } from './cron-auth.ts'
import { runEmiReminders } from './emi-reminders-job.ts'

/** The cron jobs of platform-spec 7, each behind `Authorization: Bearer <CRON_SECRET>` (cron-auth.ts). */
export function cronRoutes(ctx: AppContext) {
  const r = Router()

  /** GET /api/cron/billing-reconcile: 401 is the JSON envelope (platform-spec 7), unlike emi-reminders. */
  r.get('/cron/billing-reconcile', handle(async (req, res) => {
    if (!isCronAuthorized(ctx, req)) {
      res.status(401).json({ error: 'Unauthorized' })
      return undefined
    }
    return reconcileBilling(ctx)
  }))

  /** GET /api/cron/emi-reminders: 401 is plain text `Unauthorized` (platform-spec 7), not JSON. */
  r.get('/cron/emi-reminders', handle(async (req, res) => {
    if (!isCronAuthorized(ctx, req)) {
      res.status(401).type('text/plain').send('Unauthorized')
      return undefined
    }
    return runEmiReminders(ctx)
  }))

  /**
   * GET /api/cron/sync-rates (every 8 hours): JSON 401 `{error: 'Unauthorized'}`; 200
   * `{ok: true, rate22k, rate24k, source, fetchedAt}`, 200 `{ok: true, skipped}` without providers,
   * 502 `{ok: false, error}` when every provider failed.
   */
  r.get('/cron/sync-rates', handle(async (req, res) => {
    if (!isCronAuthorized(ctx, req)) {
      res.status(401).json({ error: 'Unauthorized' })
      return undefined
    }
    const result = await syncRates(ctx)
    res.status(result.status)
    return result.body
  }))

  return r
}
