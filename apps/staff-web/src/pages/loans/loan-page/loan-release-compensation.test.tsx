import { addDays, isoDateOf } from '@gold/core/shared/india-calendar'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { LoanPage } from './loan-page.tsx'
import { loanFixture } from '../shared/loan-test-fixture.ts'
import type { LoanDetail } from '../shared/loan-outputs.tsx'

useMockServer()

const today = isoDateOf(new Date())
/** Released 3 days after its deadline: ₹15,000 owed to the borrower at ₹5,000 a day. */
const RELEASED_LATE = {
  status: 'Released',
  outstanding: { principal: 0, interest: 0, penalCharges: 0, total: 0 },
  closedOn: addDays(today, -12),
  releaseDueBy: addDays(today, -3),
  releasedOn: today,
  releasedTo: 'The borrower',
  sealIntact: true,
  releaseDelayDays: 3,
  releaseCompensation: 1_500_000,
} satisfies Partial<LoanDetail>

const squash = (el: Element) => el.textContent.replace(/\s+/g, ' ')

async function openLoan(paidOn: string | null) {
  stubProcedure('loans.get', () => loanFixture(RELEASED_LATE))
  stubProcedure('custody.pledgedGold', () => [])
  stubProcedure('loans.releaseCompensation', () => ({ amountPaise: 1_500_000, accruedOn: today, paidOn }))
  const user = userEvent.setup()
  renderWithTrpc(<LoanPage id="loan-1" />)
  await screen.findByRole('heading', { name: /^Loan GL/ })
  return user
}

describe('Release compensation payout', () => {
  it('is paid from the release card in cash, after a confirmation that names the amount and the mode', async () => {
    const pay = stubProcedure('loans.payReleaseCompensation', () => ({
      amountPaise: 1_500_000,
      accruedOn: today,
      paidOn: today,
    }))
    const user = await openLoan(null)
    await user.click(await screen.findByRole('button', { name: 'Pay compensation' }))
    const form = screen.getByRole('form', { name: 'Pay the release compensation' })
    expect(squash(form)).toContain('left ₹15,000.00 owed to')
    await user.selectOptions(within(form).getByLabelText(/^Paid by/), 'Cash')
    await user.click(within(form).getByRole('button', { name: 'Review payout' }))
    const review = screen.getByRole('group', { name: 'Confirm the payout' })
    expect(squash(review)).toContain('₹15,000.00 in cash')
    expect(squash(review)).toContain('Compensation for the delay₹15,000.00')
    await user.click(within(review).getByRole('button', { name: 'Confirm payout' }))
    await waitFor(() => expect(pay).toHaveLength(1))
    expect(pay[0]!.input).toEqual({ id: 'loan-1', body: { mode: 'Cash' } })
  })

  it('once paid, says when and offers no second payout', async () => {
    await openLoan(addDays(today, -1))
    const card = screen.getByRole('region', { name: 'Release of the gold' })
    await waitFor(() => expect(squash(card)).toContain('Compensation of ₹15,000.00 paid to the borrower on'))
    expect(screen.queryByRole('button', { name: 'Pay compensation' })).toBeNull()
  })
})
