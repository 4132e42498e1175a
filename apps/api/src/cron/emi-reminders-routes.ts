import { Router } from 'express'
import type { AppContext } from '../context.ts'
import { handle } from '../http/request-context.ts'
import { isCronAuthorized } from './cron-auth.ts'
import { runEmiReminders } from './emi-reminders-job.ts'

/** GET /api/cron/emi-reminders: 401 is plain text `Unauthorized` (platform-spec 7), not JSON. */
export function emiRemindersRoutes(ctx: AppContext) {
  const r = Router()
  r.get('/cron/emi-reminders', handle(async (req, res) => {
    if (!isCronAuthorized(ctx, req)) {
      res.status(401).type('text/plain').send('Unauthorized')
      return undefined
    }
    return runEmiReminders(ctx)
  }))
  return r
}
