import { Router, type Response } from 'express'
import type { AppContext } from '../platform/context.ts'
import { syncRates } from '../gold-rates/gold-rate-service.ts'
import { answered, guardedRoutes, type Guard } from '../http/route-guards.ts'
import { reconcileBilling } from './billing-reconcile-service.ts'
import { isCronAuthorized } from './cron-auth.ts'
import { runEmiReminders } from './emi-reminders-job.ts'

/** `Authorization: Bearer <CRON_SECRET>` (cron-auth.ts); platform-spec 7 gives the jobs two 401 bodies. */
function cronSecretGuard(ctx: AppContext, name: string, refuse: (res: Response) => void): Guard<null> {
  return {
    name,
    admit(req, res) {
      if (isCronAuthorized(ctx, req)) return Promise.resolve(null)
      refuse(res)
      return Promise.resolve(answered)
    },
  }
}

/** The cron jobs of platform-spec 7. */
export function cronRestRoutes(ctx: AppContext) {
  const r = guardedRoutes(
    cronSecretGuard(ctx, 'cron secret', (res) => {
      res.status(401).json({ error: 'Unauthorized' })
    }),
  )

  /** GET /api/cron/billing-reconcile: 401 is the JSON envelope (platform-spec 7), unlike emi-reminders. */
  r.get('/cron/billing-reconcile', () => reconcileBilling(ctx))

  /** GET /api/cron/emi-reminders: 401 is plain text `Unauthorized` (platform-spec 7), not JSON. */
  const reminders = guardedRoutes(
    cronSecretGuard(ctx, 'cron secret, plain-text 401', (res) => {
      res.status(401).type('text/plain').send('Unauthorized')
    }),
  ).get('/cron/emi-reminders', () => runEmiReminders(ctx))

  /**
   * GET /api/cron/sync-rates (every 8 hours): JSON 401 `{error: 'Unauthorized'}`; 200
   * `{ok: true, rate22k, rate24k, source, fetchedAt}`, 200 `{ok: true, skipped}` without providers,
   * 502 `{ok: false, error}` when every provider failed.
   */
  r.get('/cron/sync-rates', async (_, _req, res) => {
    const result = await syncRates(ctx)
    res.status(result.status)
    return result.body
  })

  return Router().use(r.router, reminders.router)
}
