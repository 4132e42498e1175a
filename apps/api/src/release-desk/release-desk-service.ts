import { type AccruedDay, isoDateOf, releaseClock } from '@gold/core'
import { missesOfBookings } from '../loans/loan-release-records-repository.ts'
import { loansRepository } from '../loans/loans-repository.ts'
import { detailOf } from '../messages/borrower-messages.ts'
import type { AppContext } from '../platform/context.ts'
import { type BookingRecord, releaseDeskRepository } from './release-desk-repository.ts'

const groupBy = <T extends { loanId: string | null }>(rows: readonly T[]) => {
  const map = new Map<string, T[]>()
  for (const r of rows) if (r.loanId) map.set(r.loanId, [...(map.get(r.loanId) ?? []), r])
  return map
}

/**
 * tRPC releaseDesk.list: the shop's closed loans still holding gold, deadline first, each with its
 * release clock (core `releaseClock`: days left or late, compensation so far), its live booking,
 * every booking made and missed, and every release message with each channel's honest status.
 */
export async function releaseDesk(ctx: AppContext, tenantId: string) {
  const repo = releaseDeskRepository(ctx, tenantId)
  const loans = loansRepository(ctx, tenantId)
  const today = isoDateOf(ctx.now())
  const rows = await repo.awaitingRelease()
  const ids = rows.map((r) => r.id)
  const [settings, desk, customers, bookings, accruals, messages] = await Promise.all([
    loans.settings(),
    loans.releaseDeskSettings(),
    repo.customers([...new Set(rows.map((r) => r.customerId))]),
    repo.bookingsOfLoans(ids),
    repo.accrualsOfLoans(ids),
    repo.releaseMessages(ids),
  ])
  const byCustomer = new Map(customers.map((c) => [c.id, c]))
  const bookingsOf = groupBy(bookings)
  const accrualsOf = groupBy(accruals)
  const messagesOf = groupBy(messages)
  const names = await repo.staffNames([
    ...new Set(bookings.flatMap((b) => [b.bookedById, b.missedById]).filter((id): id is string => id !== null)),
  ])
  return {
    today,
    pauseOnMissedSlot: desk.borrowerDelayPausesClock,
    loans: rows.map((loan) => {
      const own = bookingsOf.get(loan.id) ?? []
      const dueBy = (loan.releaseDueBy ?? loan.closedOn ?? new Date(`${today}T00:00:00Z`)).toISOString().slice(0, 10)
      const rules = { dueBy, missesPauseClock: desk.borrowerDelayPausesClock, misses: missesOfBookings(own) }
      const accrued: AccruedDay[] = accrualsOf.get(loan.id) ?? []
      const customer = byCustomer.get(loan.customerId)
      return {
        loanId: loan.id,
        loanNumber: loan.loanNumber,
        borrower: customer ? { name: customer.name, phone: customer.phone } : null,
        closedOn: loan.closedOn?.toISOString().slice(0, 10) ?? null,
        clock: releaseClock(rules, today, settings.releaseCompensationPerDay, accrued),
        compensationPosted: accrued.reduce((sum, a) => sum + a.amountPaise, 0),
        booking: bookingJson(own.find((b) => b.status === 'Booked') ?? null, names),
        bookings: own.map((b) => bookingJson(b, names)!),
        missedSlots: own.filter((b) => b.status === 'Missed').length,
        reminders: (messagesOf.get(loan.id) ?? []).map((m) => ({
          kind: m.kind,
          channel: m.channel,
          status: m.status,
          detail: detailOf(m),
          at: m.lastAttemptAt ?? m.createdAt,
        })),
      }
    }),
  }
}

export function bookingJson(b: BookingRecord | null, names: Map<string, string>) {
  if (!b) return null
  return {
    id: b.id,
    date: b.slotDate,
    time: b.slotTime,
    status: b.status,
    bookedVia: b.bookedVia,
    bookedBy: b.bookedById ? (names.get(b.bookedById) ?? null) : null,
    bookedAt: b.createdAt,
    missedAt: b.missedAt,
    // Null with a missedAt: the end-of-day job marked it.
    missedBy: b.missedById ? (names.get(b.missedById) ?? null) : null,
  }
}
