import { permissionsOf, type Principal, type StaffRole } from '@gold/core'
import type { AppContext } from './context.ts'
import { hashToken } from './session-token.ts'

/** A session with whichever subject its kind names, and that subject's tenant, in one row. */
type SessionRow = {
  sessionId: string
  kind: string
  live: boolean
  lastUsedAt: Date | string | null
  userId: string | null
  userName: string | null
  role: string | null
  userActive: boolean | null
  userTenantId: string | null
  userTenantSlug: string | null
  userTenantActive: boolean | null
  customerId: string | null
  customerName: string | null
  customerStatus: string | null
  customerTenantId: string | null
  customerTenantSlug: string | null
  customerTenantActive: boolean | null
  adminId: string | null
  adminName: string | null
  /** The staff member's role assignments; `permissions` is set when `role` names one of the shop's custom roles. */
  roleRows: { role: string; permissions: string[] | null }[]
}

/**
 * Every authenticated request runs this, so it is one driver-level query (it was three Prisma
 * queries: session, subject, its tenant), prepared once per connection: PostgreSQL spends longer
 * planning this six-way join than running it. A staff member's roles (and the permissions of
 * their custom roles) come with it, so the permission set costs no second query. `live` is decided in SQL against the context
 * clock: not revoked and not yet expired.
 */
function findSession(ctx: AppContext, token: string) {
  const now = ctx.now().toISOString()
  return ctx.db.sql.named('principal-session-roles')<SessionRow>`
    SELECT s."id" AS "sessionId", s."kind",
      (s."revokedAt" IS NULL AND s."expiresAt" > ${now}::timestamptz) AS "live", s."lastUsedAt",
      u."id" AS "userId", u."name" AS "userName", u."role", u."isActive" AS "userActive", u."tenantId" AS "userTenantId", ut."slug" AS "userTenantSlug", ut."isActive" AS "userTenantActive",
      c."id" AS "customerId", c."name" AS "customerName", c."status" AS "customerStatus", c."tenantId" AS "customerTenantId",
      ct."slug" AS "customerTenantSlug", ct."isActive" AS "customerTenantActive",
      a."id" AS "adminId", a."name" AS "adminName",
      COALESCE((SELECT json_agg(json_build_object('role', ra."role", 'permissions', r."permissions") ORDER BY ra."role")
        FROM "StaffRoleAssignment" ra LEFT JOIN "ShopRole" r ON r."id" = ra."role" AND r."tenantId" = ra."tenantId"
        WHERE ra."userId" = u."id" AND ra."tenantId" = u."tenantId"), '[]'::json) AS "roleRows"
    FROM "Session" s
    LEFT JOIN "User" u ON s."kind" = 'staff' AND u."id" = s."subjectId"
    LEFT JOIN "Tenant" ut ON ut."id" = u."tenantId"
    LEFT JOIN "Customer" c ON s."kind" = 'customer' AND c."id" = s."subjectId"
    LEFT JOIN "Tenant" ct ON ct."id" = c."tenantId"
    LEFT JOIN "SuperAdmin" a ON s."kind" = 'superadmin' AND a."id" = s."subjectId"
    WHERE s."tokenHash" = ${hashToken(token)}`
}

/** How stale a session's "last used" may get: written at most once in this long, not on every request. */
const LAST_USED_EVERY_MS = 5 * 60_000

/** The "Signed-in devices" list's last use (issue 26). */
async function noteSessionUse(ctx: AppContext, s: SessionRow) {
  const now = ctx.now()
  if (s.lastUsedAt !== null && now.getTime() - new Date(s.lastUsedAt).getTime() < LAST_USED_EVERY_MS) return
  await ctx.db.sql`UPDATE "Session" SET "lastUsedAt" = ${now.toISOString()}::timestamptz WHERE "id" = ${s.sessionId}`
}

/**
 * The one place a token becomes a principal, shared by REST and tRPC. `hostSlug` is the tenant
 * subdomain of the request (null on the main host): a customer token is valid only on its own
 * tenant's subdomain, and a staff token never on another tenant's subdomain. A revoked or expired
 * session, a missing or inactive user, and an Inactive customer or suspended tenant are no one.
 * Staff of a suspended tenant stay someone, marked `tenantSuspended`, so they can still renew: the
 * REST route guards (http/route-guards.ts) and the tRPC procedure builders refuse them everywhere
 * but billing, sign-in and sign-out.
 */
export async function resolvePrincipal(
  ctx: AppContext,
  token: string | null,
  hostSlug: string | null,
): Promise<Principal | null> {
  if (!token) return null
  const [s] = await findSession(ctx, token)
  if (!s?.live) return null
  await noteSessionUse(ctx, s)
  if (s.kind === 'superadmin') {
    return s.adminId ? { kind: 'superadmin', sessionId: s.sessionId, userId: s.adminId, name: s.adminName! } : null
  }
  if (s.kind === 'staff') {
    if (!s.userId || !s.userActive) return null
    if (hostSlug !== null && hostSlug !== s.userTenantSlug) return null
    const role = s.role as StaffRole
    const roles = s.roleRows.map((row) => row.role)
    const customRoles = s.roleRows.flatMap((row) =>
      row.permissions ? [{ id: row.role, name: row.role, permissions: row.permissions }] : [],
    )
    return {
      kind: 'staff',
      sessionId: s.sessionId,
      userId: s.userId,
      name: s.userName!,
      role,
      tenantId: s.userTenantId!,
      tenantSlug: s.userTenantSlug!,
      roles,
      permissions: permissionsOf(role, roles, customRoles),
      ...(s.userTenantActive ? {} : { tenantSuspended: true as const }),
    }
  }
  if (s.kind === 'customer') {
    if (!s.customerId || s.customerStatus === 'Inactive' || !s.customerTenantActive) return null
    if (hostSlug !== s.customerTenantSlug) return null
    return {
      kind: 'customer',
      sessionId: s.sessionId,
      customerId: s.customerId,
      name: s.customerName!,
      tenantId: s.customerTenantId!,
      tenantSlug: s.customerTenantSlug!,
    }
  }
  return null
}
