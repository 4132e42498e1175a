import { Router } from 'express'
import { authErrors } from '@gold/core'
import type { AppContext } from '../context.ts'
import { noStore } from '../customers/customer-routes.ts'
import { handle, principalOf } from '../http/request-context.ts'
import { portalProfile } from './portal-service.ts'

/** REST mirror of the portal profile for non-tRPC clients: a customer token on its tenant's subdomain. */
export function portalRoutes(ctx: AppContext) {
  const r = Router()
  r.get('/portal/profile', noStore, handle(async (req) => {
    const p = await principalOf(ctx, req)
    if (p?.kind !== 'customer') throw authErrors.error('unauthorized')
    return portalProfile(ctx, { customerId: p.customerId, tenantId: p.tenantId })
  }))
  return r
}
