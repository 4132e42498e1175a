import { permittedRoutes } from '../http/route-guards.ts'
import type { AppContext } from '../platform/context.ts'
import { shopTrailCsv } from './shop-trail-service.ts'

/** The shop's audit trail as a CSV download, with the Audit trail page's filters as the query. */
export function auditRestRoutes(ctx: AppContext) {
  const r = permittedRoutes(ctx)
  r.get('audit.read', '/audit-trail.csv', async (admin, req, res) => {
    const body = await shopTrailCsv(ctx, admin.tenantId, req.query)
    res.type('text/csv; charset=utf-8')
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="audit-trail-${ctx.now().toISOString().slice(0, 10)}.csv"`,
    )
    res.send(body)
    return undefined
  })
  return r.router
}
