import type { IsoDate } from '@gold/core'
import type { TenantClient } from '@gold/db'
import { dateOf, toIso } from './book-dates.ts'

/**
 * The shop's closed business days. Every posting takes the books' day lock shared and a day's
 * close or reopen takes it exclusive (a transaction-scoped advisory lock per tenant), so a posting
 * never lands in a day closed while it was being written. The audit rows are the tenant's own
 * (AuditEvent is outside the tenant scope: the tenant is written here).
 */
export function closedDayQueries(db: TenantClient, tenantId: string) {
  const key = `books-days:${tenantId}`
  return {
    lockBooksDaysShared: async () => {
      await db.$executeRaw`SELECT pg_advisory_xact_lock_shared(hashtext(${key}))`
    },
    lockBooksDaysExclusive: async () => {
      await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`
    },
    closedDaysAmong: async (dates: readonly IsoDate[]): Promise<Set<IsoDate>> =>
      new Set(
        (
          await db.closedBooksDay.findMany({
            where: { date: { in: [...new Set(dates)].map(dateOf) } },
            select: { date: true },
          })
        ).map((d) => toIso(d.date)),
      ),
    insertClosedDay: (date: IsoDate, closedById: string, closedAt: Date) =>
      db.closedBooksDay.create({ data: { tenantId, date: dateOf(date), closedById, closedAt } }),
    deleteClosedDay: async (date: IsoDate) =>
      (await db.closedBooksDay.deleteMany({ where: { date: dateOf(date) } })).count,
    recordBooksAudit: (event: {
      actorId: string
      actorRole: string
      action: string
      subjectId: string
      detail: string
      createdAt: Date
    }) => db.auditEvent.create({ data: { tenantId, subjectType: 'BooksDay', ...event } }),
  }
}
