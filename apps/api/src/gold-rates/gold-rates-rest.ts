import type { AppContext } from '../platform/context.ts'
import { permittedRoutes } from '../http/route-guards.ts'
import { currentGoldRate } from './shop-gold-rate-service.ts'

export function goldRatesRestRoutes(ctx: AppContext) {
  const r = permittedRoutes(ctx)
  r.get('valuations.read', '/gold-rates/current', (staff) => currentGoldRate(ctx, staff.tenantId))
  return r.router
}
