import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AuctionShortfallNotice } from './auction-shortfall-notice.tsx'
import type { PortalLoan } from './loan-parts.tsx'

useMockServer()

/** The figures the notice reads of an auctioned loan that still owes ₹15,000. */
const shortfall = {
  id: 'loan-1',
  asOf: '2026-03-02',
  status: 'Auctioned',
  outstanding: { principal: 1500000, interest: 0, penalCharges: 0, total: 1500000 },
} as PortalLoan

const notice = async () => (await screen.findByRole('alert')).textContent

describe('What an auctioned loan still owes', () => {
  it('offers paying that amount online when the shop takes payments online', async () => {
    stubProcedure('portal.payOnline', () => ({ available: true }))
    renderWithTrpc(<AuctionShortfallNotice loan={shortfall} />)
    const pay = await screen.findByRole('link', { name: 'Pay ₹15,000.00 online' })
    expect(pay.getAttribute('href')).toBe('/loans/loan-1/pay?amount=1500000')
    expect(await notice()).toContain('₹15,000.00 is still owed as of 2 Mar 2026. Pay it online or at the branch.')
  })

  it('keeps the branch when the shop has no gateway', async () => {
    const asked = stubProcedure('portal.payOnline', () => ({ available: false }))
    renderWithTrpc(<AuctionShortfallNotice loan={shortfall} />)
    await waitFor(() => expect(asked).toHaveLength(1))
    expect(await notice()).toContain('₹15,000.00 is still owed as of 2 Mar 2026. Please pay it at the branch.')
    expect(screen.queryByRole('link')).toBeNull()
  })
})
