import type { Principal, StaffRole } from '@gold/core'
import type { AppContext } from '../context.ts'
import { findLiveSession } from './session-service.ts'

/**
 * The one place a token becomes a principal, shared by REST and tRPC. `hostSlug` is the tenant
 * subdomain of the request (null on the main host): a customer token is valid only on its own
 * tenant's subdomain, and a staff token never on another tenant's subdomain.
 */
export async function resolvePrincipal(ctx: AppContext, token: string | null, hostSlug: string | null): Promise<Principal | null> {
  if (!token) return null
  const session = await findLiveSession(ctx, token)
  if (!session) return null
  const { prisma } = ctx.db
  if (session.kind === 'superadmin') {
    const admin = await prisma.superAdmin.findUnique({ where: { id: session.subjectId } })
    return admin ? { kind: 'superadmin', sessionId: session.id, userId: admin.id, name: admin.name } : null
  }
  if (session.kind === 'staff') {
    const user = await prisma.user.findUnique({ where: { id: session.subjectId }, include: { tenant: true } })
    if (!user || !user.isActive) return null
    if (hostSlug !== null && hostSlug !== user.tenant.slug) return null
    return {
      kind: 'staff', sessionId: session.id, userId: user.id, name: user.name, role: user.role as StaffRole,
      tenantId: user.tenantId, tenantSlug: user.tenant.slug,
    }
  }
  if (session.kind === 'customer') {
    const customer = await prisma.customer.findUnique({ where: { id: session.subjectId }, include: { tenant: true } })
    if (!customer || customer.status === 'Inactive' || !customer.tenant.isActive) return null
    if (hostSlug !== customer.tenant.slug) return null
    return {
      kind: 'customer', sessionId: session.id, customerId: customer.id, name: customer.name,
      tenantId: customer.tenantId, tenantSlug: customer.tenant.slug,
    }
  }
  return null
}
