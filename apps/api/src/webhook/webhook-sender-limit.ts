import { authErrors } from '@gold/core'
import type { NextFunction, Request, Response } from 'express'
import { clientIp } from '../http/request-context.ts'
import type { AppContext } from '../platform/context.ts'
import { consumeRateLimit, isRateLimited } from '../platform/rate-limit.ts'

/**
 * Unsigned deliveries (no or a wrong signature, or none expected while the webhook is not
 * configured) a sender may make in the window. Only those count, so the gateway's signed
 * deliveries go through at any rate; a sender over the limit is answered before its body is read.
 */
export const WEBHOOK_UNSIGNED_LIMIT = { limit: 60, windowMs: 10 * 60_000 }

const senderKey = (req: Request) => `webhook:unsigned:${clientIp(req)}`

/**
 * Mounted before the body parser: a sender over the limit gets 429 with Retry-After, its body
 * unread and the connection closed, and nothing is recorded (a delivery row would be work too).
 */
export function limitWebhookSenders(ctx: AppContext) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST') return next()
    try {
      const limited = await isRateLimited(ctx.db, senderKey(req), WEBHOOK_UNSIGNED_LIMIT, ctx.now())
      if (limited.allowed) return next()
      res.set({ 'Retry-After': String(limited.retryAfterSeconds), Connection: 'close' })
      res.status(429).json({ error: authErrors.error('tooManyAttempts').message })
    } catch (e) {
      next(e)
    }
  }
}

/** Count one unsigned delivery against its sender. */
export async function countUnsignedDelivery(ctx: AppContext, req: Request) {
  await consumeRateLimit(ctx.db, senderKey(req), WEBHOOK_UNSIGNED_LIMIT, ctx.now())
}
