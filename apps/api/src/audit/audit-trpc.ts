import { trailPageQuery } from '@gold/core'
import { permittedProcedure, router } from '../trpc/trpc.ts'
import { searchShopTrail, trailPeople, verifyShopTrail } from './shop-trail-service.ts'
import { lastTrailCheck } from './trail-check-service.ts'

/** The shop's audit trail (issue 26), for the owner and the auditor. Download: GET /api/audit-trail.csv. */
export const auditRouter = router({
  search: permittedProcedure('audit.read')
    .input(trailPageQuery.optional())
    .query(({ ctx, input }) => searchShopTrail(ctx.app, ctx.principal.tenantId, input ?? {})),
  people: permittedProcedure('audit.read').query(({ ctx }) => trailPeople(ctx.app, ctx.principal.tenantId)),
  /** Walks the whole chain now: `{ok, entries}` or the first edited or missing entry. */
  verify: permittedProcedure('audit.read').query(({ ctx }) => verifyShopTrail(ctx.app, ctx.principal.tenantId)),
  /** The daily job's last result for the shop (null before its first run). */
  lastCheck: permittedProcedure('audit.read').query(({ ctx }) => lastTrailCheck(ctx.app, ctx.principal.tenantId)),
})
