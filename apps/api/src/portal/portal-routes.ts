import { Router, type Request } from 'express'
import { authErrors } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { handle, principalOf } from '../http/request-context.ts'
import { sendPrivatePdf } from '../http/send-pdf.ts'
import { portalCertificate } from './portal-certificate-service.ts'
import { portalProfile, type PortalCustomer } from './portal-service.ts'

async function requireCustomer(ctx: AppContext, req: Request): Promise<PortalCustomer> {
  const p = await principalOf(ctx, req)
  if (p?.kind !== 'customer') throw authErrors.error('unauthorized')
  return { customerId: p.customerId, tenantId: p.tenantId }
}

/**
 * Borrower portal over REST (a customer token on its tenant's subdomain): the profile, for
 * non-tRPC clients, and certificate downloads, which a browser fetches as a plain link.
 */
export function portalRoutes(ctx: AppContext) {
  const r = Router()
  r.get('/portal/profile', handle(async (req) => portalProfile(ctx, await requireCustomer(ctx, req))))
  r.get('/portal/valuations/:id/certificate', handle(async (req, res) => {
    sendPrivatePdf(res, await portalCertificate(ctx, await requireCustomer(ctx, req), String(req.params.id)), 'attachment')
    return undefined
  }))
  return r
}
