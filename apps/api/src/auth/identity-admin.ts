import { STAFF_ROLES, authErrors, normalizeEmail, type StaffRole } from '@gold/core'
import { isUniqueViolation } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { hashPassword } from './password.ts'
import { revokeSessionsOf } from './session-service.ts'
import { assertStaffAccountAvailable } from '../billing/entitlement-service.ts'
import { findTenantOrFail } from '../platform/tenants.ts'

const invalid = (message: string) => authErrors.error('invalidRequest', { message })

function requireText(value: unknown, what: string, min = 1): string {
  if (typeof value !== 'string' || value.trim().length < min) throw invalid(`${what} is required${min > 1 ? ` (at least ${min} characters)` : ''}.`)
  return value.trim()
}
function requireEmail(value: unknown): string {
  const email = normalizeEmail(value)
  if (!email) throw invalid('A valid email address is required.')
  return email
}
const requirePassword = (value: unknown) => requireText(value, 'A password', 8)

async function assertEmailFree(ctx: AppContext, email: string) {
  const [user, admin] = await Promise.all([
    ctx.db.prisma.user.findUnique({ where: { email } }), ctx.db.prisma.superAdmin.findUnique({ where: { email } }),
  ])
  if (user || admin) throw invalid(`The email ${email} is already in use.`)
}

/** Operator commands of interfaces.md section 4 (identity). */
export async function createTenant(ctx: AppContext, input: { name: unknown; slug: unknown; adminEmail: unknown; adminPassword: unknown; adminName?: unknown }) {
  const name = requireText(input.name, 'A tenant name')
  const slug = requireText(input.slug, 'A slug').toLowerCase()
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(slug)) throw invalid('The slug may contain only lowercase letters, digits and hyphens.')
  const adminEmail = requireEmail(input.adminEmail)
  const passwordHash = await hashPassword(requirePassword(input.adminPassword))
  const adminName = typeof input.adminName === 'string' && input.adminName.trim() ? input.adminName.trim() : 'Administrator'
  await assertEmailFree(ctx, adminEmail)
  try {
    return await ctx.db.prisma.$transaction(async (tx) => {
      const tenant = await tx.tenant.create({ data: { name, slug } })
      const admin = await tx.user.create({ data: { tenantId: tenant.id, email: adminEmail, name: adminName, role: 'TENANT_ADMIN', passwordHash } })
      return { tenantId: tenant.id, slug: tenant.slug, adminUserId: admin.id }
    })
  } catch (e) {
    if (isUniqueViolation(e)) throw invalid(`A tenant with slug ${slug} or the email ${adminEmail} already exists.`)
    throw e
  }
}

export async function deactivateTenant(ctx: AppContext, slug: unknown) {
  const tenant = await findTenantOrFail(ctx, slug)
  await ctx.db.prisma.tenant.update({ where: { id: tenant.id }, data: { isActive: false } })
  return { tenantId: tenant.id }
}

export async function createStaffUser(ctx: AppContext, input: { tenant: unknown; role: unknown; email: unknown; password: unknown; name: unknown }) {
  const tenant = await findTenantOrFail(ctx, input.tenant)
  if (!STAFF_ROLES.includes(input.role as StaffRole)) throw invalid('Role must be TENANT_ADMIN or TENANT_EMPLOYEE.')
  const email = requireEmail(input.email)
  const name = requireText(input.name, 'A name')
  const passwordHash = await hashPassword(requirePassword(input.password))
  await assertEmailFree(ctx, email)
  await assertStaffAccountAvailable(ctx, tenant.id)
  const user = await ctx.db.prisma.user.create({ data: { tenantId: tenant.id, email, name, role: input.role as StaffRole, passwordHash } })
  return { userId: user.id }
}

export async function createSuperAdmin(ctx: AppContext, input: { email: unknown; password: unknown; name: unknown }) {
  const email = requireEmail(input.email)
  const name = requireText(input.name, 'A name')
  const passwordHash = await hashPassword(requirePassword(input.password))
  await assertEmailFree(ctx, email)
  const admin = await ctx.db.prisma.superAdmin.create({ data: { email, name, passwordHash } })
  return { userId: admin.id }
}

export async function deactivateStaffUser(ctx: AppContext, userId: string) {
  await ctx.db.prisma.user.update({ where: { id: userId }, data: { isActive: false } })
  await revokeSessionsOf(ctx, 'staff', userId)
}
