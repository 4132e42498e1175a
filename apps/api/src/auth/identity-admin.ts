import { authErrors, normalizeEmail, passwordProblem, staffUserInput, type AuditActor } from '@gold/core'
import { isUniqueViolation } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { hashPassword } from './password.ts'
import { revokeSessionsOf } from './session-service.ts'
import { findTenantOrFail } from '../platform/tenants.ts'
import { identityRepository } from './auth-platform-repository.ts'
import { recordAudit } from '../audit/audit-service.ts'
import { addStaffUser } from './staff-accounts-service.ts'

const invalid = (message: string, field?: string) => authErrors.error('invalidRequest', { message, field })

function requireText(value: unknown, what: string, field: string): string {
  if (typeof value !== 'string' || !value.trim()) throw invalid(`${what} is required.`, field)
  return value.trim()
}
function requireEmail(value: unknown, field: string): string {
  const email = normalizeEmail(value)
  if (!email) throw invalid('A valid email address is required.', field)
  return email
}
/** Core's one password rule, as the staff screens and the reset form apply it. */
function requirePassword(value: unknown, field: string): string {
  const problem = typeof value === 'string' ? passwordProblem(value) : passwordProblem('')
  if (problem) throw invalid(problem, field)
  return value as string
}

async function assertEmailFree(ctx: AppContext, email: string, field: string) {
  if (await identityRepository(ctx).emailInUse(email)) throw invalid(`The email ${email} is already in use.`, field)
}

/** Operator commands of interfaces.md section 4 (identity). */
export async function createTenant(
  ctx: AppContext,
  actor: AuditActor,
  input: { name: unknown; slug: unknown; adminEmail: unknown; adminPassword: unknown; adminName?: unknown },
) {
  const name = requireText(input.name, 'A tenant name', 'name')
  const slug = requireText(input.slug, 'A slug', 'slug').toLowerCase()
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(slug))
    throw invalid('The slug may contain only lowercase letters, digits and hyphens.', 'slug')
  const adminEmail = requireEmail(input.adminEmail, 'adminEmail')
  const passwordHash = await hashPassword(requirePassword(input.adminPassword, 'adminPassword'))
  const adminName =
    typeof input.adminName === 'string' && input.adminName.trim() ? input.adminName.trim() : 'Administrator'
  await assertEmailFree(ctx, adminEmail, 'adminEmail')
  try {
    const { tenant, admin } = await identityRepository(ctx).createTenantWithAdmin(
      { name, slug },
      { email: adminEmail, name: adminName, passwordHash },
    )
    await recordAudit(ctx, actor, {
      action: 'TENANT_CREATED',
      subjectType: 'Tenant',
      subjectId: tenant.id,
      tenantId: tenant.id,
      detail: { name, slug, adminEmail },
    })
    return { tenantId: tenant.id, slug: tenant.slug, adminUserId: admin.id }
  } catch (e) {
    if (isUniqueViolation(e))
      throw invalid(`A tenant with slug ${slug} or the email ${adminEmail} already exists.`, 'slug')
    throw e
  }
}

/**
 * `tenant:deactivate` (suspend) and its reverse: the shop's staff are refused everywhere but
 * billing while suspended (README "A suspended tenant"). Setting the state it already has is
 * recorded too, so the log shows every decision taken.
 */
export async function setTenantActive(ctx: AppContext, actor: AuditActor, input: { tenant: unknown; active: boolean }) {
  const tenant = await findTenantOrFail(ctx, input.tenant)
  await identityRepository(ctx).setTenantActive(tenant.id, input.active)
  await recordAudit(ctx, actor, {
    action: input.active ? 'TENANT_REACTIVATED' : 'TENANT_SUSPENDED',
    subjectType: 'Tenant',
    subjectId: tenant.id,
    tenantId: tenant.id,
    detail: { slug: tenant.slug, wasActive: tenant.isActive },
  })
  return { tenantId: tenant.id }
}

/** `tenant:deactivate`. */
export const deactivateTenant = (ctx: AppContext, actor: AuditActor, slug: unknown) =>
  setTenantActive(ctx, actor, { tenant: slug, active: false })

/** `user:create`: the same checks and service as the staff screen (`users.create`). */
export async function createStaffUser(
  ctx: AppContext,
  input: { tenant: unknown; role: unknown; email: unknown; password: unknown; name: unknown },
) {
  const tenant = await findTenantOrFail(ctx, input.tenant)
  const parsed = staffUserInput.safeParse({
    name: input.name,
    email: input.email,
    role: input.role,
    password: input.password,
  })
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Invalid request.')
  const user = await addStaffUser(ctx, tenant.id, parsed.data)
  return { userId: user.id }
}

export async function createSuperAdmin(ctx: AppContext, input: { email: unknown; password: unknown; name: unknown }) {
  const email = requireEmail(input.email, 'email')
  const name = requireText(input.name, 'A name', 'name')
  const passwordHash = await hashPassword(requirePassword(input.password, 'password'))
  await assertEmailFree(ctx, email, 'email')
  const admin = await identityRepository(ctx).createSuperAdmin({ email, name, passwordHash })
  return { userId: admin.id }
}

export async function deactivateStaffUser(ctx: AppContext, userId: string) {
  await identityRepository(ctx).deactivateStaffUser(userId)
  await revokeSessionsOf(ctx, 'staff', userId)
}
