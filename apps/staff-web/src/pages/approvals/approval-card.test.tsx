import { renderWithTrpc, StubError, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ApprovalCard } from './approval-card.tsx'
import type { ApprovalRequest } from './approval-types.ts'

useMockServer()

const request: ApprovalRequest = {
  id: 'R1',
  action: 'disbursement',
  operation: 'loan.open',
  status: 'pending',
  summary: 'Disburse ₹1,50,000 (BULLET loan, BankTransfer)',
  amount: 15_000_000,
  loanId: null,
  valuationId: 'V1',
  customerId: 'C1',
  maker: { id: 'U1', name: 'Ravi Cashier' },
  decider: null,
  reason: null,
  failure: null,
  resultRef: null,
  notifiedAt: null,
  notifyError: null,
  createdAt: new Date('2026-11-27T05:00:00Z'),
  decidedAt: null,
  postedAt: null,
}

function stubDetail(overrides: Partial<ApprovalRequest> = {}, canDecide = true) {
  stubProcedure('approvals.detail', () => ({
    request: { ...request, ...overrides },
    payload: { valuationId: 'V1', principal: 15_000_000 },
    positionSeen: [{ label: 'Principal on other open loans', paise: 0 }],
    positionNow: [{ label: 'Principal on other open loans', paise: 5_000_000 }],
    canDecide,
  }))
}

describe('ApprovalCard', () => {
  it('shows what was asked and the position as seen beside now, marking what changed', async () => {
    stubDetail()
    renderWithTrpc(<ApprovalCard request={request} />)
    expect(await screen.findByText('Principal on other open loans')).toBeTruthy()
    expect(screen.getByText('Ravi Cashier')).toBeTruthy()
    expect(screen.getByText('₹1,50,000.00')).toBeTruthy()
    expect(screen.getByText('₹50,000.00')).toBeTruthy()
    expect(screen.getByText('changed')).toBeTruthy()
  })

  it('approving money asks for confirmation first, then sends the approval once', async () => {
    stubDetail()
    const calls = stubProcedure('approvals.approve', () => ({
      ...request,
      status: 'posted' as const,
      decider: { id: 'U2', name: 'Meera Manager' },
      resultRef: 'L1',
    }))
    renderWithTrpc(<ApprovalCard request={request} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }))
    expect(calls).toHaveLength(0)
    expect(screen.getByText('Approve and post?')).toBeTruthy()
    await userEvent.dblClick(screen.getByRole('button', { name: 'Yes, approve and post' }))
    expect(await screen.findByText('Approved and posted')).toBeTruthy()
    expect(calls.map((c) => c.input)).toEqual([{ id: 'R1' }])
  })

  it('rejecting needs a reason: none is refused at the field and nothing is sent; with one it is sent', async () => {
    stubDetail({ action: 'release', amount: null, summary: 'Release the gold to Asha' })
    const calls = stubProcedure('approvals.reject', (input) => ({
      ...request,
      status: 'rejected' as const,
      reason: input.reason,
    }))
    renderWithTrpc(<ApprovalCard request={{ ...request, action: 'release', amount: null }} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Reject…' }))
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }))
    expect(screen.getByText('Give a reason (2 to 500 characters).')).toBeTruthy()
    expect(calls).toHaveLength(0)
    await userEvent.type(screen.getByLabelText(/Reason for rejecting/), 'Borrower not present')
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('Borrower not present')).toBeTruthy()
    expect(calls.map((c) => c.input)).toEqual([{ id: 'R1', reason: 'Borrower not present' }])
  })

  it("shows the server's refusal (another checker decided first)", async () => {
    stubDetail({ action: 'release', amount: null })
    stubProcedure('approvals.approve', () => {
      throw new StubError(409, 'This request has already been decided.')
    })
    renderWithTrpc(<ApprovalCard request={{ ...request, action: 'release', amount: null }} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }))
    // The gold leaves on approval: the witness confirms first.
    expect(screen.getByText('Witness the handover?')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Yes, approve the release' }))
    expect(await screen.findByText('This request has already been decided.')).toBeTruthy()
  })

  it('the maker (or anyone who may not decide) sees no buttons', async () => {
    stubDetail({}, false)
    renderWithTrpc(<ApprovalCard request={request} />)
    expect(await screen.findByText('Principal on other open loans')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
  })
})
