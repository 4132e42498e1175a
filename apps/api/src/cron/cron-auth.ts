import { safeEqual } from '@gold/core'
import type { Request } from 'express'
import type { AppContext } from '../platform/context.ts'

/**
 * `Authorization: Bearer <CRON_SECRET>`, compared in constant time. Fails closed: with CRON_SECRET
 * unset every request is refused (platform-spec 5, rule 6).
 */
export function isCronAuthorized(ctx: AppContext, req: Request): boolean {
  const secret = ctx.config.cronSecret
  const header = req.headers.authorization
  if (!secret || typeof header !== 'string' || !header.startsWith('Bearer ')) return false
  return safeEqual(secret, header.slice(7).trim())
}
