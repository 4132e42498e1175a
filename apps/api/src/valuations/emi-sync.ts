import { EMI_STATUSES, type EmiStatus, emiStatusCutoffs } from '@gold/core'
import type { AppContext } from '../context.ts'

type UnpaidStatus = Exclude<EmiStatus, 'Paid'>
const UNPAID = EMI_STATUSES.filter((s): s is UnpaidStatus => s !== 'Paid')

/**
 * Time-driven EMI status sync (platform-spec 3.5): every unpaid EMI record in scope gets the status
 * core `syncEmiStatus` gives it now. Runs before valuation reads, report rendering and customer
 * reads (the customers domain calls it), and for every tenant in the daily emi-reminders job.
 *
 * Applied as three set-based conditional updates (one per target status, on the IST-day cutoffs of
 * core `emiStatusCutoffs`), which touch only rows whose status changes and use the (status, dueDate)
 * index, so a read costs three index probes instead of loading every unpaid EMI of the tenant.
 * Each update names the unpaid statuses it moves from: a concurrent payment that set Paid first is
 * re-checked by PostgreSQL and never overwritten.
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
  const db = ctx.db.forTenant(tenantId)
  const { overdueBefore, upcomingFrom } = emiStatusCutoffs(ctx.now())
  const inScope = {
    ...(scope.customerId ? { customerId: scope.customerId } : {}),
    ...(scope.valuationId ? { valuationId: scope.valuationId } : {}),
  }
  const moves: { to: UnpaidStatus; dueDate: { lt?: Date; gte?: Date } }[] = [
    { to: 'Overdue', dueDate: { lt: overdueBefore } },
    { to: 'Due Soon', dueDate: { gte: overdueBefore, lt: upcomingFrom } },
    { to: 'Upcoming', dueDate: { gte: upcomingFrom } },
  ]
  let updated = 0
  for (const move of moves) {
    const from = UNPAID.filter((s) => s !== move.to)
    const { count } = await db.emiRecord.updateMany({ where: { ...inScope, status: { in: from }, dueDate: move.dueDate }, data: { status: move.to } })
    updated += count
  }
  return updated
}
