import { operatorInputError } from '@gold/core/billing/operator-errors'
import { rupeeInputMessages } from '@gold/core/shared/rupee-input'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithTrpc, stubProcedure, useMockServer, type ProcedureOutput } from '@gold/ui/test-support/trpc-mock'
import { NewCouponForm } from './new-coupon-form.tsx'

useMockServer()

type Plan = ProcedureOutput<'platform.plans'>[number]

/** A public plan as platform.plans lists it, with no prices or features (the coupon form lists plans by name). */
const plan = (id: string, key: string, name: string): Plan => ({
  id,
  key,
  name,
  isActive: true,
  isContactSales: false,
  description: '',
  tagline: '',
  badge: '',
  isPublic: true,
  sortOrder: 0,
  trialDays: 0,
  createdAt: new Date('2026-01-01T05:00:00Z'),
  updatedAt: new Date('2026-01-01T05:00:00Z'),
  prices: [],
  features: [],
})
const PLANS = [plan('plan-starter', 'starter', 'Starter'), plan('plan-growth', 'growth', 'Growth')]

function setup() {
  const created: string[] = []
  stubProcedure('platform.plans', () => PLANS)
  stubProcedure('platform.coupons', () => ({ items: [], nextCursor: null }))
  stubProcedure('platform.audit', () => ({ items: [], nextCursor: null }))
  renderWithTrpc(<NewCouponForm onCreated={(code) => created.push(code)} onCancel={() => {}} />)
  const form = screen.getByRole('form', { name: 'New coupon' })
  return { user: userEvent.setup(), form, created }
}

describe('New coupon form', () => {
  it('sends the Coupon JSON: paise, India days inclusive, the ticked plans and cycles', async () => {
    const calls = stubProcedure('platform.createCoupon', () => ({ couponId: 'c-1' }))
    const { user, form, created } = setup()
    await user.type(within(form).getByLabelText(/^Code/), 'diwali500')
    await user.selectOptions(within(form).getByLabelText('Discount'), 'AMOUNT')
    await user.type(within(form).getByLabelText(/^Amount off/), '5,000')
    await user.type(within(form).getByLabelText(/^Minimum order/), '10,000.50')
    await user.type(within(form).getByLabelText(/^First day/), '2026-11-01')
    await user.type(within(form).getByLabelText(/^Last day/), '2026-11-15')
    await user.type(within(form).getByLabelText(/^Uses per shop/), '1')
    await user.click(await within(form).findByLabelText('Growth'))
    await user.click(within(form).getByLabelText('Yearly'))
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }))
    await expect.poll(() => created).toEqual(['DIWALI500'])
    expect(calls.map((c) => c.input)).toEqual([
      {
        code: 'diwali500',
        kind: 'AMOUNT',
        amountOff: 5_000_00,
        validFrom: '2026-10-31T18:30:00.000Z',
        validUntil: '2026-11-15T18:29:59.999Z',
        planIds: ['plan-growth'],
        billingCycles: ['yearly'],
        firstPurchaseOnly: false,
        minSubtotal: 10_000_50,
        perTenantLimit: 1,
        maxRedemptions: null,
        isActive: true,
      },
    ])
  })

  it('says what is wrong at each field and sends nothing', async () => {
    const calls = stubProcedure('platform.createCoupon', () => ({ couponId: 'c-1' }))
    const { user, form } = setup()
    await user.type(within(form).getByLabelText(/^Percent off/), '120')
    await user.type(within(form).getByLabelText(/^Minimum order/), '-5')
    await user.type(within(form).getByLabelText(/^Uses in all/), '1.5')
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }))
    const messages = within(form)
      .getAllByRole('alert')
      .map((a) => a.textContent)
    expect(messages).toEqual([
      'Enter the code shops will type.',
      'Enter a whole percent from 1 to 100.',
      rupeeInputMessages.negative,
      'Enter a whole number, or leave it blank.',
    ])
    expect(calls).toEqual([])
  })

  it('shows the server’s refusal at its field', async () => {
    stubProcedure('platform.createCoupon', () => {
      throw operatorInputError('A coupon with code LAUNCH already exists.', 'code')
    })
    const { user, form } = setup()
    await user.type(within(form).getByLabelText(/^Code/), 'launch')
    await user.type(within(form).getByLabelText(/^Percent off/), '10')
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }))
    expect((await within(form).findByRole('alert')).textContent).toBe('A coupon with code LAUNCH already exists.')
    expect(within(form).getByLabelText(/^Code/).getAttribute('aria-invalid')).toBe('true')
  })
})
