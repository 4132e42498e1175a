import { timingSafeEqual } from 'node:crypto'
import { Router, type Request } from 'express'
import type { AppContext } from '../context.ts'
import { handle } from '../http/request-context.ts'
import { reconcileBilling } from './billing-reconcile-service.ts'

/** `Authorization: Bearer <CRON_SECRET>`, compared in constant time; fails closed while unset. */
export function hasCronSecret(ctx: AppContext, req: Request): boolean {
  const secret = ctx.config.cronSecret
  const header = req.headers.authorization
  if (!secret || typeof header !== 'string' || !header.startsWith('Bearer ')) return false
  const given = Buffer.from(header.slice(7).trim())
  const expected = Buffer.from(secret)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export function billingReconcileRoutes(ctx: AppContext) {
  const r = Router()
  r.get('/cron/billing-reconcile', handle(async (req, res) => {
    if (!hasCronSecret(ctx, req)) {
      res.status(401).json({ error: 'Unauthorized' })
      return undefined
    }
    return reconcileBilling(ctx)
  }))
  return r
}
