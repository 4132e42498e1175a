import { isDomainError } from '@gold/core'
import type { NextFunction, Request, Response } from 'express'
import type { Logger } from '../platform/logger.ts'
import { requestLogger } from './request-log.ts'

/** Maps every failure to the `{error}` envelope: domain errors carry the spec's status and message. */
export function errorHandler(log: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return
    if (isDomainError(err)) {
      for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v)
      res.status(err.status).json({ error: err.message, ...err.body })
      return
    }
    const status = (err as { status?: number; type?: string })?.status
    if (status === 413) {
      res.status(413).json({ error: 'Request body is too large.' })
      return
    }
    if (status === 400 && (err as { type?: string }).type === 'entity.parse.failed') {
      res.status(400).json({ error: 'Malformed JSON body.' })
      return
    }
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json({ error: (err as Error).message || 'Bad request' })
      return
    }
    requestLogger(req, log).error({ err }, 'unhandled error')
    res.status(500).json({ error: 'Internal Server Error' })
  }
}

export function notFound(_req: Request, res: Response) {
  res.status(404).json({ error: 'Not found' })
}
