import { TRPC_MAX_BATCH_SIZE } from '@gold/core'
import type { NextFunction, Request, Response } from 'express'

export const BATCH_TOO_LARGE = `Too many calls in one request (at most ${TRPC_MAX_BATCH_SIZE}).`

/**
 * Mounted on /trpc before the body is read: a batch names its procedures comma-separated in the
 * path (`/trpc/a.b,c.d?batch=1`), and each call may read a page of rows, so one request of
 * hundreds of calls multiplied the work (and the heap) of one call. The apps' batch link never
 * sends more than TRPC_MAX_BATCH_SIZE. tRPC's own `maxBatchSize` answers the same refusal as
 * text/plain, hence this 400 in the API's `{error}` envelope.
 */
export function limitTrpcBatch(req: Request, res: Response, next: NextFunction) {
  let calls = 1
  for (let i = req.path.indexOf(','); i !== -1 && calls <= TRPC_MAX_BATCH_SIZE; i = req.path.indexOf(',', i + 1))
    calls++
  if (calls <= TRPC_MAX_BATCH_SIZE) return next()
  res.status(400).json({ error: BATCH_TOO_LARGE })
}
