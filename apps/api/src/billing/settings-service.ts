import type { AppContext } from '../platform/context.ts'
import { billingPlatformRepository } from './billing-platform-repository.ts'

/** `settings:set`: the super admin's checkout kill switch and tax registration. */
export async function updatePlatformSettings(
  ctx: AppContext,
  input: { checkoutEnabled?: boolean; taxRegistered?: boolean },
) {
  const data = {
    ...(input.checkoutEnabled === undefined ? {} : { checkoutEnabled: input.checkoutEnabled }),
    ...(input.taxRegistered === undefined ? {} : { taxRegistered: input.taxRegistered }),
  }
  await billingPlatformRepository(ctx).updateSettings(data)
  return { ok: true as const }
}
