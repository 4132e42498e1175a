import { smsDltChoice, type ShopSmsSettings, type SmsDltChoice, type SmsTemplateKind } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { smsSettingsRepository } from './sms-settings-repository.ts'

/** tRPC messages.smsSettings: DLT required or not, the header, the entity id and a template id per kind. */
export const getSmsSettings = (ctx: AppContext, tenantId: string) => smsSettingsRepository(ctx, tenantId).settings()

/** tRPC messages.updateSmsSettings (Settings › SMS): the whole card at once, parsed by core `parseSmsSettings`. */
export async function updateSmsSettings(ctx: AppContext, tenantId: string, input: ShopSmsSettings) {
  await smsSettingsRepository(ctx, tenantId).put(input)
  return getSmsSettings(ctx, tenantId)
}

/** The header and DLT ids of one SMS of `kind` from the shop, or why it must not be sent (core `smsDltChoice`). */
export async function smsDltFor(ctx: AppContext, tenantId: string, kind: SmsTemplateKind): Promise<SmsDltChoice> {
  return smsDltChoice(await getSmsSettings(ctx, tenantId), kind, ctx.config.sms.sender ?? null)
}
