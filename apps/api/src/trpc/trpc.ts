import {
  authErrors,
  hasNonFiniteNumber,
  isDomainError,
  isSuspendedStaff,
  NON_FINITE_NUMBER_MESSAGE,
  permissionErrors,
  refusedAsBefore,
  type Permission,
  type Principal,
} from '@gold/core'
import { initTRPC, TRPCError } from '@trpc/server'
import type { Request, Response } from 'express'
import superjson from 'superjson'
import { ZodError } from 'zod'
import type { AppContext } from '../platform/context.ts'
import { callerOf } from '../http/request-context.ts'
import { withActionTrail } from '../http/action-trail.ts'

export type TrpcContext = { app: AppContext; principal: Principal | null; req: Request; res: Response }
/**
 * `openWhileSuspended`: staff of a suspended shop may call this procedure (billing, me, logout).
 * `access` names who the procedure's builder admits and `permission` what a staff procedure needs:
 * test/permission-walk.test.ts reads both off every procedure, so none is left undeclared.
 * `revealsPersonalData`: a read the shop's audit trail records (a borrower's details, KYC links).
 */
export type TrpcMeta = {
  openWhileSuspended?: boolean
  access?: ProcedureAccess
  permission?: Permission
  revealsPersonalData?: boolean
}
export type ProcedureAccess = 'public' | 'signed in' | 'password holder' | 'customer' | 'super admin' | 'staff'

export async function createTrpcContext(app: AppContext, req: Request, res: Response): Promise<TrpcContext> {
  return { app, principal: await callerOf(app, req), req, res }
}

const CODE_BY_STATUS: Record<number, TRPCError['code']> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
}

const t = initTRPC
  .context<TrpcContext>()
  .meta<TrpcMeta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error }) {
      const cause = error.cause
      // An unexpected failure's message is an internal detail (a query error), and so is a RangeError's,
      // such as superjson overflowing its stack on a hostile `meta` ("Maximum call stack size exceeded").
      // A refused input answers with its first issue's message (the schemas carry the spec's wording),
      // not zod's JSON list of issues.
      const message = isDomainError(cause)
        ? shape.message
        : error.code === 'INTERNAL_SERVER_ERROR'
          ? 'Internal Server Error'
          : cause instanceof RangeError
            ? 'Malformed input.'
            : cause instanceof ZodError
              ? (cause.issues[0]?.message ?? 'Invalid input.')
              : shape.message
      return {
        ...shape,
        message,
        data: {
          ...shape.data,
          stack: undefined,
          domain: isDomainError(cause)
            ? { code: cause.code, body: cause.body ?? null, field: cause.field ?? null }
            : null,
          // The refused input's path (`newPassword`, `body.amount`), so a form shows the message at that field.
          inputPath: cause instanceof ZodError ? (cause.issues[0]?.path.join('.') ?? null) : null,
        },
      }
    },
  })

/** Domain errors keep the spec's message and map to the tRPC code of their HTTP status. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next()
  if (!result.ok && isDomainError(result.error.cause)) {
    const cause = result.error.cause
    throw new TRPCError({
      code: CODE_BY_STATUS[cause.status] ?? 'INTERNAL_SERVER_ERROR',
      message: cause.message,
      cause,
    })
  }
  return result
})

/**
 * Staff of a suspended shop are nobody to every procedure not marked `openWhileSuspended`, so a
 * procedure added later is closed to them without anyone remembering to close it; the
 * authenticated builders then answer 403 rather than 401.
 */
const suspendedShopGate = t.middleware(({ ctx, meta, next }) => {
  const refused = isSuspendedStaff(ctx.principal) && !meta?.openWhileSuspended
  return next({ ctx: { ...ctx, principal: refused ? null : ctx.principal, refusedAsSuspended: refused } })
})

/**
 * Every input number must be finite, as on REST: JSON cannot write Infinity or NaN, but a literal
 * too large for a double (1e400) parses as Infinity, and superjson carries Infinity and NaN as
 * such. Checked before anything else (authentication included), for every procedure.
 */
const finiteInput = t.middleware(async ({ getRawInput, next }) => {
  if (hasNonFiniteNumber(await getRawInput()))
    throw new TRPCError({ code: 'BAD_REQUEST', message: NON_FINITE_NUMBER_MESSAGE })
  return next()
})

/** The shop's audit trail (http/action-trail.ts): every staff mutation, and reads marked `revealsPersonalData`. */
const actionTrail = t.middleware(async ({ ctx, meta, path, type, getRawInput, next }) => {
  const call = { action: path, changes: type === 'mutation', reveals: meta?.revealsPersonalData === true }
  const input = call.changes || call.reveals ? await getRawInput() : undefined
  return withActionTrail(ctx.req, ctx.principal, { ...call, input, succeeded: (r) => r.ok }, () => next())
})

export const router = t.router
export const publicProcedure = t.procedure
  .meta({ access: 'public' })
  .use(finiteInput)
  .use(domainErrors)
  .use(suspendedShopGate)
  .use(actionTrail)
/** Procedure meta for what a suspended shop's staff can still use: `.meta(openWhileSuspended)`. */
export const openWhileSuspended: TrpcMeta = { openWhileSuspended: true }
/** Procedure meta for a read the shop's audit trail records: `.meta(revealsPersonalData)`. */
export const revealsPersonalData: TrpcMeta = { revealsPersonalData: true }

const refusal = (ctx: { refusedAsSuspended: boolean }) =>
  authErrors.error(ctx.refusedAsSuspended ? 'tenantSuspended' : 'unauthorized')

type Kind<K extends Principal['kind']> = Extract<Principal, { kind: K }>
const requireKind = <K extends Principal['kind']>(access: ProcedureAccess, allowed: (p: Principal) => p is Kind<K>) =>
  publicProcedure.meta({ access }).use(({ ctx, next }) => {
    if (!ctx.principal || !allowed(ctx.principal)) throw refusal(ctx)
    return next({ ctx: { ...ctx, principal: ctx.principal } })
  })

export const authedProcedure = publicProcedure.meta({ access: 'signed in' }).use(({ ctx, next }) => {
  if (!ctx.principal) throw refusal(ctx)
  return next({ ctx: { ...ctx, principal: ctx.principal } })
})
type Staff = Kind<'staff'>
const isStaff = (p: Principal): p is Staff => p.kind === 'staff'

/**
 * Any staff member, with no permission declared. Kept so a procedure written before roles still
 * builds, but the permission walk fails on it: declare its permission with `permittedProcedure`.
 * @deprecated use `permittedProcedure(permission)`.
 */
export const staffProcedure = requireKind('staff', isStaff)
/** @deprecated use `permittedProcedure(permission)`; what only a tenant admin did is `refusedAsBefore`. */
export const tenantAdminProcedure = requireKind('staff', (p): p is Staff => isStaff(p) && p.role === 'TENANT_ADMIN')

/**
 * A staff member holding `permission`. One without it is refused as core's `refusedAsBefore` says:
 * with the answer an employee got before roles (401 `Unauthorized`, or `refusal`, such as banks'
 * 403) where only a tenant admin could do it, else 403 "You do not have permission to do this.".
 */
export function permittedProcedure(permission: Permission, refusal?: () => Error) {
  return requireKind('staff', isStaff)
    .meta({ permission })
    .use(({ ctx, next }) => {
      if (!ctx.principal.permissions.includes(permission)) throw permissionRefusal(permission, refusal)
      return next()
    })
}

export function permissionRefusal(permission: Permission, refusal?: () => Error): Error {
  if (!refusedAsBefore(permission)) return permissionErrors.error('forbidden')
  return refusal ? refusal() : authErrors.error('unauthorized')
}

/** A staff member or a super admin: someone with a password of their own (changing it). */
export const passwordHolderProcedure = requireKind(
  'password holder',
  (p): p is Kind<'staff' | 'superadmin'> => p.kind === 'staff' || p.kind === 'superadmin',
)
export const customerProcedure = requireKind('customer', (p): p is Kind<'customer'> => p.kind === 'customer')
export const superAdminProcedure = requireKind('super admin', (p): p is Kind<'superadmin'> => p.kind === 'superadmin')
