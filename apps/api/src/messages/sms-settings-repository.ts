import { SMS_DLT_OFF, isSmsTemplateKind, type ShopSmsSettings } from '@gold/core'
import type { AppContext } from '../platform/context.ts'

/** The shop's SMS settings under TRAI's DLT rules (ShopSmsSettings); no row reads as DLT off. */
export function smsSettingsRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    settings: async (): Promise<ShopSmsSettings> => {
      const row = await db.shopSmsSettings.findFirst({ where: { tenantId } })
      if (!row) return SMS_DLT_OFF
      const stored = (row.templateIds ?? {}) as Record<string, unknown>
      const templateIds = Object.fromEntries(
        Object.entries(stored).filter(([kind, id]) => isSmsTemplateKind(kind) && typeof id === 'string'),
      ) as ShopSmsSettings['templateIds']
      return { dltRequired: row.dltRequired, header: row.header, entityId: row.entityId, templateIds }
    },
    put: (settings: ShopSmsSettings) =>
      db.shopSmsSettings.upsert({ where: { tenantId }, create: { tenantId, ...settings }, update: settings }),
  }
}
