import { authErrors, isSuspendedStaff, tenantSlugFromHost, type Principal } from '@gold/core'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import type { AppContext } from '../platform/context.ts'
import { resolvePrincipal } from '../platform/principal-resolver.ts'

export const SESSION_COOKIE = 'gold_session'

declare module 'express-serve-static-core' {
  interface Request {
    principal?: Principal | null
    hostSlug?: string | null
    openWhileSuspended?: boolean
  }
}

const hasBearer = (req: Request) => req.headers.authorization?.startsWith('Bearer ') === true
const cookieToken = (req: Request) => (req as Request & { cookies?: Record<string, string> }).cookies?.[SESSION_COOKIE] || null

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
 * are included (tRPC decides per procedure, see trpc.ts); REST code asks `principalOf`.
 */
export async function callerOf(ctx: AppContext, req: Request): Promise<Principal | null> {
  if (req.principal !== undefined) return req.principal
  req.hostSlug = hostSlugOf(ctx, req)
  req.principal = await resolvePrincipal(ctx, requestToken(req), req.hostSlug)
  return req.principal
}

/**
 * Who is calling, for every REST route: the one place staff of a suspended shop are refused (403),
 * so a route added later is closed to them by default. Only routes behind `openWhileSuspended`
 * (billing, `GET /api/auth/me`) let them through.
 */
export async function principalOf(ctx: AppContext, req: Request): Promise<Principal | null> {
  const principal = await callerOf(ctx, req)
  if (isSuspendedStaff(principal) && !req.openWhileSuspended) throw authErrors.error('tenantSuspended')
  return principal
}

/** Middleware for the routes staff of a suspended shop may still use: seeing billing and renewing. */
export function openWhileSuspended(req: Request, _res: Response, next: NextFunction) {
  req.openWhileSuspended = true
  next()
}

/** Express handler wrapper: async errors reach the error middleware; a returned value is sent as JSON. */
export function handle(fn: (req: Request, res: Response) => Promise<unknown>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    fn(req, res).then((result) => {
      if (result !== undefined && !res.headersSent) res.json(result)
    }, next)
  }
}

type PrincipalOf<K extends Principal['kind']> = Extract<Principal, { kind: K }>

/** Guards shared by REST routes; each answers the spec's 401 `Unauthorized`. */
export async function requireStaff(ctx: AppContext, req: Request): Promise<PrincipalOf<'staff'>> {
  const p = await principalOf(ctx, req)
  if (p?.kind !== 'staff') throw authErrors.error('unauthorized')
  return p
}
export async function requireTenantAdmin(ctx: AppContext, req: Request): Promise<PrincipalOf<'staff'>> {
  const p = await requireStaff(ctx, req)
  if (p.role !== 'TENANT_ADMIN') throw authErrors.error('unauthorized')
  return p
}
export async function requirePrincipal(ctx: AppContext, req: Request): Promise<Principal> {
  const p = await principalOf(ctx, req)
  if (!p) throw authErrors.error('unauthorized')
  return p
}
export async function requireSuperAdmin(ctx: AppContext, req: Request): Promise<PrincipalOf<'superadmin'>> {
  const p = await principalOf(ctx, req)
  if (p?.kind !== 'superadmin') throw authErrors.error('unauthorized')
  return p
}

export const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown'
