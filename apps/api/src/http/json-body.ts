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

/**
 * PostgreSQL text cannot hold U+0000: a string carrying it fails inside the query as a 500. Such
 * input is refused at the edge instead (found by test/abuse-fuzz.test.ts): in the path it names
 * no resource (404), in the query it is a bad request (400), in a JSON body it counts as malformed.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const v = stack.pop()
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item)
    } else if (typeof v === 'object' && v !== null) {
      for (const [key, item] of Object.entries(v)) {
        if (key.includes('\u0000')) return true
        stack.push(item)
      }
    }
  }
  return false
}

const hasNul = (url: string) => url.includes('%00') || url.includes('\u0000')

export function jsonBody(req: Request, res: Response, next: NextFunction) {
  // Mounted under /api, so req.path lacks the prefix the patterns above are written with.
  const fullPath = req.baseUrl + req.path
  if (hasNul(req.path)) return res.status(404).json({ error: 'Not found' })
  if (hasNul(req.originalUrl)) return res.status(400).json({ error: 'Malformed query string.' })
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
      if (containsNul(req.body)) throw new Error('NUL in a JSON string')
    } catch {
      req.malformedJson = true
      req.body = {}
      const lenient = LENIENT_ROUTES.some(([m, p]) => m === req.method && p.test(fullPath))
      if (!lenient) return res.status(400).json({ error: 'Malformed JSON body.' })
    }
    next()
  })
}
