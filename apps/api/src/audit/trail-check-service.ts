import type { AppContext } from '../platform/context.ts'
import { checkCustodyChain } from '../custody/custody-verify-service.ts'
import { shopsWithCustodyChain, shopsWithTrail } from './audit-platform-repository.ts'
import { shopTrailRepository } from './shop-trail-repository.ts'
import { verifyShopTrail } from './shop-trail-service.ts'

/**
 * The daily job (issue 26): every shop's chain walked as `audit.verify` walks it, the result stored
 * per shop (the Audit trail page shows the last one), and a break logged as an error for the
 * operators. One shop's failure to verify does not stop the others. The shops' custody logs
 * (issue 28) are walked in the same run.
 */
export async function runDailyTrailChecks(ctx: AppContext) {
  const shops = []
  for (const tenantId of await shopsWithTrail(ctx)) {
    try {
      const result = await verifyShopTrail(ctx, tenantId)
      const found = result.ok ? null : { problem: result.break.problem, seq: result.break.seq }
      await shopTrailRepository(ctx, tenantId).recordCheck({
        ok: result.ok,
        entries: result.entries,
        break: found,
        checkedAt: ctx.now(),
      })
      if (found) ctx.log.error({ tenantId, break: found }, 'shop audit trail chain is broken')
      shops.push({ tenantId, ok: result.ok })
    } catch (err) {
      ctx.log.error({ err, tenantId }, 'shop audit trail check failed')
      shops.push({ tenantId, ok: false })
    }
  }
  return { ok: true, shops, custody: await runDailyCustodyChecks(ctx) }
}

/** Issue 28: every shop's custody log walked the same way, its result stored per shop. */
async function runDailyCustodyChecks(ctx: AppContext) {
  const shops = []
  for (const tenantId of await shopsWithCustodyChain(ctx)) {
    try {
      const found = await checkCustodyChain(ctx, tenantId)
      if (found) ctx.log.error({ tenantId, break: found }, 'custody chain is broken')
      shops.push({ tenantId, ok: found === null })
    } catch (err) {
      ctx.log.error({ err, tenantId }, 'custody chain check failed')
      shops.push({ tenantId, ok: false })
    }
  }
  return shops
}

/** tRPC `audit.lastCheck`: the shop's latest daily check, null before the first. */
export async function lastTrailCheck(ctx: AppContext, tenantId: string) {
  const check = await shopTrailRepository(ctx, tenantId).lastCheck()
  if (!check) return null
  return {
    ok: check.ok,
    entries: check.entries,
    break: check.breakSeq === null ? null : { problem: check.breakKind ?? 'edited', seq: check.breakSeq },
    checkedAt: check.checkedAt.toISOString(),
  }
}
