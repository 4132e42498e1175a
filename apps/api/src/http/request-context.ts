import { tenantSlugFromHost, type Principal } from '@gold/core'
import cookieParser from 'cookie-parser'
import type { Request } from 'express'
import type { AppContext } from '../platform/context.ts'
import { resolvePrincipal } from '../platform/principal-resolver.ts'

export const SESSION_COOKIE = 'gold_session'

declare module 'express-serve-static-core' {
  interface Request {
    principal?: Principal | null
    hostSlug?: string | null
  }
}

const hasBearer = (req: Request) => req.headers.authorization?.startsWith('Bearer ') === true
const parseCookies = cookieParser()

/** The request's cookies, parsed (by cookie-parser) the first time a session is looked for rather than on every request. */
function cookiesOf(req: Request): Record<string, unknown> {
  if (req.cookies === undefined) parseCookies(req, req.res!, () => {})
  return req.cookies ?? {}
}

const cookieToken = (req: Request) => {
  const token = cookiesOf(req)[SESSION_COOKIE]
  return (typeof token === 'string' && token) || null
}

/** The caller's session token: a Bearer header decides alone (even a blank one); else the session cookie. */
export function requestToken(req: Request): string | null {
  if (hasBearer(req)) return req.headers.authorization!.slice(7).trim() || null
  return cookieToken(req)
}

/** True when the session comes from the cookie, which a browser attaches whichever page sent the request. */
export const sessionFromCookie = (req: Request) => !hasBearer(req) && cookieToken(req) !== null

export const hostSlugOf = (ctx: AppContext, req: Request) => tenantSlugFromHost(req.headers.host, ctx.config.baseDomain)

/**
 * Resolve (once per request) who is calling; null when nobody valid is. Staff of a suspended shop
 * are included: tRPC decides per procedure (trpc.ts), REST per router (route-guards.ts).
 */
export async function callerOf(ctx: AppContext, req: Request): Promise<Principal | null> {
  if (req.principal !== undefined) return req.principal
  req.hostSlug = hostSlugOf(ctx, req)
  req.principal = await resolvePrincipal(ctx, requestToken(req), req.hostSlug)
  return req.principal
}

export const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown'
