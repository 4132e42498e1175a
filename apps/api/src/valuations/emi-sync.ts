import { emiStatusCutoffs } from '@gold/core'
import { Prisma } from '@gold/db'
import type { AppContext } from '../context.ts'

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
 * overwritten. Raw SQL, so the tenant is filtered here explicitly.
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
  // Instants as UTC wall-clock text cast back to timestamptz, whatever the session's TimeZone.
  const at = (instant: Date) => Prisma.sql`(${instant}::timestamp AT TIME ZONE 'UTC')`
  const [t0, t1] = [at(cutoffs.overdueBefore), at(cutoffs.upcomingFrom)]
  const customer = scope.customerId ? Prisma.sql` AND "customerId" = ${scope.customerId}` : Prisma.empty
  const valuation = scope.valuationId ? Prisma.sql` AND "valuationId" = ${scope.valuationId}` : Prisma.empty
  return ctx.db.prisma.$executeRaw`
    UPDATE "EmiRecord"
    SET "status" = CASE WHEN "dueDate" < ${t0} THEN 'Overdue' WHEN "dueDate" < ${t1} THEN 'Due Soon' ELSE 'Upcoming' END,
        "updatedAt" = ${at(new Date())}
    WHERE "tenantId" = ${tenantId}${customer}${valuation}
      AND (("status" IN ('Upcoming', 'Due Soon') AND "dueDate" < ${t0})
        OR ("status" IN ('Upcoming', 'Overdue') AND "dueDate" >= ${t0} AND "dueDate" < ${t1})
        OR ("status" IN ('Due Soon', 'Overdue') AND "dueDate" >= ${t1}))`
}
