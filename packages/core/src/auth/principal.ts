import type { Permission } from '../permissions/permission-catalog.ts'

export type StaffRole = 'TENANT_ADMIN' | 'TENANT_EMPLOYEE'
export const STAFF_ROLES: readonly StaffRole[] = ['TENANT_ADMIN', 'TENANT_EMPLOYEE']

/** Who is calling. The tenant of staff and customers always comes from here, never from input. */
export type Principal =
  | {
      kind: 'staff'
      sessionId: string
      userId: string
      name: string
      role: StaffRole
      tenantId: string
      tenantSlug: string
      /** Assigned roles (built-in names, custom role ids); empty: the default employee roles. */
      roles: readonly string[]
      /** What the roles grant (permissionsOf); guards and services ask for these, never for a role. */
      permissions: readonly Permission[]
      /** Present only when the shop is deactivated: such staff may reach billing, sign-in and sign-out only. */
      tenantSuspended?: true
    }
  | { kind: 'superadmin'; sessionId: string; userId: string; name: string }
  | { kind: 'customer'; sessionId: string; customerId: string; name: string; tenantId: string; tenantSlug: string }

export const isStaff = (p: Principal | null): p is Extract<Principal, { kind: 'staff' }> => p?.kind === 'staff'
export const isSuspendedStaff = (p: Principal | null): p is Extract<Principal, { kind: 'staff' }> =>
  p?.kind === 'staff' && p.tenantSuspended === true
export const isTenantAdmin = (p: Principal | null): p is Extract<Principal, { kind: 'staff' }> =>
  p?.kind === 'staff' && p.role === 'TENANT_ADMIN'

/** The tenant slug a Host header names: `<slug>.<baseDomain>` gives slug; the main host gives null. */
export function tenantSlugFromHost(host: string | undefined, baseDomain: string): string | null {
  if (!host) return null
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
  const suffix = `.${baseDomain.toLowerCase()}`
  if (!name.endsWith(suffix)) return null
  const label = name.slice(0, -suffix.length)
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label) ? label : null
}

export const OTP_TTL_MS = 10 * 60_000
export const OTP_MAX_TRIES = 5
export const EMAIL_VERIFICATION_TTL_MS = 30 * 60_000

export function normalizeEmail(email: unknown): string | null {
  if (typeof email !== 'string') return null
  const e = email.trim().toLowerCase()
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e) ? e : null
}

/** Whether a staff member may do what `permission` names; nobody else holds permissions. */
export const can = (p: Principal | null, permission: Permission) =>
  p?.kind === 'staff' && p.permissions.includes(permission)
