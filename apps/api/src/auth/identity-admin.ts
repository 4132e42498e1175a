import { STAFF_ROLES, authErrors, normalizeEmail, type StaffRole } from '@gold/core'
import { isUniqueViolation } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { hashPassword } from './password.ts'
import { revokeSessionsOf } from './session-service.ts'
import { assertStaffAccountAvailable } from '../billing/entitlement-service.ts'
import { findTenantOrFail } from '../platform/tenants.ts'
import { identityRepository } from './auth-platform-repository.ts'
import { authRepository } from './auth-repository.ts'

const invalid = (message: string) => authErrors.error('invalidRequest', { message })

function requireText(value: unknown, what: string, min = 1): string {
  if (typeof value !== 'string' || value.trim().length < min)
    throw invalid(`${what} is required${min > 1 ? ` (at least ${min} characters)` : ''}.`)
  return value.trim()
}
function requireEmail(value: unknown): string {
  const email = normalizeEmail(value)
  if (!email) throw invalid('A valid email address is required.')
  return email
}
const requirePassword = (value: unknown) => requireText(value, 'A password', 8)

async function assertEmailFree(ctx: AppContext, email: string) {
  if (await identityRepository(ctx).emailInUse(email)) throw invalid(`The email ${email} is already in use.`)
}

/** Operator commands of interfaces.md section 4 (identity). */
export async function createTenant(
  ctx: AppContext,
  input: { name: unknown; slug: unknown; adminEmail: unknown; adminPassword: unknown; adminName?: unknown },
) {
  const name = requireText(input.name, 'A tenant name')
  const slug = requireText(input.slug, 'A slug').toLowerCase()
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(slug))
    throw invalid('The slug may contain only lowercase letters, digits and hyphens.')
  const adminEmail = requireEmail(input.adminEmail)
  const passwordHash = await hashPassword(requirePassword(input.adminPassword))
  const adminName =
    typeof input.adminName === 'string' && input.adminName.trim() ? input.adminName.trim() : 'Administrator'
  await assertEmailFree(ctx, adminEmail)
  try {
    const { tenant, admin } = await identityRepository(ctx).createTenantWithAdmin(
      { name, slug },
      { email: adminEmail, name: adminName, passwordHash },
    )
    return { tenantId: tenant.id, slug: tenant.slug, adminUserId: admin.id }
  } catch (e) {
    if (isUniqueViolation(e)) throw invalid(`A tenant with slug ${slug} or the email ${adminEmail} already exists.`)
    throw e
  }
}

export async function deactivateTenant(ctx: AppContext, slug: unknown) {
  const tenant = await findTenantOrFail(ctx, slug)
  await identityRepository(ctx).deactivateTenant(tenant.id)
  return { tenantId: tenant.id }
}

export async function createStaffUser(
  ctx: AppContext,
  input: { tenant: unknown; role: unknown; email: unknown; password: unknown; name: unknown },
) {
  const tenant = await findTenantOrFail(ctx, input.tenant)
  if (!STAFF_ROLES.includes(input.role as StaffRole)) throw invalid('Role must be TENANT_ADMIN or TENANT_EMPLOYEE.')
  const email = requireEmail(input.email)
  const name = requireText(input.name, 'A name')
  const passwordHash = await hashPassword(requirePassword(input.password))
  await assertEmailFree(ctx, email)
  await assertStaffAccountAvailable(ctx, tenant.id)
  const user = await authRepository(ctx, tenant.id).createStaffUser({
    email,
    name,
    role: input.role as StaffRole,
    passwordHash,
  })
  return { userId: user.id }
}

export async function createSuperAdmin(ctx: AppContext, input: { email: unknown; password: unknown; name: unknown }) {
  const email = requireEmail(input.email)
  const name = requireText(input.name, 'A name')
  const passwordHash = await hashPassword(requirePassword(input.password))
  await assertEmailFree(ctx, email)
  const admin = await identityRepository(ctx).createSuperAdmin({ email, name, passwordHash })
  return { userId: admin.id }
}

export async function deactivateStaffUser(ctx: AppContext, userId: string) {
  await identityRepository(ctx).deactivateStaffUser(userId)
  await revokeSessionsOf(ctx, 'staff', userId)
}
