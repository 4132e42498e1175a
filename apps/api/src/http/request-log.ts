import { randomUUID } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import type { Logger } from '../platform/logger.ts'

declare module 'express-serve-static-core' {
  interface Request {
    /** The request id (`X-Request-Id`), set by the request log. */
    id?: string
  }
}

/** The URL's path alone: query strings carry searches (an Aadhaar, a PAN), tokens and tRPC inputs. */
export const pathOnly = (url: string) => {
  const q = url.indexOf('?')
  return q < 0 ? url : url.slice(0, q)
}

/** The line's `req`: what identifies the request and nothing it carries. */
const reqFields = (req: Request) => ({ id: req.id, method: req.method, path: pathOnly(req.originalUrl) })

/**
 * One line per request: method, path without its query, status, response time and the request
 * id (`X-Request-Id`, echoed back), which is enough to find the request. No headers, no query
 * values, no bodies: they carry credentials and personal data. Built by hand from those five
 * values (pino-http serialised the request and response headers for every line, then redacted
 * and dropped them: about a fifth of the CPU of a request that runs no query). `/healthz` is not
 * logged: a load balancer probes it every few seconds.
 */
export function requestLog(log: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const sent = req.headers['x-request-id']
    const id = (typeof sent === 'string' && sent.slice(0, 64)) || randomUUID()
    req.id = id
    res.setHeader('X-Request-Id', id)
    if (req.url === '/healthz') return next()
    const start = Date.now()
    res.once('close', () => {
      const line = { req: reqFields(req), res: { statusCode: res.statusCode }, responseTime: Date.now() - start }
      if (!res.writableFinished) log.info(line, 'request aborted')
      else if (res.statusCode >= 500) log.error(line, 'request errored')
      else log.info(line, 'request completed')
    })
    next()
  }
}

/** A failure's log line tied to its request (the request's id, method and path). */
export const requestLogger = (req: Request, log: Logger) => log.child({ req: reqFields(req) })
