import type { AppContext } from '../platform/context.ts'

type Client = Pick<AppContext['db']['prisma'], 'platformSettings'>

/**
 * The single settings row; created with defaults when a database somehow lacks it. Read first:
 * an upsert is three statements in Prisma even when the row exists, and it always does after boot.
 */
export async function platformSettings(db: Client) {
  return await db.platformSettings.findUnique({ where: { id: 'platform' } })
    ?? db.platformSettings.upsert({ where: { id: 'platform' }, update: {}, create: { id: 'platform' } })
}

/** `settings:set`: the super admin's checkout kill switch and tax registration. */
export async function updatePlatformSettings(ctx: AppContext, input: { checkoutEnabled?: boolean; taxRegistered?: boolean }) {
  const data = {
    ...(input.checkoutEnabled === undefined ? {} : { checkoutEnabled: input.checkoutEnabled }),
    ...(input.taxRegistered === undefined ? {} : { taxRegistered: input.taxRegistered }),
  }
  await ctx.db.prisma.platformSettings.upsert({ where: { id: 'platform' }, update: data, create: { id: 'platform', ...data } })
  return { ok: true as const }
}
