import { blocksPortal, customerErrors, isCustomerStatus, statusChangeDetail } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { revokeSessionsOf } from '../auth/session-service.ts'
import { findCustomerInAnyTenant } from './customers-platform-repository.ts'
import { customersRepository } from './customers-repository.ts'

export { CUSTOMER_STATUSES } from '@gold/core'

/**
 * Change a customer's status (platform-spec 3.4): records a STATUS_CHANGE timeline event
 * ('Active → Inactive'), and `Inactive` revokes the customer's portal tokens at once. Setting the
 * current status again changes nothing and records nothing. `tenantId` null is the operator CLI;
 * another tenant's customer is 404 'Customer not found'.
 */
export async function setCustomerStatus(
  ctx: AppContext,
  input: { tenantId: string | null; customerId: string; status: unknown },
) {
  const status = input.status
  if (!isCustomerStatus(status)) throw customerErrors.error('invalidStatus')
  const id = input.customerId
  const lookup = () =>
    input.tenantId === null ? findCustomerInAnyTenant(ctx, id) : customersRepository(ctx, input.tenantId).findStatus(id)
  // The old status in the event must be the one replaced: the update is conditional on it, and a
  // concurrent change makes us re-read and try again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const found = id.trim() === '' ? null : await lookup()
    if (!found) throw customerErrors.error('notFound')
    if (found.status !== status) {
      const changed = await customersRepository(ctx, found.tenantId).changeStatus({
        id: found.id,
        from: found.status,
        to: status,
        detail: statusChangeDetail(found.status, status),
        at: ctx.now(),
      })
      if (!changed) continue
    }
    if (blocksPortal(status)) await revokeSessionsOf(ctx, 'customer', found.id)
    return { customerId: found.id, tenantId: found.tenantId, status }
  }
  throw new Error('customer status kept changing concurrently')
}
