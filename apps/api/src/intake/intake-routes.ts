import { Router } from 'express'
import type { AppContext } from '../platform/context.ts'
import { handle, requireStaff, requireTenantAdmin } from '../http/request-context.ts'
import { currentIntakeLink, revokeIntakeLinks } from '../customers/intake-link-service.ts'
import { submitIntake } from './intake-service.ts'

/** Public intake submission (spec 4.6) and the staff intake-link surface (interfaces.md 3). */
export function intakeRoutes(ctx: AppContext) {
  const r = Router()
  r.post('/customer-intake', handle(async (req) => submitIntake(ctx, req.body)))
  r.get('/intake-link', handle(async (req) => currentIntakeLink(ctx, await requireStaff(ctx, req))))
  r.delete('/intake-link', handle(async (req) => revokeIntakeLinks(ctx, (await requireTenantAdmin(ctx, req)).tenantId)))
  return r
}
