import { describe, expect, it } from 'vitest'
import {
  installmentStateLabel,
  installmentSummary,
  loanInstallments,
  scheduleEndingOf,
  type ScheduleEnding,
} from './loan-installments.ts'

const schedule = [
  { dueOn: '2026-02-01', amount: 100 },
  { dueOn: '2026-03-01', amount: 100 },
  { dueOn: '2026-04-01', amount: 100 },
]
const paid = (...amounts: number[]) => amounts.map((towardsDues) => ({ paidOn: '2026-01-15', towardsDues }))

describe('loanInstallments', () => {
  it.each<[string, number[], ScheduleEnding, string, string[], number[]]>([
    ['open, nothing paid yet', [], 'open', '2026-01-20', ['due', 'due', 'due'], [0, 0, 0]],
    ['open, part of the first', [40], 'open', '2026-01-20', ['partlyPaid', 'due', 'due'], [40, 0, 0]],
    ['open, past its date uncovered', [140], 'open', '2026-03-02', ['paid', 'overdue', 'due'], [100, 40, 0]],
    ['on its date it is not yet overdue', [], 'open', '2026-02-01', ['due', 'due', 'due'], [0, 0, 0]],
    [
      'renewed after one and part of the next: the rest was carried',
      [150],
      'renewed',
      '2026-03-10',
      ['paid', 'carried', 'carried'],
      [100, 50, 0],
    ],
    [
      'closed early: what the closing money did not reach was settled',
      [100, 130],
      'closed',
      '2026-02-20',
      ['paid', 'paid', 'settled'],
      [100, 100, 30],
    ],
    ['sold: the sale settled the rest', [100], 'sold', '2026-06-01', ['paid', 'settled', 'settled'], [100, 0, 0]],
    ['closed on schedule: every one paid', [300], 'closed', '2026-04-01', ['paid', 'paid', 'paid'], [100, 100, 100]],
  ])('%s', (_name, amounts, ending, asOf, states, paidParts) => {
    const rows = loanInstallments(schedule, paid(...amounts), ending, asOf)
    expect(rows.map((r) => r.state)).toEqual(states)
    expect(rows.map((r) => r.paid)).toEqual(paidParts)
    expect(rows.map((r) => [r.no, r.dueOn, r.amount])).toEqual(schedule.map((d, i) => [i + 1, d.dueOn, d.amount]))
  })
})

describe('scheduleEndingOf', () => {
  it.each<[string, boolean, ScheduleEnding]>([
    ['Active', true, 'open'],
    ['AuctionNoticed', true, 'open'],
    ['Renewed', false, 'renewed'],
    ['Closed', false, 'closed'],
    ['Released', false, 'closed'],
    ['Auctioned', false, 'sold'],
    ['Auctioned', true, 'open'],
  ])('%s (owing %s) is %s', (status, owing, ending) => {
    expect(scheduleEndingOf(status, owing)).toBe(ending)
  })
})

describe('installmentSummary and labels', () => {
  const rows = (...states: string[]) => states.map((state) => ({ state }) as { state: 'paid' })
  it.each<[string, string[], ScheduleEnding, string | null, string]>([
    [
      'renewed',
      ['paid', 'paid', 'carried'],
      'renewed',
      'GL/2026-27/000004',
      '2 of 3 paid · 1 carried to loan GL/2026-27/000004',
    ],
    ['renewed, new loan unknown', ['carried', 'carried'], 'renewed', null, '0 of 2 paid · 2 carried to the new loan'],
    ['closed early', ['paid', 'settled', 'settled'], 'closed', null, '1 of 3 paid · 2 settled at closure'],
    ['sold', ['settled'], 'sold', null, '0 of 1 paid · 1 settled by the sale'],
    [
      'open and behind',
      ['paid', 'overdue', 'partlyPaid', 'due'],
      'open',
      null,
      '1 of 4 paid · 1 overdue · 1 partly paid',
    ],
  ])('%s', (_name, states, ending, carriedTo, text) => {
    expect(installmentSummary(rows(...states), ending, carriedTo)).toBe(text)
  })

  it('names a settled installment by how the loan ended', () => {
    expect(installmentStateLabel('settled', 'closed')).toBe('Settled at closure')
    expect(installmentStateLabel('settled', 'sold')).toBe('Settled by the sale')
    expect(installmentStateLabel('carried', 'renewed')).toBe('Carried to new loan')
  })
})
