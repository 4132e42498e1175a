import { Router, type Request } from 'express'
import type { AppContext } from '../context.ts'
import { noStore } from '../customers/customer-routes.ts'
import { handle, requireStaff, requireTenantAdmin } from '../http/request-context.ts'
import { currentIntakeLink, revokeIntakeLinks } from './intake-link-service.ts'
import { submitIntake } from './intake-service.ts'

/** `http://localhost:3000` as the caller reached us (trust proxy is loopback only). */
export const requestOrigin = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`

/** Public intake submission (spec 4.6) and the staff intake-link surface (interfaces.md 3). */
export function intakeRoutes(ctx: AppContext) {
  const r = Router()
  r.use(['/customer-intake', '/intake-link'], noStore)
  r.post('/customer-intake', handle(async (req) => submitIntake(ctx, req.body)))
  r.get('/intake-link', handle(async (req) => currentIntakeLink(ctx, await requireStaff(ctx, req), requestOrigin(req))))
  r.delete('/intake-link', handle(async (req) => revokeIntakeLinks(ctx, (await requireTenantAdmin(ctx, req)).tenantId)))
  return r
}
