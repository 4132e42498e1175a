import type { AppContext } from '../context.ts'

/** Active tenant by slug; a deactivated (suspended) tenant reads as absent. */
export async function findActiveTenantBySlug(ctx: AppContext, slug: string) {
  const tenant = await ctx.db.prisma.tenant.findUnique({ where: { slug: slug.toLowerCase() } })
  return tenant && tenant.isActive ? tenant : null
}
