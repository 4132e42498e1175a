import { StubError, renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Shop } from '../tenant.ts'
import { PaymentLinkLanding } from './payment-link-landing.tsx'

useMockServer()

const shop: Shop = { name: 'Demo Gold Loans', slug: 'demo' }
const live = {
  status: 'live' as const,
  amount: 512_300,
  expiresAt: new Date('2026-04-08T18:29:59.999Z'),
  loanNumber: 'GL/2026-27/000012',
}

const render = (signedIn: boolean) =>
  renderWithTrpc(
    <PaymentLinkLanding shop={shop} token="tok-1" signedIn={signedIn} onSignedIn={() => Promise.resolve()} />,
  )

describe('Payment link landing (issue 27)', () => {
  it('not signed in: says what the link pays and until when, and asks to sign in (email or SMS)', async () => {
    const landing = stubProcedure('paymentLinks.landing', () => live)
    render(false)
    expect((await screen.findByText('Sign in to pay.')).textContent).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe(
      'Payment link from the branchPay ₹5,123.00 on loan GL/2026-27/000012. The link is valid until 8 Apr 2026.',
    )
    expect(screen.getByText('Sign in to pay.')).toBeTruthy()
    // The link came by SMS or WhatsApp, so to the phone: the code by SMS is offered first.
    expect(screen.getByRole('button', { name: 'SMS to my phone' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByLabelText(/Mobile number/)).toBeTruthy()
    expect(landing.map((c) => c.input)).toEqual([{ tenant: 'demo', token: 'tok-1' }])
  })

  it('signed in: opens the link and goes to the pay page', async () => {
    stubProcedure('paymentLinks.landing', () => live)
    const open = stubProcedure('paymentLinks.open', () => ({
      loanId: 'loan-1',
      amount: 512_300,
      payPath: '/loans/loan-1/pay?amount=512300',
    }))
    render(true)
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe('/loans/loan-1/pay?amount=512300'),
    )
    expect(open.map((c) => c.input)).toEqual([{ token: 'tok-1' }])
  })

  it("signed in as someone else: the server's words, and no pay page", async () => {
    window.history.replaceState(null, '', '/pay-link/tok-1')
    stubProcedure('paymentLinks.landing', () => live)
    stubProcedure('paymentLinks.open', () => {
      throw new StubError(
        403,
        'This payment link was sent to another borrower. Sign out and sign in with the phone it was sent to.',
      )
    })
    render(true)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This payment link was sent to another borrower. Sign out and sign in with the phone it was sent to.',
    )
    expect(window.location.pathname).toBe('/pay-link/tok-1')
  })

  it('an expired or unknown link says so and asks for a new one', async () => {
    stubProcedure('paymentLinks.landing', () => ({ ...live, status: 'expired' as const }))
    render(false)
    expect(await screen.findByRole('heading', { name: 'This payment link has expired' })).toBeTruthy()
    expect(screen.getByText(/valid until 8 Apr 2026/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull()
  })

  it('an invalid link', async () => {
    stubProcedure('paymentLinks.landing', () => ({ status: 'invalid' as const }))
    render(false)
    expect(await screen.findByRole('heading', { name: 'This payment link is not valid' })).toBeTruthy()
  })
})
