import type { ReleaseDeskSettingsBody } from '@gold/core'
import { loansRepository } from '../loans/loans-repository.ts'
import type { AppContext } from '../platform/context.ts'

/** The shop's release desk settings: slot hours and capacity, and the pause rule. */
export const releaseDeskSettings = (ctx: AppContext, tenantId: string) =>
  loansRepository(ctx, tenantId).releaseDeskSettings()

export async function updateReleaseDeskSettings(ctx: AppContext, tenantId: string, input: ReleaseDeskSettingsBody) {
  const repo = loansRepository(ctx, tenantId)
  await repo.putReleaseDeskSettings(input)
  return repo.releaseDeskSettings()
}
