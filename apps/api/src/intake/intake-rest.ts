import { customerIntakeInput } from '@gold/core'
import { Router } from 'express'
import type { AppContext } from '../platform/context.ts'
import { guardedRoutes, permittedRoutes, selfAuthenticatedGuard } from '../http/route-guards.ts'
import { currentIntakeLink, revokeIntakeLinks } from '../customers/intake-link-service.ts'
import { submitIntake } from './intake-service.ts'

/** Public intake submission (spec 4.6) and the staff intake-link surface (interfaces.md 3). */
export function intakeRestRoutes(ctx: AppContext) {
  // The submission carries its own authority: a signed, unrevoked link and a verified email (intake-service.ts).
  const form = guardedRoutes(selfAuthenticatedGuard('signed intake link')).post('/customer-intake', (_, req) =>
    submitIntake(ctx, customerIntakeInput.parse(req.body)),
  )
  const link = permittedRoutes(ctx).get('customers.write', '/intake-link', (staff) => currentIntakeLink(ctx, staff))
  const revoke = permittedRoutes(ctx).delete('shop.settings', '/intake-link', (admin) =>
    revokeIntakeLinks(ctx, admin.tenantId),
  )
  return Router().use(form.router, link.router, revoke.router)
}
