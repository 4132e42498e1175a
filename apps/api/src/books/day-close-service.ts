import {
  type IsoDate,
  type Principal,
  assertDayClosable,
  assertDayReopenable,
  isoDateOf,
  parseBooksDate,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { booksRepository } from './books-repository.ts'

type Staff = Extract<Principal, { kind: 'staff' }>

/**
 * Closes the business day `date` (default today, never later) once every counter is closed
 * (core `assertDayClosable`); from then on nothing is posted into it. Under the books' day lock
 * taken exclusive, so a posting in flight finishes first and one after sees the day closed.
 * Logged to the audit log.
 */
export async function closeBooksDay(ctx: AppContext, staff: Staff, dateRaw: unknown) {
  const now = ctx.now()
  const date = parseBooksDate(dateRaw, isoDateOf(now))
  return booksRepository(ctx, staff.tenantId).transaction(async (tx) => {
    await tx.lockBooksDaysExclusive()
    const counters = (await tx.countersWithState()).map((c) => ({ name: c.name, open: c.open }))
    assertDayClosable({ date, closedDays: await tx.closedDaysAmong([date]), counters })
    await tx.insertClosedDay(date, staff.userId, now)
    await tx.recordBooksAudit({
      actorId: staff.userId,
      actorRole: staff.role,
      action: 'BOOKS_DAY_CLOSED',
      subjectId: date,
      detail: JSON.stringify({ date }),
      createdAt: now,
    })
    return { date, closed: true }
  })
}

/**
 * Reopens a closed day (the owner's action, core `assertDayReopenable`: tenant admins here, with a
 * reason), so postings into it are accepted again; the reason and who reopened it go to the audit
 * log.
 */
export async function reopenBooksDay(ctx: AppContext, staff: Staff, input: { date: IsoDate; reason: string | null }) {
  const now = ctx.now()
  return booksRepository(ctx, staff.tenantId).transaction(async (tx) => {
    await tx.lockBooksDaysExclusive()
    const reason = assertDayReopenable({
      date: input.date,
      closedDays: await tx.closedDaysAmong([input.date]),
      isOwner: staff.permissions.includes('books.reopenDay'),
      reason: input.reason,
    })
    await tx.deleteClosedDay(input.date)
    await tx.recordBooksAudit({
      actorId: staff.userId,
      actorRole: staff.role,
      action: 'BOOKS_DAY_REOPENED',
      subjectId: input.date,
      detail: JSON.stringify({ date: input.date, reason }),
      createdAt: now,
    })
    return { date: input.date, closed: false, reason }
  })
}
