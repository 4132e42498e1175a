import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { StubError, renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { LoanPage } from './loan-page.tsx'
import { loanFixture } from '../shared/loan-test-fixture.ts'
import type { LoanDetail } from '../shared/loan-outputs.tsx'
import { SessionContext } from '../../../session.ts'
import { staffSession } from '../../../session-test-fixture.ts'

useMockServer()

const squash = (el: Element) => el.textContent.replace(/\s+/g, ' ')
const outstanding = { principal: 10_000_000, interest: 98_630, penalCharges: 12_000, total: 10_110_630 }

async function showLoan(loan: LoanDetail, roles: string[]) {
  stubProcedure('loans.get', () => loan)
  stubProcedure('custody.pledgedGold', () => [])
  stubProcedure('loans.releaseCompensation', () => null)
  stubProcedure('loans.quote', () => ({ asOf: '2026-02-01', ...loan.outstanding }))
  renderWithTrpc(
    <SessionContext.Provider value={staffSession({ roles })}>
      <LoanPage id="loan-1" />
    </SessionContext.Provider>,
  )
  await screen.findByRole('heading', { name: /^Loan GL/ })
  return userEvent.setup()
}

describe('Cancel disbursement', () => {
  it('states the money taken back and sends the reason only after confirmation', async () => {
    const cancel = stubProcedure('corrections.cancelDisbursement', () => ({
      correction: {} as never,
      loan: loanFixture({ status: 'Cancelled' }),
      message: {} as never,
    }))
    const user = await showLoan(loanFixture({}, { principal: 1_500_000, daysOld: 0 }), ['manager'])
    await user.click(screen.getByRole('button', { name: 'Cancel disbursement' }))
    const form = screen.getByRole('form', { name: 'Cancel disbursement' })
    expect(squash(form)).toContain('Money taken back₹15,000.00')
    expect(squash(form)).toContain('Paid out byUPI')
    expect(squash(form)).toContain('This cannot be undone.')

    await user.click(within(form).getByRole('button', { name: 'Cancel disbursement' }))
    expect(within(form).getByText('Give a reason for the correction (3 to 500 characters).')).toBeTruthy()
    expect(cancel).toHaveLength(0)

    await user.type(within(form).getByLabelText(/^Reason/), 'Borrower changed their mind')
    await user.click(within(form).getByRole('button', { name: 'Cancel disbursement' }))
    await waitFor(() => expect(cancel).toHaveLength(1))
    expect(cancel[0]!.input).toEqual({ id: 'loan-1', body: { reason: 'Borrower changed their mind' } })
  })

  it('is offered only on the day of the disbursement, with nothing posted since, and to those who may', async () => {
    await showLoan(loanFixture({}, { daysOld: 1 }), ['owner'])
    expect(screen.queryByRole('button', { name: 'Cancel disbursement' })).toBeNull()
  })

  it('is not offered to a cashier', async () => {
    await showLoan(loanFixture({}, { daysOld: 0 }), ['cashier'])
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cancel disbursement' })).toBeNull()
  })
})

describe('Write off', () => {
  it('states every part written off, and sends the reason after confirmation', async () => {
    const writeOff = stubProcedure('corrections.writeOff', () => ({
      correction: {} as never,
      loan: loanFixture({ status: 'WrittenOff' }),
      message: {} as never,
    }))
    const user = await showLoan(loanFixture({ outstanding }), ['owner'])
    await user.click(screen.getByRole('button', { name: 'Write off' }))
    const form = screen.getByRole('form', { name: 'Write off loan' })
    expect(squash(form)).toContain('Principal written off₹1,00,000.00')
    expect(squash(form)).toContain('Interest written off₹986.30')
    expect(squash(form)).toContain('Penal charges written off₹120.00')
    expect(squash(form)).toContain('Written off in all₹1,01,106.30')
    expect(squash(form)).toContain('The pledged gold stays in the shop’s custody.')

    await user.type(within(form).getByLabelText(/^Reason/), 'Spurious gold')
    await user.click(within(form).getByRole('button', { name: 'Write off' }))
    await waitFor(() => expect(writeOff).toHaveLength(1))
    expect(writeOff[0]!.input).toEqual({ id: 'loan-1', body: { reason: 'Spurious gold' } })
  })

  it('shows the server’s refusal in the form', async () => {
    stubProcedure('corrections.writeOff', () => {
      throw new StubError(400, 'This loan cannot be written off in its current state.')
    })
    const user = await showLoan(loanFixture({ outstanding }), ['owner'])
    await user.click(screen.getByRole('button', { name: 'Write off' }))
    const form = screen.getByRole('form', { name: 'Write off loan' })
    await user.type(within(form).getByLabelText(/^Reason/), 'Spurious gold')
    await user.click(within(form).getByRole('button', { name: 'Write off' }))
    expect(await within(form).findByText('This loan cannot be written off in its current state.')).toBeTruthy()
  })

  it('is the owner’s alone by default: not offered to a manager, nor on a closed loan', async () => {
    await showLoan(loanFixture({ outstanding }), ['manager'])
    expect(screen.queryByRole('button', { name: 'Write off' })).toBeNull()
  })
})
