import { renderWithTrpc, stubProcedure, useMockServer, type ProcedureOutput } from '@gold/ui/test-support/trpc-mock'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PortalLoan } from './loan-parts.tsx'
import { PayPage } from './pay-page.tsx'

useMockServer()

const loan = {
  asOf: '2026-03-02',
  id: 'loan-1',
  loanNumber: 'GL/2025-26/000007',
  valuationId: 'val-1',
  goldReceiptNo: 'GR-1001',
  scheme: 'EMI',
  principal: 3000000,
  annualRate: 12,
  penalRate: 2,
  graceDays: 0,
  tenureMonths: 12,
  disbursedOn: '2026-01-01',
  maturityOn: '2027-01-01',
  disbursementMode: 'UPI',
  status: 'Active',
  outstanding: { principal: 2800000, interest: 12345, penalCharges: 0, total: 2812345 },
  nextDue: { dueOn: '2026-03-10', amount: 266547 },
  daysPastDue: 0,
  closedOn: null,
  releaseDueBy: null,
  releasedOn: null,
  releaseDelayDays: null,
  releaseCompensation: null,
  renewedFromId: null,
  renewedToId: null,
  auction: null,
  surplusOwed: 0,
  surplusPaid: 0,
  surplusPaidOn: null,
  sale: null,
  createdAt: new Date('2026-01-01T05:00:00Z'),
  schedule: [],
  installments: [],
  scheduleEnding: 'open',
  renewedToNumber: null,
  payments: [],
} satisfies PortalLoan

const at = (url: string) => window.history.pushState(null, '', url)
afterEach(() => {
  at('/')
  vi.restoreAllMocks()
})

type PaymentState = ProcedureOutput<'portal.payment'>
const posted = (over: Partial<PaymentState> = {}): PaymentState => ({
  orderId: 'lpo-1',
  loanId: 'loan-1',
  amount: 266547,
  status: 'posted',
  receipt: { paymentId: 'pay-1', receiptNumber: 'PR/2025-26/000009', paidOn: '2026-03-02' },
  loan: { status: 'Active', toClose: 2545798, closedOn: null, releaseDueBy: null },
  ...over,
})

describe('Paying a loan from the portal', () => {
  it('prefills the amount of a payment link, confirms it, and sends the borrower to the checkout with a way back', async () => {
    at('/loans/loan-1/pay?amount=123400')
    stubProcedure('portal.loan', () => loan)
    const starts = stubProcedure('portal.startPayment', () => ({
      orderId: 'lpo-1',
      gatewayOrderId: 'order_1',
      amount: 123400,
      currency: 'INR',
      keyId: 'key_shop',
      checkoutUrl: 'http://localhost:4010/checkout?order_id=order_1&key_id=key_shop',
    }))
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    renderWithTrpc(<PayPage id="loan-1" />)
    const amount = await screen.findByLabelText(/Amount in rupees/)
    expect((amount as HTMLInputElement).value).toBe('1234')
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Another amount' }).checked).toBe(true)
    expect(screen.getByRole('radio', { name: /The next due: ₹2,665.47 on 10 Mar 2026/ })).toBeTruthy()
    expect(screen.getByRole('radio', { name: /Close my loan today: ₹28,123.45/ })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const confirm = within(await screen.findByRole('region', { name: 'Confirm your payment' }))
    expect(confirm.getByText('₹1,234.00', { selector: '.loan-close-amount *, .loan-close-amount' })).toBeTruthy()
    fireEvent.click(confirm.getByRole('button', { name: /Pay/ }))
    await vi.waitFor(() => expect(assign).toHaveBeenCalledOnce())
    expect(starts.map((c) => c.input)).toEqual([{ loanId: 'loan-1', choice: 'amount', amount: 123400 }])
    const target = new URL(String(assign.mock.calls[0]![0]))
    expect(target.searchParams.get('order_id')).toBe('order_1')
    expect(target.searchParams.get('callback')).toBe(`${window.location.origin}/loans/loan-1/pay?order=lpo-1`)
  })

  it('refuses an amount above what closes the loan before sending anything', async () => {
    at('/loans/loan-1/pay')
    stubProcedure('portal.loan', () => loan)
    const starts = stubProcedure('portal.startPayment', () => {
      throw new Error('not expected')
    })
    renderWithTrpc(<PayPage id="loan-1" />)
    fireEvent.click(await screen.findByRole('radio', { name: 'Another amount' }))
    fireEvent.change(screen.getByLabelText(/Amount in rupees/), { target: { value: '50,000' } })
    expect(screen.getByText('Enter an amount from ₹1 up to the amount to close.')).toBeTruthy()
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' }).disabled).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: /Close my loan today/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByRole('region', { name: 'Confirm your payment' })).toBeTruthy()
    expect(starts).toEqual([])
  })

  it('back from the checkout: confirms with the fields it handed back, then shows the receipt and the new amount to close', async () => {
    at('/loans/loan-1/pay?order=lpo-1&gateway_order_id=order_1&gateway_payment_id=pay_1&gateway_signature=abc')
    const confirms = stubProcedure('portal.confirmPayment', () => posted())
    stubProcedure('portal.payment', () => posted({ status: 'created', receipt: null }))
    renderWithTrpc(<PayPage id="loan-1" />)
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeTruthy()
    expect(confirms.map((c) => c.input)).toEqual([
      { gateway_order_id: 'order_1', gateway_payment_id: 'pay_1', gateway_signature: 'abc' },
    ])
    // On a phone: the receipt a button-sized tap, the new amount to close a figure of its own.
    const receipt = screen.getByRole('link', { name: /Download the receipt/ })
    expect(receipt.getAttribute('href')).toBe('/api/portal/loans/loan-1/payments/pay-1/receipt')
    expect(receipt.className).toContain('btn')
    const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
    expect(detail('Receipt')).toBe('PR/2025-26/000009 of 2 Mar 2026')
    expect(detail('To close the loan now')).toBe('₹25,457.98')
  })

  it('says "processing", never "received", while the payment is not yet posted to the loan', async () => {
    at('/loans/loan-1/pay?order=lpo-1&gateway_order_id=order_1&gateway_payment_id=pay_1&gateway_signature=abc')
    stubProcedure('portal.confirmPayment', () => posted({ status: 'created', receipt: null }))
    stubProcedure('portal.payment', () => posted({ status: 'created', receipt: null }))
    renderWithTrpc(<PayPage id="loan-1" />)
    expect(await screen.findByText(/Your payment is processing/)).toBeTruthy()
    expect(screen.queryByText(/received|paid/i)).toBeNull()
  })

  it('a payment that closed the loan shows the release clock', async () => {
    at('/loans/loan-1/pay?order=lpo-1')
    stubProcedure('portal.payment', () =>
      posted({
        amount: 2812345,
        loan: { status: 'Closed', toClose: 0, closedOn: '2026-03-02', releaseDueBy: '2026-03-09' },
      }),
    )
    renderWithTrpc(<PayPage id="loan-1" />)
    expect((await screen.findByText('Loan closed')).closest('[role=status]')?.textContent).toContain(
      'The shop returns your gold within 7 working days of closing: by 9 Mar 2026.',
    )
  })

  it('a declined payment says so and offers another try', async () => {
    at('/loans/loan-1/pay?order=lpo-1&error=payment_failed&error_description=Payment+declined+in+the+sandbox.')
    stubProcedure('portal.payment', () => posted({ status: 'failed', receipt: null }))
    renderWithTrpc(<PayPage id="loan-1" />)
    expect((await screen.findByRole('alert')).textContent).toContain('Payment declined in the sandbox.')
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/loans/loan-1/pay')
  })
})
