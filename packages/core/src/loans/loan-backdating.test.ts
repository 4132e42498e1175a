import { describe, expect, it } from 'vitest'
import { backdatingNotice, howLongAgo } from './loan-backdating.ts'

describe('howLongAgo', () => {
  it.each([
    ['2026-06-14', '2026-06-15', '1 day ago'],
    ['2026-06-05', '2026-06-15', '10 days ago'],
    ['2026-05-16', '2026-06-15', '30 days ago'],
    ['2026-05-15', '2026-06-15', '1 month ago'],
    ['2026-03-15', '2026-06-15', '3 months ago'],
    ['2026-03-16', '2026-06-15', '2 months ago'],
    ['2026-02-28', '2026-05-31', '3 months ago'],
    ['2025-06-15', '2026-06-15', '1 year ago'],
    ['2024-04-15', '2026-06-15', '2 years and 2 months ago'],
  ])('%s on %s: %s', (date, today, words) => {
    expect(howLongAgo(date, today)).toBe(words)
  })
})

describe('backdatingNotice', () => {
  it.each([
    ['2026-06-15', null],
    ['2026-06-08', null],
    ['2026-06-07', 'This loan is dated 8 days ago (7 Jun 2026).'],
    ['2026-03-15', 'This loan is dated 3 months ago (15 Mar 2026).'],
  ])('%s → %s', (date, notice) => {
    expect(backdatingNotice(date, '2026-06-15')).toBe(notice)
  })
})
