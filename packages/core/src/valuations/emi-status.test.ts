import { describe, expect, it } from 'vitest'
import {
  emiStatusCutoffs,
  pendingEmiReminder,
  reminderWindow,
  syncEmiStatus,
  unpaidStatusByCutoffs,
} from './emi-status.ts'

const now = new Date('2025-03-10T04:30:00Z') // 10 Mar 2025, 10:00 IST

describe('syncEmiStatus and reminderWindow', () => {
  it.each([
    ['due yesterday', 'Upcoming', '2025-03-09', 'Overdue', 'overdueReminderSentAt'],
    ['due long ago', 'Due Soon', '2024-12-01', 'Overdue', 'overdueReminderSentAt'],
    ['due today', 'Upcoming', '2025-03-10', 'Due Soon', 'todayReminderSentAt'],
    ['due today, 23:59 IST', 'Upcoming', '2025-03-10T18:29:00Z', 'Due Soon', 'todayReminderSentAt'],
    ['due tomorrow, 00:00 IST', 'Upcoming', '2025-03-10T18:30:00Z', 'Due Soon', 'reminderSentAt'],
    ['due in 7 days', 'Upcoming', '2025-03-17', 'Due Soon', 'reminderSentAt'],
    ['due in 8 days', 'Due Soon', '2025-03-18', 'Upcoming', null],
    ['manually Overdue but far ahead', 'Overdue', '2025-05-01', 'Upcoming', null],
    ['paid and past due', 'Paid', '2025-01-01', 'Paid', null],
    ['paid and due today', 'Paid', '2025-03-10', 'Paid', null],
  ])('%s', (_case, status, due, expectedStatus, expectedWindow) => {
    const input = { status, dueDate: new Date(due), now }
    expect(syncEmiStatus(input)).toBe(expectedStatus)
    expect(reminderWindow(input)).toBe(expectedWindow)
  })

  it.each([
    ['2025-03-10T18:29:59Z', 'Due Soon'], // 23:59:59 IST on the due day
    ['2025-03-10T18:30:00Z', 'Overdue'], // 00:00 IST the next day
  ])('a 10 Mar due date at %s is %s', (at, expected) => {
    expect(syncEmiStatus({ status: 'Upcoming', dueDate: new Date('2025-03-10'), now: new Date(at) })).toBe(expected)
  })
})

describe('emiStatusCutoffs', () => {
  it('starts the IST day and ends the Due Soon window 8 IST days later', () => {
    expect(emiStatusCutoffs(now)).toEqual({
      overdueBefore: new Date('2025-03-09T18:30:00Z'),
      upcomingFrom: new Date('2025-03-17T18:30:00Z'),
    })
    expect(emiStatusCutoffs(new Date('2025-03-09T18:30:00Z')).overdueBefore).toEqual(new Date('2025-03-09T18:30:00Z'))
    expect(emiStatusCutoffs(new Date('2025-03-09T18:29:59.999Z')).overdueBefore).toEqual(
      new Date('2025-03-08T18:30:00Z'),
    )
  })

  // Every due instant around the two boundaries, at several clock times: the set-based sync in the
  // API applies the cutoffs, so they must agree with syncEmiStatus everywhere.
  it.each(['2025-03-10T04:30:00Z', '2025-03-09T18:30:00Z', '2025-03-10T18:29:59.999Z', '2024-12-31T23:00:00Z'])(
    'agrees with syncEmiStatus at %s',
    (at) => {
      const clock = new Date(at)
      const cutoffs = emiStatusCutoffs(clock)
      for (let minutes = -3 * 24 * 60; minutes <= 12 * 24 * 60; minutes += 17) {
        const dueDate = new Date(clock.getTime() + minutes * 60_000)
        for (const status of ['Upcoming', 'Due Soon', 'Overdue']) {
          expect(unpaidStatusByCutoffs(dueDate, cutoffs)).toBe(syncEmiStatus({ status, dueDate, now: clock }))
        }
      }
      for (const edge of [cutoffs.overdueBefore, cutoffs.upcomingFrom]) {
        for (const delta of [-1, 0, 1]) {
          const dueDate = new Date(edge.getTime() + delta)
          expect(unpaidStatusByCutoffs(dueDate, cutoffs)).toBe(
            syncEmiStatus({ status: 'Upcoming', dueDate, now: clock }),
          )
        }
      }
    },
  )
})

describe('pendingEmiReminder', () => {
  const unsent = { reminderSentAt: null, todayReminderSentAt: null, overdueReminderSentAt: null }
  const sent = new Date('2025-03-05T04:30:00Z')
  it.each([
    ['due soon, nothing sent', { ...unsent, status: 'Due Soon', dueDate: new Date('2025-03-12') }, 'reminderSentAt'],
    [
      'due soon, already sent',
      { ...unsent, reminderSentAt: sent, status: 'Due Soon', dueDate: new Date('2025-03-12') },
      null,
    ],
    [
      'due today after the due-soon reminder',
      { ...unsent, reminderSentAt: sent, status: 'Due Soon', dueDate: new Date('2025-03-10') },
      'todayReminderSentAt',
    ],
    [
      'overdue, already sent',
      { ...unsent, overdueReminderSentAt: sent, status: 'Overdue', dueDate: new Date('2025-03-01') },
      null,
    ],
    [
      'overdue, not sent',
      { ...unsent, todayReminderSentAt: sent, status: 'Overdue', dueDate: new Date('2025-03-01') },
      'overdueReminderSentAt',
    ],
    ['paid', { ...unsent, status: 'Paid', dueDate: new Date('2025-03-01') }, null],
    ['too far ahead', { ...unsent, status: 'Upcoming', dueDate: new Date('2025-04-01') }, null],
  ])('%s', (_case, emi, expected) => expect(pendingEmiReminder(emi, now)).toBe(expected))
})
