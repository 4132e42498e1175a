import { renderWithTrpc, stubProcedure, useMockServer, type ProcedureOutput } from '@gold/ui/test-support/trpc-mock'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SessionContext } from '../../session.ts'
import { staffSession } from '../../session-test-fixture.ts'
import { HeldPaymentsCard } from './held-payments-card.tsx'

useMockServer()

const held: ProcedureOutput<'gateway.heldPayments'>['waiting'][number] = {
  orderId: 'lpo-1',
  loanId: 'loan-1',
  loanNumber: 'GL/2025-26/000007',
  amount: 200000,
  status: 'held',
  why: 'The loan was closed, renewed or otherwise settled before the payment arrived.',
  note: 'The gateway refused the refund: Gateway answered 400',
  gatewayPaymentId: 'pay_1',
  refundId: null,
  capturedAt: new Date('2026-03-02T05:00:00Z'),
}

describe('Dashboard: online payments not posted', () => {
  it('shows a held payment with why, and refunds it again or records how it was settled', async () => {
    stubProcedure('gateway.heldPayments', () => ({ waiting: [held], refunded: [], waitingCount: 1 }))
    const resolves = stubProcedure('gateway.resolveHeldPayment', () => ({ status: 'refunded' as const }))
    renderWithTrpc(
      <SessionContext.Provider value={staffSession({ name: 'Meera Manager', roles: ['manager'] })}>
        <HeldPaymentsCard />
      </SessionContext.Provider>,
    )
    const row = within(await screen.findByRole('group', { name: 'Held payment for GL/2025-26/000007' }))
    expect(row.getByText(/₹2,000.00/)).toBeTruthy()
    expect(row.getByText(/held for the shop\. The loan was closed/)).toBeTruthy()
    fireEvent.click(row.getByRole('button', { name: 'Settled outside' }))
    fireEvent.change(row.getByLabelText('How was it settled?'), { target: { value: 'Paid back in cash' } })
    fireEvent.click(row.getByRole('button', { name: 'Mark settled' }))
    await vi.waitFor(() =>
      expect(resolves.map((c) => c.input)).toEqual([
        { orderId: 'lpo-1', action: 'settledOutside', note: 'Paid back in cash' },
      ]),
    )
  })
})
