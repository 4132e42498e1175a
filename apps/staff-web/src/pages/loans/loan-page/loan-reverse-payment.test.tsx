import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { correctionErrors } from '@gold/core/corrections/corrections-errors'
import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { LoanPage } from './loan-page.tsx'
import { loanFixture } from '../shared/loan-test-fixture.ts'
import type { LoanPaymentRow } from '../shared/loan-outputs.tsx'
import { SessionContext } from '../../../session.ts'
import { staffSession } from '../../../session-test-fixture.ts'

useMockServer()

const payment = (id: string, receiptNumber: string, amount: number): LoanPaymentRow => ({
  id,
  receiptNumber,
  amount,
  penalCharges: 0,
  interest: 98_630,
  principal: amount - 98_630,
  paidOn: '2026-01-31',
  mode: 'Cash',
  reference: null,
})
const squash = (el: Element) => el.textContent.replace(/\s+/g, ' ')

async function openLoan(payments: LoanPaymentRow[]) {
  stubProcedure('loans.get', () => loanFixture({ payments }))
  stubProcedure('custody.pledgedGold', () => [])
  stubProcedure('loans.releaseCompensation', () => null)
  stubProcedure('loans.quote', () => ({ asOf: '2026-02-01', principal: 0, interest: 0, penalCharges: 0, total: 0 }))
  const user = userEvent.setup()
  renderWithTrpc(
    <SessionContext.Provider value={staffSession({ roles: ['manager'] })}>
      <LoanPage id="loan-1" />
    </SessionContext.Provider>,
  )
  await screen.findByRole('heading', { name: /^Loan GL/ })
  return user
}

describe('Reverse payment', () => {
  it('is offered on the latest payment only, states the amounts and sends the reason', async () => {
    const reverse = stubProcedure('corrections.reversePayment', () => ({
      correction: {
        id: 'c1',
        kind: 'paymentReversal' as const,
        paymentId: 'p2',
        noteNumber: 'CN/2026-27/000001',
        reason: 'Entered on the wrong loan',
        amount: 2_000_000,
        principal: 1_901_370,
        interest: 98_630,
        penalCharges: 0,
        postedOn: '2026-02-01',
        createdAt: new Date(),
      },
      loan: loanFixture(),
      message: { sent: [], skipped: [], failed: [], deliveries: [] },
    }))
    const user = await openLoan([
      payment('p1', 'PR/2026-27/000001', 500_000),
      payment('p2', 'PR/2026-27/000002', 2_000_000),
    ])
    const buttons = screen.getAllByRole('button', { name: 'Reverse payment' })
    expect(buttons).toHaveLength(1)
    await user.click(buttons[0]!)
    const form = screen.getByRole('form', { name: 'Reverse payment' })
    expect(squash(form)).toContain('Receipt PR/2026-27/000002')
    expect(squash(form)).toContain('Amount reversed₹20,000.00')
    expect(squash(form)).toContain('Interest owed again₹986.30')
    expect(squash(form)).toContain('Principal owed again₹19,013.70')

    await user.click(within(form).getByRole('button', { name: 'Reverse payment' }))
    expect(within(form).getByText('Give a reason for the correction (3 to 500 characters).')).toBeTruthy()
    expect(reverse).toHaveLength(0)

    await user.type(within(form).getByLabelText(/^Reason/), 'Entered on the wrong loan')
    await user.click(within(form).getByRole('button', { name: 'Reverse payment' }))
    await waitFor(() => expect(reverse).toHaveLength(1))
    expect(reverse[0]!.input).toEqual({ id: 'loan-1', body: { paymentId: 'p2', reason: 'Entered on the wrong loan' } })
    await waitFor(() =>
      expect(squash(document.body)).toContain('Payment reversed: receipt PR/2026-27/000002 cancelled'),
    )
  })

  it("shows the server's refusal as it says it", async () => {
    stubProcedure('corrections.reversePayment', () => {
      throw correctionErrors.error('paymentAlreadyReversed')
    })
    const user = await openLoan([payment('p1', 'PR/2026-27/000001', 500_000)])
    await user.click(screen.getByRole('button', { name: 'Reverse payment' }))
    const form = screen.getByRole('form', { name: 'Reverse payment' })
    await user.type(within(form).getByLabelText(/^Reason/), 'Wrong loan')
    await user.click(within(form).getByRole('button', { name: 'Reverse payment' }))
    expect(await within(form).findByText('This payment has already been reversed.')).toBeTruthy()
  })

  it('marks a reversed payment with its cancellation note and offers nothing more on it', async () => {
    const reversed = {
      ...payment('p1', 'PR/2026-27/000001', 500_000),
      reversal: { noteNumber: 'CN/2026-27/000001', postedOn: '2026-02-01', reason: 'Wrong loan' },
    }
    await openLoan([reversed])
    const card = screen.getByRole('region', { name: 'Payments' })
    expect(squash(card)).toContain('Reversed')
    expect(
      within(card)
        .getByRole('link', { name: /Cancellation note/ })
        .getAttribute('href'),
    ).toBe('/api/loans/loan-1/payments/p1/cancellation-note')
    expect(screen.queryByRole('button', { name: 'Reverse payment' })).toBeNull()
  })
})
