import type { AppContext } from '../platform/context.ts'

/** A shop's sign-in rules (issue 26): one row per shop, none while every rule is off. */
export function shopSecurityRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    settings: async () =>
      (await db.shopSecuritySettings.findUnique({ where: { tenantId }, select: { requireTwoFactor: true } })) ?? {
        requireTwoFactor: false,
      },
    setRequireTwoFactor: (requireTwoFactor: boolean) =>
      db.shopSecuritySettings.upsert({
        where: { tenantId },
        create: { tenantId, requireTwoFactor },
        update: { requireTwoFactor },
        select: { requireTwoFactor: true },
      }),
  }
}
