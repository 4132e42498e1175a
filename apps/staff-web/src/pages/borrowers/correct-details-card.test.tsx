import { renderWithTrpc, StubError, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { borrowerDetailFixture } from './borrower-test-fixture.ts'
import { CorrectDetailsCard } from './correct-details-card.tsx'
import { SessionContext } from '../../session.ts'
import { staffSession } from '../../session-test-fixture.ts'

useMockServer()

const borrower = borrowerDetailFixture({ address: '12 MG Road' })
const manager = staffSession({ roles: ['manager'] })
const renderAs = (session = manager) =>
  renderWithTrpc(
    <SessionContext.Provider value={session}>
      <CorrectDetailsCard c={borrower} />
    </SessionContext.Provider>,
  )

async function openForm() {
  const user = userEvent.setup()
  renderAs()
  await user.click(screen.getByRole('button', { name: 'Correct details' }))
  return user
}

describe('Correct details', () => {
  it('asks for a reason, confirms the change it lists, then sends the details as they should read', async () => {
    stubProcedure('customers.corrections', () => [])
    const sent = stubProcedure('customers.correct', () => ({
      id: 'cus-1',
      version: 1,
      changes: [{ field: 'phone' as const, from: '9876543210', to: '9000000001' }],
    }))
    const user = await openForm()
    const phone = screen.getByLabelText('Mobile')
    await user.clear(phone)
    await user.type(phone, '9000000001')
    await user.click(screen.getByRole('button', { name: 'Review correction' }))
    expect(screen.getByLabelText(/Reason for the correction/).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Say why the details are being corrected.')).toBeTruthy()
    expect(sent).toHaveLength(0)

    await user.type(screen.getByLabelText(/Reason for the correction/), 'Borrower changed SIM')
    await user.click(screen.getByRole('button', { name: 'Review correction' }))
    const change = screen.getByText('Mobile', { selector: 'strong' }).closest('li')!
    expect(change.textContent).toContain('9876543210')
    expect(change.textContent).toContain('9000000001')
    expect(sent).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Confirm correction' }))
    expect(await screen.findByText('Details corrected.')).toBeTruthy()
    expect(sent.map((c) => c.input)).toEqual([
      {
        id: 'cus-1',
        name: 'Asha Verma',
        phone: '9000000001',
        email: '',
        address: '12 MG Road',
        nomineeName: '',
        nomineeRel: '',
        bankName: '',
        accountNumber: '',
        ifsc: '',
        reason: 'Borrower changed SIM',
      },
    ])
  })

  it("shows the server's refusal at its field", async () => {
    stubProcedure('customers.corrections', () => [])
    stubProcedure('customers.correct', () => {
      throw new StubError(400, 'Customer with this phone number already exists', { code: 'duplicatePhone' })
    })
    const user = await openForm()
    const phone = screen.getByLabelText('Mobile')
    await user.clear(phone)
    await user.type(phone, '9000000002')
    await user.type(screen.getByLabelText(/Reason for the correction/), 'Typo')
    await user.click(screen.getByRole('button', { name: 'Review correction' }))
    await user.click(screen.getByRole('button', { name: 'Confirm correction' }))
    expect(await screen.findByText('Customer with this phone number already exists')).toBeTruthy()
  })

  it('marks a corrected borrower and lists each version with who, when and why', async () => {
    stubProcedure('customers.corrections', () => [
      {
        version: 1,
        changes: [{ field: 'address' as const, from: '10 MG Road', to: '12 MG Road' }],
        reason: 'House number misread',
        correctedById: 'u1',
        correctedByName: 'Meera',
        correctedAt: new Date('2026-12-01T05:00:00Z'),
      },
    ])
    renderAs()
    expect(await screen.findByText('Corrected')).toBeTruthy()
    const history = screen.getByRole('list', { name: 'Correction history' })
    expect(within(history).getByText(/Meera/)).toBeTruthy()
    expect(within(history).getByText('Reason: House number misread')).toBeTruthy()
    expect(history.textContent).toContain('10 MG Road')
  })

  it('shows a cashier the history but not the way to correct (customers.correct is the owner’s and manager’s)', async () => {
    stubProcedure('customers.corrections', () => [])
    renderAs(staffSession({ roles: ['cashier'] }))
    expect(await screen.findByText('These details have never been corrected.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Correct details' })).toBeNull()
  })
})
