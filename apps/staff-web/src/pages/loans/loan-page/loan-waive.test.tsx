import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { LoanPage } from './loan-page.tsx'
import { loanFixture } from '../shared/loan-test-fixture.ts'
import { SessionContext } from '../../../session.ts'
import { staffSession } from '../../../session-test-fixture.ts'

useMockServer()

const squash = (el: Element) => el.textContent.replace(/\s+/g, ' ')
const outstanding = { principal: 10_000_000, interest: 98_630, penalCharges: 12_000, total: 10_110_630 }

async function openWaiver() {
  stubProcedure('loans.get', () => loanFixture({ outstanding }))
  stubProcedure('custody.pledgedGold', () => [])
  stubProcedure('loans.releaseCompensation', () => null)
  stubProcedure('loans.quote', () => ({ asOf: '2026-02-01', ...outstanding }))
  const user = userEvent.setup()
  renderWithTrpc(
    <SessionContext.Provider value={staffSession({ roles: ['manager'] })}>
      <LoanPage id="loan-1" />
    </SessionContext.Provider>,
  )
  await screen.findByRole('heading', { name: /^Loan GL/ })
  await user.click(screen.getByRole('button', { name: 'Waive' }))
  return { user, form: screen.getByRole('form', { name: 'Waive charges' }) }
}

describe('Waive', () => {
  it("states what is due, refuses more than it at the field with the server's words, and sends paise with the reason", async () => {
    const waive = stubProcedure('corrections.waive', () => ({ correction: {} as never, loan: loanFixture() }))
    const { user, form } = await openWaiver()
    expect(squash(form)).toContain('Penal charges due today₹120.00')
    expect(squash(form)).toContain('Interest due today₹986.30')

    await user.type(within(form).getByLabelText(/^Interest to waive/), '986.31')
    await user.type(within(form).getByLabelText(/^Reason/), 'Goodwill')
    await user.click(within(form).getByRole('button', { name: 'Waive' }))
    expect(within(form).getByText('A waiver cannot exceed what is due (₹986.30 of interest).')).toBeTruthy()
    expect(waive).toHaveLength(0)

    await user.clear(within(form).getByLabelText(/^Interest to waive/))
    await user.type(within(form).getByLabelText(/^Interest to waive/), '500')
    await user.type(within(form).getByLabelText(/^Penal charges to waive/), '120')
    expect(squash(form)).toContain('Waived in all: ₹620.00')
    await user.click(within(form).getByRole('button', { name: 'Waive' }))
    await waitFor(() => expect(waive).toHaveLength(1))
    expect(waive[0]!.input).toEqual({
      id: 'loan-1',
      body: { penalCharges: 12_000, interest: 50_000, reason: 'Goodwill' },
    })
  })

  it('asks for an amount and a reason before sending anything', async () => {
    const waive = stubProcedure('corrections.waive', () => ({ correction: {} as never, loan: loanFixture() }))
    const { user, form } = await openWaiver()
    await user.click(within(form).getByRole('button', { name: 'Waive' }))
    expect(within(form).getByText('Enter the penal charges or the interest to waive.')).toBeTruthy()
    expect(within(form).getByText('Give a reason for the correction (3 to 500 characters).')).toBeTruthy()
    expect(waive).toHaveLength(0)
  })

  it('is not offered to a cashier (loans.waive is the owner’s and manager’s)', async () => {
    stubProcedure('loans.get', () => loanFixture({ outstanding }))
    stubProcedure('custody.pledgedGold', () => [])
    stubProcedure('loans.releaseCompensation', () => null)
    stubProcedure('loans.quote', () => ({ asOf: '2026-02-01', ...outstanding }))
    renderWithTrpc(
      <SessionContext.Provider value={staffSession({ roles: ['cashier'] })}>
        <LoanPage id="loan-1" />
      </SessionContext.Provider>,
    )
    await screen.findByRole('heading', { name: /^Loan GL/ })
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Waive' })).toBeNull()
  })
})
