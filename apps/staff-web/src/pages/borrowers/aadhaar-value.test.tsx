import { renderWithTrpc, StubError, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SessionContext } from '../../session.ts'
import { staffSession } from '../../session-test-fixture.ts'
import { AadhaarValue } from './aadhaar-value.tsx'

useMockServer()

const MASKED = 'XXXX XXXX 0123'
const renderAs = (session = staffSession({ roles: ['manager'] })) =>
  renderWithTrpc(
    <SessionContext.Provider value={session}>
      <AadhaarValue customerId="cus-1" masked={MASKED} />
    </SessionContext.Provider>,
  )

// Issue 28: the full number only with customers.personalData and a reason, which the server records.
describe('Aadhaar reveal', () => {
  it('asks why, sends the reason, shows the number, and hides it again', async () => {
    const calls = stubProcedure('customers.revealAadhaar', () => ({ id: 'cus-1', aadhaar: '234567890123' }))
    const user = userEvent.setup()
    renderAs()
    expect(screen.getByText(MASKED)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Reveal Aadhaar number' }))
    await user.type(screen.getByLabelText('Why is the full number needed?'), 'Borrower checking the receipt')
    await user.click(screen.getByRole('button', { name: 'Reveal Aadhaar number' }))
    expect(await screen.findByText('234567890123')).toBeTruthy()
    expect(calls.map((c) => c.input)).toEqual([{ id: 'cus-1', reason: 'Borrower checking the receipt' }])
    await user.click(screen.getByRole('button', { name: 'Hide Aadhaar number' }))
    expect(screen.getByText(MASKED)).toBeTruthy()
  })

  it('shows the server’s message at the reason field', async () => {
    const message = 'Say why the full Aadhaar number is needed (at least 5 characters).'
    stubProcedure('customers.revealAadhaar', () => {
      throw new StubError(400, message, { code: 'revealReasonRequired' })
    })
    const user = userEvent.setup()
    renderAs()
    await user.click(screen.getByRole('button', { name: 'Reveal Aadhaar number' }))
    await user.type(screen.getByLabelText('Why is the full number needed?'), 'why')
    await user.click(screen.getByRole('button', { name: 'Reveal Aadhaar number' }))
    expect(await screen.findByText(message)).toBeTruthy()
    expect(screen.queryByText('234567890123')).toBeNull()
  })

  it('offers no Reveal to a counter employee (cashier and appraiser)', () => {
    renderAs(staffSession())
    expect(screen.getByText(MASKED)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Reveal/ })).toBeNull()
  })
})
