import type { AppContext } from '../platform/context.ts'
import { guardedRoutes, staffGuard } from '../http/route-guards.ts'
import { currentGoldRate } from './shop-gold-rate-service.ts'

export function goldRatesRestRoutes(ctx: AppContext) {
  const r = guardedRoutes(staffGuard(ctx))
  r.get('/gold-rates/current', (staff) => currentGoldRate(ctx, staff.tenantId))
  return r.router
}
