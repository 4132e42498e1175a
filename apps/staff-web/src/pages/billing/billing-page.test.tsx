import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BillingPage } from './billing-page.tsx'

useMockServer()

const trial = {
  planId: 'starter',
  plan: 'Starter',
  startDate: new Date('2026-01-01T05:00:00Z'),
  expiryDate: new Date('2099-01-15T05:00:00Z'),
  paymentStatus: 'Pending',
  isTrial: true,
  trialUsed: true,
  status: 'Active',
  daysLeft: 14,
}

const purchase = {
  id: 'pur-1',
  planName: 'Starter',
  billingCycle: 'MONTHLY',
  status: 'PAID',
  total: 49900,
  paidAt: new Date('2026-01-10T05:00:00Z'),
  createdAt: new Date('2026-01-10T05:00:00Z'),
  documents: [],
}

function renderBilling(current: typeof trial, purchases: unknown[]) {
  stubProcedure('billing.plans', () => ({ checkoutEnabled: true, current, plans: [] }))
  stubProcedure('billing.purchases', () => purchases)
  renderWithTrpc(<BillingPage />)
}

const subscription = async () => within(await screen.findByRole('region', { name: 'Your subscription' }))

describe('Billing: your subscription', () => {
  it('says nothing of a payment status before the first purchase (a new shop is stored as Pending)', async () => {
    renderBilling(trial, [])
    const card = await subscription()
    expect(card.getByText('Starter (trial)')).toBeTruthy()
    await screen.findByText('No purchases yet')
    expect(card.queryByText('Payment status')).toBeNull()
    expect(card.queryByText('Pending')).toBeNull()
  })

  it('shows the payment status once there is a purchase', async () => {
    renderBilling({ ...trial, isTrial: false, paymentStatus: 'Paid' }, [purchase])
    const card = await subscription()
    expect(card.getByText('Payment status').nextSibling?.textContent).toBe('Paid')
  })

  it('shows a status an operator set by hand, purchase or not', async () => {
    renderBilling({ ...trial, isTrial: false, paymentStatus: 'Overdue' }, [])
    const card = await subscription()
    expect(card.getByText('Payment status').nextSibling?.textContent).toBe('Overdue')
  })
})
