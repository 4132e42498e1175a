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
 * `Plan and billing cycle are required.`, and the webhooks (the platform's and each shop's) check the signature over the raw bytes first.
 */
const LENIENT_ROUTES: [method: string, path: RegExp][] = [
  ['POST', /^\/api\/tickets\/?$/],
  ['POST', /^\/api\/valuations\/[^/]+\/send\/?$/],
  ['POST', /^\/api\/billing\/(checkout|quote|verify)\/?$/],
  ['POST', /^\/api\/gateway\/webhook\/?$/],
  ['POST', /^\/api\/webhooks\/gateway\/shops\/[^/]+\/?$/],
]

/** Own limits and parsing (uploads stream their own body). */
const RAW_EXEMPT = [/^\/api\/upload\/?$/]

const captureRaw = express.raw({ type: () => true, limit: BODY_LIMIT })

/** Deeper than any request we define (superjson batches included); recursive code downstream could overflow. */
export const MAX_JSON_DEPTH = 64

// A UTF-16 surrogate without its partner: not Unicode text (I-JSON, RFC 7493), refused by jsonb.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const unstorable = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s)

/**
 * Parsed JSON the API refuses as if it were malformed (found by test/abuse-fuzz.test.ts):
 * - a string or key with U+0000, which PostgreSQL text cannot hold (the query would fail as a 500);
 *   in the path it names no resource (404), in the query it is a bad request (400);
 * - a string or key with a lone UTF-16 surrogate, which jsonb columns refuse and text columns
 *   silently replace;
 * - nesting deeper than MAX_JSON_DEPTH: JSON.parse copes, but recursive code after it
 *   (JSON.stringify, superjson, validation) overflows the stack.
 * Iterative, so a deeply nested body cannot overflow the stack here.
 */
export function refusedJson(value: unknown): boolean {
  const stack: [value: unknown, depth: number][] = [[value, 0]]
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!
    if (typeof v === 'string') {
      if (unstorable(v)) return true
    } else if (Array.isArray(v)) {
      if (depth >= MAX_JSON_DEPTH) return true
      for (const item of v) stack.push([item, depth + 1])
    } else if (typeof v === 'object' && v !== null) {
      if (depth >= MAX_JSON_DEPTH) return true
      for (const [key, item] of Object.entries(v)) {
        if (unstorable(key)) return true
        stack.push([item, depth + 1])
      }
    }
  }
  return false
}

const hasNul = (url: string) => url.includes('%00') || url.includes('\u0000')

/**
 * tRPC reads carry their input as JSON in the query string (`?input=`), so it gets the body's
 * checks; a syntax error is left to tRPC, which answers it in its own envelope.
 */
function refusedTrpcInput(req: Request): boolean {
  const q = req.originalUrl.indexOf('?')
  if (req.baseUrl !== '/trpc' || q < 0) return false
  const input = new URLSearchParams(req.originalUrl.slice(q + 1)).get('input')
  if (input === null) return false
  try {
    return refusedJson(JSON.parse(input))
  } catch {
    return false
  }
}

export function jsonBody(req: Request, res: Response, next: NextFunction) {
  // Mounted under /api, so req.path lacks the prefix the patterns above are written with.
  const fullPath = req.baseUrl + req.path
  if (hasNul(req.path)) return res.status(404).json({ error: 'Not found' })
  if (hasNul(req.originalUrl) || refusedTrpcInput(req))
    return res.status(400).json({ error: 'Malformed query string.' })
  if (RAW_EXEMPT.some((r) => r.test(fullPath))) return next()
  captureRaw(req, res, (err?: unknown) => {
    if (err) return next(err)
    const raw = Buffer.isBuffer(req.body) ? req.body : undefined
    req.rawBody = raw
    req.body = {}
    const text = raw?.toString('utf8') ?? ''
    if (text.trim() === '') return next()
    try {
      req.body = JSON.parse(text) as unknown
      if (refusedJson(req.body)) throw new Error('NUL, lone surrogate or nesting too deep')
    } catch {
      req.malformedJson = true
      req.body = {}
      const lenient = LENIENT_ROUTES.some(([m, p]) => m === req.method && p.test(fullPath))
      if (!lenient) return res.status(400).json({ error: 'Malformed JSON body.' })
      return next()
    }
    // tRPC's adapter turns a parsed body back into text with JSON.stringify, which writes a number
    // too large for a double (1e400, parsed as Infinity) as null: an optional field would then read
    // as absent. Handing it the checked bytes lets it parse them itself, so the input keeps the
    // Infinity that trpc.ts refuses.
    if (req.baseUrl === '/trpc') req.body = text
    next()
  })
}

/** The JSON body's fields, for routes whose service validates each one itself (sign-in, OTP). */
export function bodyFields(req: Request): Record<string, unknown> {
  const body: unknown = req.body
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
}
