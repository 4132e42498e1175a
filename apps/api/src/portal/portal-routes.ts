import type { AppContext } from '../platform/context.ts'
import { customerGuard, guardedRoutes } from '../http/route-guards.ts'
import { sendPrivatePdf } from '../http/send-pdf.ts'
import { portalCertificate } from './portal-certificate-service.ts'
import { portalProfile } from './portal-service.ts'

/**
 * Borrower portal over REST (a customer token on its tenant's subdomain): the profile, for
 * non-tRPC clients, and certificate downloads, which a browser fetches as a plain link.
 */
export function portalRoutes(ctx: AppContext) {
  const r = guardedRoutes(customerGuard(ctx))
  r.get('/portal/profile', (customer) => portalProfile(ctx, customer))
  r.get('/portal/valuations/:id/certificate', async (customer, req, res) => {
    sendPrivatePdf(res, await portalCertificate(ctx, customer, String(req.params.id)), 'attachment')
    return undefined
  })
  return r.router
}
