import { permittedRoutes } from '../http/route-guards.ts'
import type { AppContext } from '../platform/context.ts'
import { controlCheckRead, trialBalanceRead } from './books-service.ts'

/** Issue 25's two fixed reads of the shop's books, for integrators and auditors: tenant admins only. */
export function booksRestRoutes(ctx: AppContext) {
  const r = permittedRoutes(ctx)
  r.get('books.read', '/books/trial-balance', (admin, req) => trialBalanceRead(ctx, admin.tenantId, req.query.asOf))
  r.get('books.read', '/books/control-check', (admin, req) => controlCheckRead(ctx, admin.tenantId, req.query.asOf))
  return r.router
}
