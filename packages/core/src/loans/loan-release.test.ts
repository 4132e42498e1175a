import { describe, expect, it } from 'vitest'
import { releaseDaysLeft, releaseDelay, releaseDueBy } from './loan-release.ts'

describe('releaseDueBy: 7 working days after closure', () => {
  it.each<[string, string[], string]>([
    ['2026-01-01', [], '2026-01-09'], // Thursday; Sunday 4 Jan skipped
    ['2026-01-03', [], '2026-01-12'], // Saturday; Sundays 4 and 11 skipped
    ['2026-01-04', [], '2026-01-12'], // closed on a Sunday
    ['2026-01-01', ['2026-01-06'], '2026-01-10'],
    ['2026-01-01', ['2026-01-06', '2026-01-07', '2026-01-10'], '2026-01-13'],
    ['2026-01-01', ['2026-01-01'], '2026-01-09'], // the closure day never counts anyway
  ])('closed %s, holidays %j: by %s', (closedOn, holidays, dueBy) => {
    expect(releaseDueBy(closedOn, new Set(holidays))).toBe(dueBy)
  })
})

describe('releaseDelay: ₹5,000 a day at least', () => {
  it.each<[string, string, number, { delayDays: number; compensation: number }]>([
    ['2026-01-09', '2026-01-05', 500_000, { delayDays: 0, compensation: 0 }],
    ['2026-01-09', '2026-01-09', 500_000, { delayDays: 0, compensation: 0 }],
    ['2026-01-09', '2026-01-10', 500_000, { delayDays: 1, compensation: 500_000 }],
    ['2026-01-09', '2026-01-12', 500_000, { delayDays: 3, compensation: 1_500_000 }],
    ['2026-01-09', '2026-01-12', 100_000, { delayDays: 3, compensation: 1_500_000 }],
    ['2026-01-09', '2026-01-12', 700_000, { delayDays: 3, compensation: 2_100_000 }],
  ])('due by %s, released %s at %i a day', (dueBy, releasedOn, perDay, expected) => {
    expect(releaseDelay(dueBy, releasedOn, perDay)).toEqual(expected)
  })
})

describe('releaseDaysLeft', () => {
  it.each<[string, string, number]>([
    ['2026-01-09', '2026-01-05', 4],
    ['2026-01-09', '2026-01-09', 0],
    ['2026-01-09', '2026-01-11', -2],
  ])('due by %s, today %s: %i', (dueBy, today, left) => {
    expect(releaseDaysLeft(dueBy, today)).toBe(left)
  })
})
