import { authErrors, tenantSlugFromHost, type Principal } from '@gold/core'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import type { AppContext } from '../context.ts'
import { resolvePrincipal } from '../auth/principal-resolver.ts'

export const SESSION_COOKIE = 'gold_session'

declare module 'express-serve-static-core' {
  interface Request {
    principal?: Principal | null
    hostSlug?: string | null
  }
}

export function requestToken(req: Request): string | null {
  const header = req.headers.authorization
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null
  const cookie = (req as Request & { cookies?: Record<string, string> }).cookies?.[SESSION_COOKIE]
  return cookie || null
}

export const hostSlugOf = (ctx: AppContext, req: Request) => tenantSlugFromHost(req.headers.host, ctx.config.baseDomain)

/** Resolve (once per request) who is calling; null when nobody valid is. */
export async function principalOf(ctx: AppContext, req: Request): Promise<Principal | null> {
  if (req.principal !== undefined) return req.principal
  req.hostSlug = hostSlugOf(ctx, req)
  req.principal = await resolvePrincipal(ctx, requestToken(req), req.hostSlug)
  return req.principal
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
