import { emiStatusCutoffs } from '@gold/core'
import type { AppContext } from '../platform/context.ts'

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
 * overwritten. Driver-level SQL (Prisma's raw pipeline cost more than the statement on every
 * read), so the tenant is filtered here explicitly.
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
  const cutoffs = emiStatusCutoffs(ctx.now())
  const [t0, t1, now] = [cutoffs.overdueBefore, cutoffs.upcomingFrom, new Date()].map((d) => d.toISOString())
  // A scope left out is a NULL parameter; PostgreSQL plans this unnamed statement with the values
  // known, so the unused condition folds away and the scoped index is still used.
  const changed = await ctx.db.sql<{ id: string }>`
    UPDATE "EmiRecord"
    SET "status" = CASE WHEN "dueDate" < ${t0}::timestamptz THEN 'Overdue' WHEN "dueDate" < ${t1}::timestamptz THEN 'Due Soon' ELSE 'Upcoming' END,
        "updatedAt" = ${now}::timestamptz
    WHERE "tenantId" = ${tenantId}
      AND (${scope.customerId ?? null}::text IS NULL OR "customerId" = ${scope.customerId ?? null})
      AND (${scope.valuationId ?? null}::text IS NULL OR "valuationId" = ${scope.valuationId ?? null})
      AND (("status" IN ('Upcoming', 'Due Soon') AND "dueDate" < ${t0}::timestamptz)
        OR ("status" IN ('Upcoming', 'Overdue') AND "dueDate" >= ${t0}::timestamptz AND "dueDate" < ${t1}::timestamptz)
        OR ("status" IN ('Due Soon', 'Overdue') AND "dueDate" >= ${t1}::timestamptz))
    RETURNING "id"`
  return changed.length
}
