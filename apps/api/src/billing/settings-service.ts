import type { AuditActor } from '@gold/core'
import { recordAudit } from '../audit/audit-service.ts'
import type { AppContext } from '../platform/context.ts'
import { billingPlatformRepository } from './billing-platform-repository.ts'

/** The platform switches as the console shows them. */
export async function platformSettings(ctx: AppContext) {
  const row = await billingPlatformRepository(ctx).settings()
  return { checkoutEnabled: row.checkoutEnabled, taxRegistered: row.taxRegistered, updatedAt: row.updatedAt }
}

/** `settings:set`: the super admin's checkout kill switch and tax registration. */
export async function updatePlatformSettings(
  ctx: AppContext,
  actor: AuditActor,
  input: { checkoutEnabled?: boolean; taxRegistered?: boolean },
) {
  const data = {
    ...(input.checkoutEnabled === undefined ? {} : { checkoutEnabled: input.checkoutEnabled }),
    ...(input.taxRegistered === undefined ? {} : { taxRegistered: input.taxRegistered }),
  }
  await billingPlatformRepository(ctx).updateSettings(data)
  if (Object.keys(data).length > 0)
    await recordAudit(ctx, actor, {
      action: 'SETTINGS_CHANGED',
      subjectType: 'PlatformSettings',
      subjectId: 'platform',
      detail: data,
    })
  return { ok: true as const }
}
