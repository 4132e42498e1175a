import { addDays, daysBetween, isoDateOf, startOfIstDay } from '../shared/india-calendar.ts'

export const EMI_STATUSES = ['Paid', 'Due Soon', 'Overdue', 'Upcoming'] as const
export type EmiStatus = (typeof EMI_STATUSES)[number]

export function isEmiStatus(value: unknown): value is EmiStatus {
  return typeof value === 'string' && (EMI_STATUSES as readonly string[]).includes(value)
}

/** Days ahead (inclusive of today) in which an unpaid installment counts as Due Soon. */
export const DUE_SOON_DAYS = 7

/**
 * The status an EMI should have at `now` (time-driven sync, run before valuation and customer
 * reads, report rendering and the daily reminder job). Days are IST calendar days:
 *
 * - Paid never changes.
 * - Overdue once the due date's IST calendar day has ended (due yesterday or earlier).
 * - Due Soon when due today or within the next 7 days (0 to 7 days ahead).
 * - Upcoming when due more than 7 days ahead.
 *
 * The sync owns the three unpaid states: a manually set unpaid status is recomputed at the next sync.
 */
export function syncEmiStatus(input: { status: string; dueDate: Date; now: Date }): EmiStatus {
  if (input.status === 'Paid') return 'Paid'
  const daysAhead = daysBetween(isoDateOf(input.now), isoDateOf(input.dueDate))
  if (daysAhead < 0) return 'Overdue'
  return daysAhead <= DUE_SOON_DAYS ? 'Due Soon' : 'Upcoming'
}

/**
 * The same rule as `syncEmiStatus` as two instants, so a database can apply it to many rows in one
 * conditional update: an unpaid EMI due before `overdueBefore` (the start of today's IST day) is
 * Overdue, one due before `upcomingFrom` (the start of the IST day DUE_SOON_DAYS + 1 ahead) is Due
 * Soon, any later one Upcoming.
 */
export function emiStatusCutoffs(now: Date): { overdueBefore: Date; upcomingFrom: Date } {
  const today = isoDateOf(now)
  return { overdueBefore: startOfIstDay(today), upcomingFrom: startOfIstDay(addDays(today, DUE_SOON_DAYS + 1)) }
}

/** The unpaid status an EMI due at `dueDate` gets from the cutoffs (equal to `syncEmiStatus`). */
export function unpaidStatusByCutoffs(
  dueDate: Date,
  cutoffs: { overdueBefore: Date; upcomingFrom: Date },
): Exclude<EmiStatus, 'Paid'> {
  if (dueDate.getTime() < cutoffs.overdueBefore.getTime()) return 'Overdue'
  return dueDate.getTime() < cutoffs.upcomingFrom.getTime() ? 'Due Soon' : 'Upcoming'
}

export type EmiReminderColumn = 'reminderSentAt' | 'todayReminderSentAt' | 'overdueReminderSentAt'

/**
 * Which reminder window an unpaid EMI is in at `now`, named by the column that records that the
 * reminder was sent: 'reminderSentAt' for 1-7 days ahead (Due Soon), 'todayReminderSentAt' on the
 * due day itself, 'overdueReminderSentAt' after it; null when paid or more than 7 days ahead.
 */
export function reminderWindow(input: { status: string; dueDate: Date; now: Date }): EmiReminderColumn | null {
  if (input.status === 'Paid') return null
  const daysAhead = daysBetween(isoDateOf(input.now), isoDateOf(input.dueDate))
  if (daysAhead < 0) return 'overdueReminderSentAt'
  if (daysAhead === 0) return 'todayReminderSentAt'
  return daysAhead <= DUE_SOON_DAYS ? 'reminderSentAt' : null
}

export type EmiReminderState = { status: string; dueDate: Date } & { [C in EmiReminderColumn]: Date | null }

/**
 * The reminder to send now, or null when none is due or this window's reminder was already sent.
 * Each window is sent at most once per installment: the caller stamps the returned column with a
 * conditional update (`where <column> is null`) and sends only if that update claimed the row, so
 * two overlapping job runs cannot both send.
 */
export function pendingEmiReminder(emi: EmiReminderState, now: Date): EmiReminderColumn | null {
  const column = reminderWindow({ status: emi.status, dueDate: emi.dueDate, now })
  return column !== null && emi[column] === null ? column : null
}
