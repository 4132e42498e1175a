import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LoanScheduleCard } from './loan-schedule-card.tsx'
import { loanFixture } from '../shared/loan-test-fixture.ts'

const renewed = loanFixture({
  status: 'Renewed',
  renewedToId: 'loan-2',
  renewedToNumber: 'GL/2026-27/000009',
  scheduleEnding: 'renewed',
  schedule: [
    { dueOn: '2026-02-01', amount: 50959, covered: true },
    { dueOn: '2026-03-01', amount: 46027, covered: true },
    { dueOn: '2026-04-01', amount: 5050959, covered: true },
  ],
  installments: [
    { no: 1, dueOn: '2026-02-01', amount: 50959, paid: 50959, state: 'paid' },
    { no: 2, dueOn: '2026-03-01', amount: 46027, paid: 12000, state: 'carried' },
    { no: 3, dueOn: '2026-04-01', amount: 5050959, paid: 0, state: 'carried' },
  ],
})

const rows = () =>
  within(screen.getByRole('table', { name: 'Schedule' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    )

describe('Staff loan schedule card', () => {
  afterEach(cleanup)

  it('a renewed loan: paid as paid, the rest carried to the new loan (as the portal shows it), not covered', () => {
    render(<LoanScheduleCard loan={renewed} />)
    expect(screen.getByText('1 of 3 paid · 2 carried to loan GL/2026-27/000009')).toBeTruthy()
    expect(rows()).toEqual([
      ['1', '1 Feb 2026', '₹509.59', '₹509.59', 'Paid'],
      ['2', '1 Mar 2026', '₹460.27', '₹120.00', 'Carried to new loan'],
      ['3', '1 Apr 2026', '₹50,509.59', '₹0.00', 'Carried to new loan'],
    ])
    expect(screen.queryByText('Covered')).toBeNull()
  })

  it('a loan closed early: settled at closure', () => {
    const closed = loanFixture({
      ...renewed,
      status: 'Closed',
      scheduleEnding: 'closed',
      renewedToNumber: null,
      installments: [{ no: 1, dueOn: '2026-04-01', amount: 5050959, paid: 5012000, state: 'settled' }],
    })
    render(<LoanScheduleCard loan={closed} />)
    expect(screen.getByText('0 of 1 paid · 1 settled at closure')).toBeTruthy()
    expect(rows()).toEqual([['1', '1 Apr 2026', '₹50,509.59', '₹50,120.00', 'Settled at closure']])
  })
})
