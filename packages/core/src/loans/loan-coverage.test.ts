import { describe, expect, it } from 'vitest'
import { coverSchedule, daysPastDueOf, nextDueOf } from './loan-coverage.ts'

const schedule = [
  { dueOn: '2026-02-01', amount: 100 },
  { dueOn: '2026-03-01', amount: 100 },
  { dueOn: '2026-04-01', amount: 100 },
]
const paid = (...amounts: number[]) => amounts.map((towardsDues) => ({ paidOn: '2026-01-15', towardsDues }))

describe('coverSchedule', () => {
  it.each<[string, number[], boolean, boolean[], number[]]>([
    ['nothing paid', [], false, [false, false, false], [0, 0, 0]],
    ['a due is covered when the payments reach the sum up to it', [100], false, [true, false, false], [100, 0, 0]],
    ['part of the next one', [150], false, [true, false, false], [100, 50, 0]],
    ['several payments add up', [60, 60, 80], false, [true, true, false], [100, 100, 0]],
    ['a prepayment covers later dues', [300], false, [true, true, true], [100, 100, 100]],
    ['more than the schedule', [450], false, [true, true, true], [100, 100, 100]],
    ['every due of a closed loan is covered', [120], true, [true, true, true], [100, 100, 100]],
  ])('%s', (_name, amounts, closed, covered, paidParts) => {
    const result = coverSchedule(schedule, paid(...amounts), closed)
    expect(result.map((d) => d.covered)).toEqual(covered)
    expect(result.map((d) => d.paid)).toEqual(paidParts)
    expect(result.map((d) => d.dueOn)).toEqual(schedule.map((d) => d.dueOn))
  })
})

describe('nextDueOf and daysPastDueOf', () => {
  it.each<[string, number[], { dueOn: string; amount: number } | null, string, number]>([
    ['nothing paid, before the first due', [], { dueOn: '2026-02-01', amount: 100 }, '2026-01-20', 0],
    ['on the due date it is not yet past due', [], { dueOn: '2026-02-01', amount: 100 }, '2026-02-01', 0],
    ['the day after', [], { dueOn: '2026-02-01', amount: 100 }, '2026-02-02', 1],
    ['counted from the earliest uncovered due', [], { dueOn: '2026-02-01', amount: 100 }, '2026-03-05', 32],
    ['what is still needed of a part-paid due', [150], { dueOn: '2026-03-01', amount: 50 }, '2026-03-11', 10],
    ['first covered, second not yet due', [100], { dueOn: '2026-03-01', amount: 100 }, '2026-02-20', 0],
    ['all covered', [300], null, '2026-06-01', 0],
  ])('%s', (_name, amounts, next, asOf, days) => {
    const covered = coverSchedule(schedule, paid(...amounts))
    expect(nextDueOf(covered)).toEqual(next)
    expect(daysPastDueOf(covered, asOf)).toBe(days)
  })

  it('an empty schedule has no next due', () => {
    expect(nextDueOf(coverSchedule([], []))).toBeNull()
    expect(daysPastDueOf(coverSchedule([], []), '2026-01-01')).toBe(0)
  })
})
