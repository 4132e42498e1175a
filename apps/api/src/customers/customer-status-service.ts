import { blocksPortal, customerErrors, isCustomerStatus, statusChangeDetail } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { revokeSessionsOf } from '../auth/session-service.ts'

export { CUSTOMER_STATUSES } from '@gold/core'

/**
 * Change a customer's status (platform-spec 3.4): records a STATUS_CHANGE timeline event
 * ('Active → Inactive'), and `Inactive` revokes the customer's portal tokens at once. Setting the
 * current status again changes nothing and records nothing. `tenantId` null is the operator CLI;
 * another tenant's customer is 404 'Customer not found'.
 */
export async function setCustomerStatus(ctx: AppContext, input: { tenantId: string | null; customerId: string; status: unknown }) {
  const status = input.status
  if (!isCustomerStatus(status)) throw customerErrors.error('invalidStatus')
  const id = input.customerId
  const lookup = () => input.tenantId === null
    ? ctx.db.prisma.customer.findUnique({ where: { id }, select: { id: true, tenantId: true, status: true } })
    : ctx.db.forTenant(input.tenantId).customer.findFirst({ where: { id }, select: { id: true, tenantId: true, status: true } })
  // The old status in the event must be the one replaced: the update is conditional on it, and a
  // concurrent change makes us re-read and try again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const found = id.trim() === '' ? null : await lookup()
    if (!found) throw customerErrors.error('notFound')
    if (found.status !== status) {
      const changed = await ctx.db.forTenant(found.tenantId).$transaction(async (tx) => {
        const res = await tx.customer.updateMany({ where: { id: found.id, status: found.status }, data: { status } })
        if (res.count !== 1) return false
        await tx.timelineEvent.create({
          data: { tenantId: found.tenantId, customerId: found.id, type: 'STATUS_CHANGE', detail: statusChangeDetail(found.status, status), occurredAt: ctx.now() },
        })
        return true
      })
      if (!changed) continue
    }
    if (blocksPortal(status)) await revokeSessionsOf(ctx, 'customer', found.id)
    return { customerId: found.id, tenantId: found.tenantId, status }
  }
  throw new Error('customer status kept changing concurrently')
}
