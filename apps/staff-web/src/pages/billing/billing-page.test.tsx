import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BillingPage } from './billing-page.tsx'
import type { RouterOutputs } from '../../trpc.ts'

type Subscription = RouterOutputs['billing']['plans']['current']
type Purchase = RouterOutputs['billing']['purchases'][number]

useMockServer()

const trial: Subscription = {
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

const purchase: Purchase = {
  id: 'pur-1',
  planName: 'Starter',
  billingCycle: 'MONTHLY',
  subtotal: 42288,
  discount: 0,
  tax: 7612,
  total: 49900,
  refundedAmount: 0,
  currency: 'INR',
  couponCode: null,
  provider: 'razorpay',
  status: 'PAID',
  periodStart: new Date('2026-01-10T05:00:00Z'),
  periodEnd: new Date('2026-02-10T05:00:00Z'),
  paidAt: new Date('2026-01-10T05:00:00Z'),
  createdAt: new Date('2026-01-10T05:00:00Z'),
  gatewayPaymentId: 'pay_1',
  documents: [],
  refunds: [],
}

function renderBilling(current: Subscription, purchases: Purchase[]) {
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
