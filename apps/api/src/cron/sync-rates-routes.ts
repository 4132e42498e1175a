import { Router } from 'express'
import type { AppContext } from '../context.ts'
import { syncRates } from '../gold-rates/gold-rate-service.ts'
import { handle } from '../http/request-context.ts'
import { isCronAuthorized } from './cron-auth.ts'

/**
 * GET /api/cron/sync-rates (every 8 hours): JSON 401 `{error: 'Unauthorized'}`; 200
 * `{ok: true, rate22k, rate24k, source, fetchedAt}`, 200 `{ok: true, skipped}` without providers,
 * 502 `{ok: false, error}` when every provider failed.
 */
export function syncRatesRoutes(ctx: AppContext) {
  const r = Router()
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
