import { Router } from 'express'
import { authRoutes } from './auth/auth-routes.ts'
import type { AppContext } from './context.ts'
import { ticketsRoutes } from './tickets/tickets-routes.ts'

/** Every REST router of the spec, mounted under /api. One line per domain. */
export function apiRoutes(ctx: AppContext) {
  const api = Router()
  api.use(authRoutes(ctx))
  api.use(ticketsRoutes(ctx))
  return api
}
