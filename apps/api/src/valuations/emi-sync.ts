import { syncEmiStatus } from '@gold/core'
import type { AppContext } from '../context.ts'

/**
 * Time-driven EMI status sync (platform-spec 3.5): recomputes the status of every unpaid EMI record
 * in scope with core `syncEmiStatus` and writes only the rows whose status changed. Each write is
 * conditional on the status read (`where {id, status: old}`), so a concurrent payment that set Paid
 * is never overwritten. Runs before valuation reads, report rendering and customer reads (the
 * customers domain calls it), and for every tenant in the daily emi-reminders job.
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
  const where: Record<string, unknown> = { status: { not: 'Paid' } }
  if (scope.customerId) where.customerId = scope.customerId
  if (scope.valuationId) where.valuationId = scope.valuationId
  const rows = await db.emiRecord.findMany({ where, select: { id: true, status: true, dueDate: true } })
  const now = ctx.now()
  let updated = 0
  for (const row of rows) {
    const next = syncEmiStatus({ status: row.status, dueDate: row.dueDate, now })
    if (next === row.status) continue
    const res = await db.emiRecord.updateMany({ where: { id: row.id, status: row.status }, data: { status: next } })
    updated += res.count
  }
  return updated
}
