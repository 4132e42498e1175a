import { operatorInputError } from '@gold/core/billing/operator-errors'
import { rupeeInputMessages } from '@gold/core/shared/rupee-input'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import type { PurchaseRow } from './platform-outputs.ts'
import { RefundModal } from './refund-modal.tsx'

useMockServer()

const purchase = (over: Partial<PurchaseRow> = {}): PurchaseRow => ({
  id: 'pur-1',
  tenantId: 't-1',
  tenantName: 'Lakshmi Gold',
  tenantSlug: 'lakshmi',
  planName: 'Starter',
  billingCycle: 'monthly',
  total: 1_18_000_00,
  refundedAmount: 18_000_00,
  refundable: 1_00_000_00,
  currency: 'INR',
  couponCode: null,
  provider: 'gateway',
  status: 'PARTIALLY_REFUNDED',
  gatewayPaymentId: 'pay_1',
  paidAt: new Date('2026-11-01T05:00:00Z'),
  createdAt: new Date('2026-11-01T05:00:00Z'),
  refunds: [],
  ...over,
})

function setup(over: Partial<PurchaseRow> = {}) {
  const done: string[] = []
  stubProcedure('platform.purchases', () => ({ items: [], nextCursor: null }))
  stubProcedure('platform.audit', () => ({ items: [], nextCursor: null }))
  renderWithTrpc(<RefundModal purchase={purchase(over)} onClose={() => {}} onDone={(m) => done.push(m)} />)
  const form = screen.getByRole('form', { name: 'Refund a purchase' })
  return { user: userEvent.setup(), form, field: within(form).getByLabelText('Amount to refund (₹)'), done }
}

describe('Refund form', () => {
  it('starts at what can still be refunded, in Indian grouping', () => {
    const { field } = setup()
    expect(field).toHaveProperty('value', '1,00,000.00')
  })

  it.each([
    ['abc', rupeeInputMessages.notANumber],
    ['0', rupeeInputMessages.zero],
    ['1,0000', rupeeInputMessages.grouping],
    ['1,00,000.01', 'At most ₹1,00,000.00 can still be refunded.'],
  ])('refuses %j inline and sends nothing', async (typed, message) => {
    const calls = stubProcedure('platform.refund', () => ({ refundId: 'r', gatewayRefundId: 'g' }))
    const { user, form, field } = setup()
    await user.clear(field)
    await user.type(field, typed)
    await user.click(within(form).getByRole('button', { name: 'Review refund' }))
    expect(within(form).getByRole('alert').textContent).toBe(message)
    expect(calls).toEqual([])
  })

  it('confirms the amount and the shop, then sends paise; a partial refund never revokes', async () => {
    const calls = stubProcedure('platform.refund', () => ({ refundId: 'r', gatewayRefundId: 'g' }))
    const { user, form, field, done } = setup()
    expect(within(form).getByRole('checkbox')).toHaveProperty('checked', false)
    await user.clear(field)
    await user.type(field, '25,000.50')
    expect(within(form).getByRole('checkbox')).toHaveProperty('disabled', true)
    await user.click(within(form).getByRole('button', { name: 'Review refund' }))
    const confirm = within(form).getByRole('group', { name: 'Confirm the refund' })
    expect(confirm.textContent).toContain('₹25,000.50 back to Lakshmi Gold')
    expect(calls).toEqual([])
    await user.click(within(confirm).getByRole('button', { name: 'Refund ₹25,000.50' }))
    await screen.findByRole('form', { name: 'Refund a purchase' })
    await expect.poll(() => done.length).toBe(1)
    expect(calls.map((c) => c.input)).toEqual([{ purchaseId: 'pur-1', amount: 25_000_50, revoke: false }])
  })

  it('a full refund may take the period off; the server’s refusal goes back to the amount', async () => {
    const calls = stubProcedure('platform.refund', () => {
      throw operatorInputError('At most 5000000 paise can still be refunded on this purchase.', 'amount')
    })
    const { user, form } = setup({ refundedAmount: 0, refundable: 1_18_000_00, total: 1_18_000_00, status: 'PAID' })
    await user.click(within(form).getByRole('checkbox'))
    await user.click(within(form).getByRole('button', { name: 'Review refund' }))
    expect(within(form).getByRole('group', { name: 'Confirm the refund' }).textContent).toContain(
      'The purchased period is taken off',
    )
    await user.click(within(form).getByRole('button', { name: 'Refund ₹1,18,000.00' }))
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'At most 5000000 paise can still be refunded on this purchase.',
    )
    expect(within(form).getByLabelText('Amount to refund (₹)')).toBeTruthy()
    expect(calls.map((c) => c.input)).toEqual([{ purchaseId: 'pur-1', amount: 1_18_000_00, revoke: true }])
  })
})
