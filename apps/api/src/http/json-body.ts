import type { NextFunction, Request, Response } from 'express'
import express from 'express'

export const BODY_LIMIT = '1mb'

declare module 'express-serve-static-core' {
  interface Request {
    /** The exact bytes received (the webhook verifies its signature over these). */
    rawBody?: Buffer
    /** True when a body was sent but is not valid JSON; `body` is then `{}`. */
    malformedJson?: boolean
  }
}

/**
 * Routes where the spec says what malformed JSON means, so the body parser does not answer 400:
 * ticket create treats it as `{}`, valuation send as "no targets", checkout must answer its 503s
 * before reading the body, verify answers `Incomplete payment confirmation.`, quote
 * `Plan and billing cycle are required.`, and the webhook checks the signature over the raw bytes first.
 */
const LENIENT_ROUTES: [method: string, path: RegExp][] = [
  ['POST', /^\/api\/tickets\/?$/],
  ['POST', /^\/api\/valuations\/[^/]+\/send\/?$/],
  ['POST', /^\/api\/billing\/(checkout|quote|verify)\/?$/],
  ['POST', /^\/api\/gateway\/webhook\/?$/],
]

/** Own limits and parsing (uploads stream their own body). */
const RAW_EXEMPT = [/^\/api\/upload\/?$/]

const captureRaw = express.raw({ type: () => true, limit: BODY_LIMIT })

export function jsonBody(req: Request, res: Response, next: NextFunction) {
  // Mounted under /api, so req.path lacks the prefix the patterns above are written with.
  const fullPath = req.baseUrl + req.path
  if (RAW_EXEMPT.some((r) => r.test(fullPath))) return next()
  captureRaw(req, res, (err?: unknown) => {
    if (err) return next(err)
    const raw = Buffer.isBuffer(req.body) ? req.body : undefined
    req.rawBody = raw
    req.body = {}
    const text = raw?.toString('utf8') ?? ''
    if (text.trim() === '') return next()
    try {
      req.body = JSON.parse(text)
    } catch {
      req.malformedJson = true
      req.body = {}
      const lenient = LENIENT_ROUTES.some(([m, p]) => m === req.method && p.test(fullPath))
      if (!lenient) return res.status(400).json({ error: 'Malformed JSON body.' })
    }
    next()
  })
}
