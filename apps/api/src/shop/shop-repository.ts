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
  /** The shop's (tenant's) name; null only for a tenant that does not exist. */
  const shopName = async () =>
    (await db.tenant.findUnique({ where: { id: tenantId }, select: { name: true } }))?.name ?? null
  return {
    shopName,

    /** The shop's name and profile fields; a shop that has saved no profile reads as nothing set. */
    namedProfile: async (): Promise<ShopProfileFields & { name: string }> => {
      const [name, profile] = await Promise.all([shopName(), db.shopProfile.findFirst({ where: { tenantId } })])
      return {
        name: name ?? '',
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
