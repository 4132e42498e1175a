import { describe, expect, it } from 'vitest'
import { releaseDelay } from '../loans/loan-release.ts'
import {
  compensationAtRelease,
  daysToAccrue,
  delayDaysThrough,
  releaseClock,
  type ClockRules,
} from './release-clock.ts'

const PER_DAY = 500_000
const off: ClockRules = { dueBy: '2026-03-10', missesPauseClock: false, misses: [] }

describe('the release clock', () => {
  it.each([
    ['2026-03-07', 'onTime', 3, 0, 0],
    ['2026-03-10', 'dueToday', 0, 0, 0],
    ['2026-03-11', 'late', -1, 1, 500_000],
    ['2026-03-15', 'late', -5, 5, 2_500_000],
  ] as const)('as of %s: %s, %i days left, %i late, compensation %i', (today, state, left, late, owed) => {
    expect(releaseClock(off, today, PER_DAY, [])).toEqual({
      dueBy: '2026-03-10',
      daysLeft: left,
      daysLate: late,
      excusedDays: 0,
      compensationSoFar: owed,
      state,
    })
  })

  it('counts calendar days after the deadline, Sundays included (as loans.md 6 and core releaseDelay do)', () => {
    // 2026-03-15 is a Sunday.
    expect(delayDaysThrough(off, '2026-03-16').late).toEqual([
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
      '2026-03-16',
    ])
  })

  it('a shop paying more than the minimum is charged its own rate; never less than ₹5,000', () => {
    expect(releaseClock(off, '2026-03-12', 700_000, []).compensationSoFar).toBe(1_400_000)
    expect(releaseClock(off, '2026-03-12', 100, []).compensationSoFar).toBe(1_000_000)
  })
})

describe('missed slots under the pause rule', () => {
  const misses = [{ slotDate: '2026-03-12', rebookedOn: '2026-03-14' }]
  it('off: a missed slot changes nothing (the contract figure)', () => {
    expect(compensationAtRelease({ ...off, misses }, '2026-03-16', PER_DAY, [])).toMatchObject({
      delayDays: 6,
      excusedDays: 0,
      compensation: 3_000_000,
    })
  })
  it('on: the days from the missed slot to the new booking are the borrower’s', () => {
    const on = { ...off, misses, missesPauseClock: true }
    expect(delayDaysThrough(on, '2026-03-16').excused).toEqual(['2026-03-12', '2026-03-13'])
    expect(compensationAtRelease(on, '2026-03-16', PER_DAY, [])).toMatchObject({
      delayDays: 6,
      excusedDays: 2,
      compensation: 2_000_000,
    })
    expect(releaseClock(on, '2026-03-13', PER_DAY, []).state).toBe('paused')
  })
  it('on: a miss never rebooked pauses the clock from its day on; a miss before the deadline too', () => {
    const on: ClockRules = { ...off, missesPauseClock: true, misses: [{ slotDate: '2026-03-09', rebookedOn: null }] }
    expect(compensationAtRelease(on, '2026-03-20', PER_DAY, []).compensation).toBe(0)
  })
})

describe('accruing day by day, then releasing', () => {
  it('the job posts each finished late day once; the release posts only today', () => {
    expect(daysToAccrue(off, '2026-03-11', new Set())).toEqual([])
    expect(daysToAccrue(off, '2026-03-13', new Set())).toEqual(['2026-03-11', '2026-03-12'])
    expect(daysToAccrue(off, '2026-03-13', new Set(['2026-03-11', '2026-03-12']))).toEqual([])
    const accrued = ['2026-03-11', '2026-03-12'].map((day) => ({ day, amountPaise: PER_DAY }))
    const atRelease = compensationAtRelease(off, '2026-03-13', PER_DAY, accrued)
    expect(atRelease).toEqual({ delayDays: 3, excusedDays: 0, compensation: 1_500_000, remainder: 500_000 })
    expect(atRelease.compensation).toBe(releaseDelay('2026-03-10', '2026-03-13', PER_DAY).compensation)
  })
  it('a day posted before its slot was marked missed stays owed (the books are append-only)', () => {
    const on: ClockRules = { ...off, missesPauseClock: true, misses: [{ slotDate: '2026-03-11', rebookedOn: null }] }
    const accrued = [{ day: '2026-03-11', amountPaise: PER_DAY }]
    expect(compensationAtRelease(on, '2026-03-12', PER_DAY, accrued)).toMatchObject({
      compensation: 500_000,
      remainder: 0,
    })
  })
  it('for any release day, accrued days plus the remainder equal the contract figure (pause rule off)', () => {
    for (let d = 5; d <= 28; d++) {
      const releasedOn = `2026-03-${String(d).padStart(2, '0')}`
      for (let run = 5; run <= d; run++) {
        const today = `2026-03-${String(run).padStart(2, '0')}`
        const accrued = daysToAccrue(off, today, new Set()).map((day) => ({ day, amountPaise: PER_DAY }))
        expect(compensationAtRelease(off, releasedOn, PER_DAY, accrued).compensation).toBe(
          releaseDelay('2026-03-10', releasedOn, PER_DAY).compensation,
        )
      }
    }
  })
})
