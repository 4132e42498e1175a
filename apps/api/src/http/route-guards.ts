import {
  authErrors,
  isSuspendedStaff,
  permissionErrors,
  refusedAsBefore,
  type Permission,
  type Principal,
} from '@gold/core'
import { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express'
import type { AppContext } from '../platform/context.ts'
import { callerOf } from './request-context.ts'
import { withActionTrail } from './action-trail.ts'

/**
 * REST routes are registered on a router built with its guard, as tRPC procedures are built from
 * `staffProcedure` and friends: a route cannot be added without a guard, and a handler receives the
 * caller its guard admitted rather than asking for one. test/rest-guards.test.ts finds every route
 * on the app's router stack, checks it names the guard its table expects and proves the refusals.
 */

/** What a guard returns when it has answered the refusal itself (a body the `{error}` envelope cannot carry). */
export const answered: unique symbol = Symbol('answered')

/**
 * Who may call a router's routes. `admit` resolves the caller once per request or refuses: it
 * throws (a DomainError becomes the spec's status and `{error}`) or answers `res` and returns `answered`.
 */
export type Guard<C> = {
  /** The name test/rest-guards.test.ts lists the route under. */
  readonly name: string
  admit(req: Request, res: Response): Promise<C | typeof answered>
}

export type Staff = Extract<Principal, { kind: 'staff' }>
export type Customer = Extract<Principal, { kind: 'customer' }>
type PrincipalOptions = { openWhileSuspended?: boolean }

/**
 * Staff of a suspended shop are refused (403) by every principal guard unless it is built with
 * `openWhileSuspended` (billing, `GET /api/auth/me`), so a route added later is closed to them by
 * default; anyone else the guard does not admit gets the spec's 401 `Unauthorized`.
 */
function principalGuard<C extends Principal>(
  name: string,
  ctx: AppContext,
  admits: (p: Principal) => p is C,
  options: PrincipalOptions = {},
): Guard<C> {
  return {
    name: options.openWhileSuspended ? `${name}, open while suspended` : name,
    async admit(req) {
      const principal = await callerOf(ctx, req)
      if (isSuspendedStaff(principal) && !options.openWhileSuspended) throw authErrors.error('tenantSuspended')
      if (!principal || !admits(principal)) throw authErrors.error('unauthorized')
      return principal
    },
  }
}

const anyone = (_p: Principal): _p is Principal => true
const isStaff = (p: Principal): p is Staff => p.kind === 'staff'
const isTenantAdmin = (p: Principal): p is Staff => p.kind === 'staff' && p.role === 'TENANT_ADMIN'

/** Any principal: staff, customer or super admin. */
export const signedInGuard = (ctx: AppContext, options?: PrincipalOptions) =>
  principalGuard('signed in', ctx, anyone, options)
/** @deprecated declare the permission: `permissionGuard(ctx, 'loans.read')`. */
export const staffGuard = (ctx: AppContext) => principalGuard('staff', ctx, isStaff)
/** @deprecated declare the permission: `permissionGuard(ctx, 'reports.read')`. */
export const tenantAdminGuard = (ctx: AppContext, options?: PrincipalOptions) =>
  principalGuard('tenant admin', ctx, isTenantAdmin, options)

/**
 * A staff member holding `permission`; the guard is listed as `permission <name>`. One without it
 * is refused as core's `refusedAsBefore` says: with the contract's answer to an employee where only
 * a tenant admin could do it before roles (401 `Unauthorized`, or `refusal`, such as banks' 403),
 * else 403 "You do not have permission to do this.".
 */
export function permissionGuard(
  ctx: AppContext,
  permission: Permission,
  options: PrincipalOptions & { refusal?: () => Error } = {},
): Guard<Staff> {
  const staff = principalGuard(`permission ${permission}`, ctx, isStaff, options)
  return {
    name: staff.name,
    async admit(req, res) {
      const caller = await staff.admit(req, res)
      if (caller === answered || caller.permissions.includes(permission)) return caller
      if (!refusedAsBefore(permission)) throw permissionErrors.error('forbidden')
      throw options.refusal ? options.refusal() : authErrors.error('unauthorized')
    },
  }
}
export const customerGuard = (ctx: AppContext) =>
  principalGuard('customer', ctx, (p): p is Customer => p.kind === 'customer')

/** `guard`, then a domain rule over the caller it admitted, which throws its own refusal (banks' 403 for employees). */
export function narrowedGuard<C, D>(name: string, guard: Guard<C>, rule: (caller: C) => D): Guard<D> {
  return {
    name,
    async admit(req, res) {
      const caller = await guard.admit(req, res)
      return caller === answered ? answered : rule(caller)
    },
  }
}

/** No session needed (sign-in, OTP, sign-out). */
export const publicGuard: Guard<null> = { name: 'public', admit: () => Promise.resolve(null) }

/**
 * No session: the route's service authenticates the request itself (the webhook's HMAC, the intake
 * link's signature), because it must answer or record even the requests it refuses.
 */
export const selfAuthenticatedGuard = (name: string): Guard<null> => ({ name, admit: () => Promise.resolve(null) })

/** The caller its guard admitted comes first; a returned value (or promise of one) is sent as JSON. */
export type GuardedHandler<C> = (caller: C, req: Request, res: Response) => unknown
export type RouteOptions = {
  /** Runs before the guard, e.g. a header its refusal must carry too. */
  before?: RequestHandler
  /** Reshapes every error of the route, the guard's refusal included (ticket writes add `success: false`). */
  onError?: ErrorRequestHandler
  /** A read the shop's audit trail records (a borrower's details, KYC links); writes are recorded anyway. */
  revealsPersonalData?: boolean
}

const guardNames = new WeakMap<object, string>()

/** The name of the guard a route handler runs behind, read off the router stack by the guard test. */
export const guardOf = (handler: unknown): string | undefined =>
  typeof handler === 'function' ? guardNames.get(handler) : undefined

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

const routePath = (req: Request): string => {
  const path = (req.route as { path?: unknown } | undefined)?.path
  return typeof path === 'string' ? path : req.path
}

/** How the shop's audit trail names a REST call: its method and route (`PATCH /api/customers/:id/kyc`). */
const restCall = (req: Request, res: Response, options: RouteOptions) => ({
  action: `${req.method} ${req.baseUrl}${routePath(req)}`,
  input: req.body as unknown,
  changes: req.method !== 'GET' && req.method !== 'HEAD',
  reveals: options.revealsPersonalData === true,
  // A handler may answer a refusal itself (a status and body) instead of throwing one.
  succeeded: () => res.statusCode < 400,
})

/** Registers one route behind `guard` on `router`, its name recorded for the guard test. */
function addRoute<C>(
  router: Router,
  guard: Guard<C>,
  method: Method,
  path: string | RegExp,
  handler: GuardedHandler<C>,
  options: RouteOptions,
) {
  const run: RequestHandler = (req, res, next) => {
    guard
      .admit(req, res)
      .then((caller) =>
        caller === answered
          ? undefined
          : withActionTrail(req, caller, restCall(req, res, options), () => Promise.resolve(handler(caller, req, res))),
      )
      .then((result) => {
        if (result !== undefined && !res.headersSent) res.json(result)
      }, next)
  }
  guardNames.set(run, guard.name)
  router[method](path, ...(options.before ? [options.before] : []), run, ...(options.onError ? [options.onError] : []))
}

/**
 * An Express router whose every route runs behind `guard`. Errors (the guard's refusal included)
 * reach the route's `onError`, then the error middleware.
 */
export function guardedRoutes<C>(guard: Guard<C>) {
  const router = Router()
  const add =
    (method: Method) =>
    (path: string | RegExp, handler: GuardedHandler<C>, options: RouteOptions = {}) => {
      addRoute(router, guard, method, path, handler, options)
      return routes
    }
  const routes = {
    router,
    get: add('get'),
    post: add('post'),
    put: add('put'),
    patch: add('patch'),
    delete: add('delete'),
  }
  return routes
}

/**
 * An Express router whose every route declares the permission its staff caller needs:
 * `r.post('loans.disburse', '/loans', handler)` runs behind `permissionGuard(ctx, 'loans.disburse')`.
 * Routes match in the order they are added, whatever their permissions.
 */
export function permittedRoutes(ctx: AppContext, guardOptions: Parameters<typeof permissionGuard>[2] = {}) {
  const router = Router()
  const add =
    (method: Method) =>
    (permission: Permission, path: string | RegExp, handler: GuardedHandler<Staff>, options: RouteOptions = {}) => {
      addRoute(router, permissionGuard(ctx, permission, guardOptions), method, path, handler, options)
      return routes
    }
  const routes = {
    router,
    get: add('get'),
    post: add('post'),
    put: add('put'),
    patch: add('patch'),
    delete: add('delete'),
  }
  return routes
}
