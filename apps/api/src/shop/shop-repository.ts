import type { AppContext } from '../platform/context.ts'

export type ShopProfileFields = {
  legalName: string | null
  address: string | null
  phone: string | null
  email: string | null
  gstin: string | null
  licenceNumber: string | null
  logoPathname: string | null
}

/** One shop's profile and name; confined to the tenant by `db.forTenant`. */
export function shopRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    /** The shop's name and profile fields; a shop that has saved no profile reads as nothing set. */
    namedProfile: async (): Promise<ShopProfileFields & { name: string }> => {
      const [tenant, profile] = await Promise.all([
        db.tenant.findUnique({ where: { id: tenantId }, select: { name: true } }),
        db.shopProfile.findFirst({ where: { tenantId } }),
      ])
      return {
        name: tenant?.name ?? '',
        legalName: profile?.legalName ?? null,
        address: profile?.address ?? null,
        phone: profile?.phone ?? null,
        email: profile?.email ?? null,
        gstin: profile?.gstin ?? null,
        licenceNumber: profile?.licenceNumber ?? null,
        logoPathname: profile?.logoPathname ?? null,
      }
    },

    putProfile: (fields: ShopProfileFields, updatedById: string) =>
      db.shopProfile.upsert({
        where: { tenantId },
        create: { tenantId, ...fields, updatedById },
        update: { ...fields, updatedById },
      }),

    /** A logo the shop uploaded (purpose 'logo'), or null. */
    logoFile: (pathname: string) => db.storedFile.findFirst({ where: { pathname, purpose: 'logo' } }),
  }
}
