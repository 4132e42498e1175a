import type { ShopUpiSettings } from '@gold/core'
import type { AppContext } from '../platform/context.ts'

/** The shop's UPI collection details (issue 27); no row reads as UPI off. */
export function shopUpiRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    settings: async (): Promise<ShopUpiSettings> => {
      const row = await db.shopUpiSettings.findFirst({ where: { tenantId } })
      return {
        upiId: row?.upiId ?? null,
        payeeName: row?.payeeName ?? null,
        refuseDuplicateUtr: row?.refuseDuplicateUtr ?? false,
      }
    },
    put: (settings: ShopUpiSettings) =>
      db.shopUpiSettings.upsert({ where: { tenantId }, create: { tenantId, ...settings }, update: settings }),
  }
}
