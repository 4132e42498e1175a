import { emiStatusCutoffs } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { valuationsRepository } from './valuations-repository.ts'

/**
 * Time-driven EMI status sync (platform-spec 3.5): every unpaid EMI record in scope gets the status
 * core `syncEmiStatus` gives it now. Runs before valuation reads, report rendering and customer
 * reads (the customers domain calls it), and for every tenant in the daily emi-reminders job.
 *
 * One set-based conditional UPDATE on the IST-day cutoffs of core `emiStatusCutoffs` (Overdue
 * before the first, Due Soon before the second, Upcoming after): it touches only rows whose status
 * changes and finds them through the (status, dueDate) or (tenantId, customerId|valuationId,
 * dueDate) indexes, so a read costs one round trip instead of loading every unpaid EMI in scope
 * (for a customer list, every unpaid EMI of the tenant). Each branch names the unpaid statuses it
 * moves from, so a concurrent payment that set Paid first is re-checked by PostgreSQL and never
 * overwritten. The statement is the valuations repository's `syncEmiStatuses`.
 */
export async function syncEmiStatuses(
  ctx: AppContext,
  tenantId: string,
  scope: { customerId?: string; valuationId?: string },
): Promise<void> {
  await syncEmiStatusesCount(ctx, tenantId, scope)
}

/** As `syncEmiStatuses`, answering how many rows changed (the reminder job reports it). */
export async function syncEmiStatusesCount(
  ctx: AppContext,
  tenantId: string,
  scope: { customerId?: string; valuationId?: string },
): Promise<number> {
  return valuationsRepository(ctx, tenantId).syncEmiStatuses(scope, emiStatusCutoffs(ctx.now()), new Date())
}
