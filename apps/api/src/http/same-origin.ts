import type { NextFunction, Request, Response } from 'express'
import { sessionFromCookie } from './request-context.ts'

export const CROSS_SITE_REFUSED = 'Cross-site request refused.'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether the browser says the request comes from the page's own origin: `Sec-Fetch-Site` is
 * `same-origin` (or `none`, a request the user typed), and `Origin` names the request's own Host.
 * A request with neither header (curl, server to server) is not a browser's cross-site one.
 * Same-site subdomains do not count: each tenant's portal is its own origin and never calls
 * another host's API.
 */
function fromOwnOrigin(req: Request): boolean {
  const site = req.headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false
  if (req.headers.origin === undefined) return true
  try {
    const origin = new URL(req.headers.origin)
    if (origin.protocol !== 'http:' && origin.protocol !== 'https:') return false
    // Parsed the same way, so default ports and letter case compare equal.
    return req.headers.host !== undefined && new URL(`${origin.protocol}//${req.headers.host}`).host === origin.host
  } catch {
    return false // `Origin: null` (sandboxed or opaque pages) and garbage
  }
}

/**
 * CSRF guard, mounted on /api and /trpc before any route: a request authenticated by the session
 * cookie (a browser sends it whoever made the page) must come from our own origin when it changes
 * state (REST) or at all (tRPC, whose GETs are reads of personal data). Bearer requests carry
 * their credential deliberately and pass. 403 `{error}`.
 */
export function refuseCrossSite(req: Request, res: Response, next: NextFunction) {
  if (!sessionFromCookie(req)) return next()
  if (req.baseUrl !== '/trpc' && SAFE_METHODS.has(req.method)) return next()
  if (fromOwnOrigin(req)) return next()
  res.status(403).json({ error: CROSS_SITE_REFUSED })
}
