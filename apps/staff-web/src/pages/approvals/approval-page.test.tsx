import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SessionContext, type Session } from '../../session.ts'
import { ApprovalPage } from './approval-page.tsx'

useMockServer()

const maker = { kind: 'staff', userId: 'U1', name: 'Karan Staff', role: 'TENANT_EMPLOYEE' } as unknown as Session
const request = {
  id: 'R1',
  action: 'release' as const,
  operation: 'loan.release',
  status: 'pending' as const,
  summary: 'Release the gold to Asha on GL/2026-27/000001',
  amount: null,
  loanId: 'L1',
  valuationId: null,
  customerId: 'C1',
  maker: { id: 'U1', name: 'Karan Staff' },
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

describe('ApprovalPage (the maker after a gated action)', () => {
  it('says "Sent for approval", never done, with no buttons to decide', async () => {
    stubProcedure('approvals.detail', () => ({
      request,
      payload: { releasedTo: 'Asha', sealIntact: true, note: null },
      positionSeen: [{ label: 'Status', text: 'Closed' }],
      positionNow: [{ label: 'Status', text: 'Closed' }],
      canDecide: false,
    }))
    renderWithTrpc(
      <SessionContext.Provider value={maker}>
        <ApprovalPage id="R1" />
      </SessionContext.Provider>,
    )
    expect(await screen.findByText('Sent for approval')).toBeTruthy()
    expect(screen.getByText('Waiting for approval')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open the loan' }).getAttribute('href')).toBe('/loans/L1')
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(document.body.textContent).not.toMatch(/released/i)
  })
})
