import { authErrors } from '@gold/core'
import type { AppContext } from '../context.ts'
import { revokeSessionsOf } from '../auth/session-service.ts'

export const CUSTOMER_STATUSES = ['New', 'KYC Pending', 'Active', 'Loan Active', 'Overdue', 'Closed', 'Inactive'] as const

/**
 * Change a customer's status (platform-spec 3.4): records a STATUS_CHANGE timeline event, and
 * `Inactive` revokes the customer's portal tokens at once. `tenantId` null is the operator CLI.
 */
export async function setCustomerStatus(ctx: AppContext, input: { tenantId: string | null; customerId: string; status: unknown }) {
  if (!CUSTOMER_STATUSES.includes(input.status as (typeof CUSTOMER_STATUSES)[number])) {
    throw authErrors.error('invalidRequest', { message: `Status must be one of: ${CUSTOMER_STATUSES.join(', ')}.` })
  }
  const status = input.status as string
  const found = await ctx.db.prisma.customer.findUnique({ where: { id: input.customerId } })
  if (!found || (input.tenantId !== null && found.tenantId !== input.tenantId)) {
    throw authErrors.error('invalidRequest', { message: 'Customer not found' })
  }
  const db = ctx.db.forTenant(found.tenantId)
  if (found.status !== status) {
    await db.$transaction(async (tx) => {
      await tx.customer.update({ where: { id: found.id }, data: { status } })
      await tx.timelineEvent.create({ data: { customerId: found.id, type: 'STATUS_CHANGE', detail: `${found.status} → ${status}`, occurredAt: ctx.now() } as any })
    })
  }
  if (status === 'Inactive') await revokeSessionsOf(ctx, 'customer', found.id)
  return { customerId: found.id, status }
}
