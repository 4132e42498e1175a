import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import type { NextFunction, Request, Response } from 'express'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * Helmet's security headers, worked out once: with static options (no per-request CSP nonce) every
 * response gets the same headers, so helmet runs once on a response that is never sent and each
 * request just sets the headers it left there (helmet's thirteen chained middlewares cost several
 * microseconds a request, which /healthz and every read pay). Helmet's own removal of
 * `X-Powered-By` is the app's `x-powered-by` setting.
 */
export function securityHeaders(options: HelmetOptions) {
  const probe = new ServerResponse(new IncomingMessage(new Socket()))
  let failed: unknown = null
  helmet(options)(probe.req, probe, (err?: unknown) => {
    failed = err ?? null
  })
  if (failed) throw failed instanceof Error ? failed : new Error('security headers probe failed', { cause: failed })
  const headers = probe.getHeaderNames().map((name) => [name, probe.getHeader(name)!] as const)
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of headers) res.setHeader(name, value)
    next()
  }
}
