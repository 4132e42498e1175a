import { authErrors } from '@gold/core'
import type { AppContext } from './context.ts'

/** Active tenant by slug; a deactivated (suspended) tenant reads as absent. */
export async function findActiveTenantBySlug(ctx: AppContext, slug: string) {
  const tenant = await ctx.db.prisma.tenant.findUnique({ where: { slug: slug.toLowerCase() } })
  return tenant && tenant.isActive ? tenant : null
}

/** A tenant by its exact slug (suspended ones too), or null. */
export function findTenantBySlug(ctx: AppContext, slug: string) {
  return ctx.db.prisma.tenant.findUnique({ where: { slug } })
}

/** A tenant's name and slug by id (suspended ones too), or null. */
export function tenantLabel(ctx: AppContext, tenantId: string) {
  return ctx.db.prisma.tenant.findUnique({ where: { id: tenantId }, select: { name: true, slug: true } })
}

/** Names and slugs of a batch of tenants, by id (tickets list several tenants' rows for a super admin). */
export async function tenantLabels(
  ctx: AppContext,
  tenantIds: readonly string[],
): Promise<Map<string, { name: string; slug: string }>> {
  const ids = [...new Set(tenantIds)]
  if (ids.length === 0) return new Map()
  // Every ticket list asks: one prepared driver-level statement rather than a Prisma query.
  const rows = await ctx.db.sql.named('tenant-labels')<{ id: string; name: string; slug: string }>`
    SELECT "id", "name", "slug" FROM "Tenant" WHERE "id" = ANY(${ids}::text[])`
  return new Map(rows.map((t) => [t.id, { name: t.name, slug: t.slug }]))
}

/** Any tenant by slug (suspended ones too), else 404 `Tenant not found.` (operator commands, billing). */
export async function findTenantOrFail(ctx: AppContext, slug: unknown) {
  const tenant =
    typeof slug === 'string'
      ? await ctx.db.prisma.tenant.findUnique({ where: { slug: slug.trim().toLowerCase() } })
      : null
  if (!tenant) throw authErrors.error('tenantNotFound')
  return tenant
}
