import type { AppContext } from '../platform/context.ts'
import { custodyRepository } from './custody-repository.ts'

/** tRPC custody.settings: the shop's custody rule (off until the owner turns it on). */
export const getCustodySettings = (ctx: AppContext, tenantId: string) => custodyRepository(ctx, tenantId).settings()

/** tRPC custody.updateSettings (custody.manage). */
export async function updateCustodySettings(
  ctx: AppContext,
  tenantId: string,
  input: { requirePacketBeforeDisbursement: boolean },
) {
  await custodyRepository(ctx, tenantId).putSettings(input.requirePacketBeforeDisbursement)
  return getCustodySettings(ctx, tenantId)
}
