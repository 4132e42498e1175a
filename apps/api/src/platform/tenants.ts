import { authErrors } from '@gold/core'
import type { AppContext } from './context.ts'

/** Active tenant by slug; a deactivated (suspended) tenant reads as absent. */
export async function findActiveTenantBySlug(ctx: AppContext, slug: string) {
  const tenant = await ctx.db.prisma.tenant.findUnique({ where: { slug: slug.toLowerCase() } })
  return tenant && tenant.isActive ? tenant : null
}

/** Any tenant by slug (suspended ones too), else 404 `Tenant not found.` (operator commands, billing). */
export async function findTenantOrFail(ctx: AppContext, slug: unknown) {
  const tenant = typeof slug === 'string' ? await ctx.db.prisma.tenant.findUnique({ where: { slug: slug.trim().toLowerCase() } }) : null
  if (!tenant) throw authErrors.error('tenantNotFound')
  return tenant
}
