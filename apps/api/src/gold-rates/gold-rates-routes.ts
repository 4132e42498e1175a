import { Router } from 'express'
import type { AppContext } from '../platform/context.ts'
import { handle, requireStaff } from '../http/request-context.ts'
import { currentGoldRate } from './gold-rate-service.ts'

export function goldRatesRoutes(ctx: AppContext) {
  const r = Router()
  r.get('/gold-rates/current', handle(async (req) => {
    await requireStaff(ctx, req)
    return currentGoldRate(ctx)
  }))
  return r
}
