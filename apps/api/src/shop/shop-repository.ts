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
    tenantName: async () =>
      (await db.tenant.findUnique({ where: { id: tenantId }, select: { name: true } }))?.name ?? null,

    profile: () => db.shopProfile.findFirst({ where: { tenantId } }),

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
