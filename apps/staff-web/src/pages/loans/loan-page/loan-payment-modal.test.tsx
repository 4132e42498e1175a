import { addDays, formatIsoDate, isoDateOf } from '@gold/core/shared/india-calendar'
import { loanErrors } from '@gold/core/loans/loans-errors'
import { rupeeInputMessages } from '@gold/core/shared/rupee-input'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  StubError,
  renderWithTrpc,
  stubProcedure,
  useMockServer,
  type ProcedureInput,
  type ProcedureOutput,
  type TrpcCall,
} from '@gold/ui/test-support/trpc-mock'
import { bodyRows, fieldError } from '../shared/form-test-queries.ts'
import { LoanPage } from './loan-page.tsx'
import { ledgerEntryFixture, loanFixture } from '../shared/loan-test-fixture.ts'

useMockServer()

const today = isoDateOf(new Date())
const disbursedOn = addDays(today, -30)
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** ₹1,00,000 at 12%, bullet, 30 days old: interest ₹986.30, and ₹12.00 of penal charges to show the order. */
const QUOTE = { principal: 10000000, interest: 98630, penalCharges: 1200, total: 10099830 }

const LOAN = loanFixture(
  {
    scheme: 'BULLET',
    penalRate: 2,
    outstanding: QUOTE,
    nextDue: { dueOn: addDays(disbursedOn, 365), amount: 11200000 },
    schedule: [{ dueOn: addDays(disbursedOn, 365), amount: 11200000, covered: false }],
  },
  { principal: 10000000, daysOld: 30 },
)

const PAYMENT = {
  id: 'pay-1',
  receiptNumber: 'PR/2026/000001',
  amount: 5000000,
  penalCharges: 1200,
  interest: 98630,
  principal: 4900170,
  paidOn: today,
  mode: 'Cash',
  reference: null,
}

const bodies = (calls: TrpcCall<ProcedureInput<'loans.pay'>>[]) => calls.map((c) => c.input.body)

async function openPayment() {
  stubProcedure('loans.get', () => LOAN)
  stubProcedure('custody.pledgedGold', () => [])
  const quotes = stubProcedure('loans.quote', (input) => ({ asOf: (input as { asOf: string }).asOf, ...QUOTE }))
  const user = userEvent.setup()
  renderWithTrpc(<LoanPage id="loan-1" />)
  await user.click(await screen.findByRole('button', { name: 'Record payment' }))
  const form = screen.getByRole('form', { name: 'Record a loan payment' })
  return { user, form, quotes }
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  amount: string,
  extra: { mode?: string; ref?: string } = {},
) {
  const form = screen.getByRole('form', { name: 'Record a loan payment' })
  await user.type(within(form).getByLabelText('Amount received (₹)'), amount)
  if (extra.mode) await user.selectOptions(within(form).getByLabelText('Payment mode'), extra.mode)
  if (extra.ref) await user.type(within(form).getByLabelText('Transaction reference'), extra.ref)
  await user.click(within(form).getByRole('button', { name: 'Review payment' }))
}

const confirmStep = () => screen.getByRole('group', { name: 'Confirm the payment' })
const allocationRows = () => bodyRows(within(confirmStep()).getByRole('table', { name: 'How this payment is applied' }))

describe('Loan Record payment form', () => {
  it('shows the split from that day’s quote (penal charges, interest, then principal) and what remains, before sending', async () => {
    const pay = stubProcedure('loans.pay', () => ({ status: 201, payment: PAYMENT, loan: LOAN }))
    const { user, quotes } = await openPayment()
    await fill(user, '50,000')
    expect(quotes.at(-1)!.input).toEqual({ id: 'loan-1', asOf: today })
    expect(allocationRows()).toEqual([
      ['Penal charges', '₹12.00', '₹12.00', '₹0.00'],
      ['Interest', '₹986.30', '₹986.30', '₹0.00'],
      ['Principal', '₹1,00,000.00', '₹49,001.70', '₹50,998.30'],
    ])
    expect(confirmStep().textContent).toContain('Still to pay after this payment: ₹50,998.30')
    expect(confirmStep().textContent).toContain('₹50,000.00 in cash')
    expect(pay).toEqual([])

    await user.click(within(confirmStep()).getByRole('button', { name: 'Confirm payment' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(bodies(pay)).toEqual([
      { amount: 5000000, mode: 'Cash', paidOn: today, idempotencyKey: expect.stringMatching(UUID) },
    ])
    const done = screen.getByRole('status')
    expect(done.textContent).toContain('Payment of ₹50,000.00 recorded · receipt PR/2026/000001')
    expect(
      within(done)
        .getByRole('link', { name: /Receipt/ })
        .getAttribute('href'),
    ).toBe('/api/loans/loan-1/payments/pay-1/receipt')
  })

  it('says when the payment closes the loan, and sends the UPI reference', async () => {
    const pay = stubProcedure('loans.pay', () => ({ status: 201, payment: PAYMENT, loan: LOAN }))
    const { user } = await openPayment()
    await fill(user, '1,00,998.30', { mode: 'UPI', ref: ' 4471 ' })
    expect(within(confirmStep()).getByText('This payment closes the loan')).toBeTruthy()
    expect(confirmStep().textContent).toContain('₹1,00,998.30 by UPI · 4471')
    await user.click(within(confirmStep()).getByRole('button', { name: 'Confirm payment' }))
    await waitFor(() => expect(pay).toHaveLength(1))
    expect(bodies(pay)[0]).toEqual({
      amount: 10099830,
      mode: 'UPI',
      reference: '4471',
      paidOn: today,
      idempotencyKey: expect.stringMatching(UUID),
    })
  })

  it('refuses more than the amount to close with the server’s message, at the amount, and sends nothing', async () => {
    const pay = stubProcedure('loans.pay', () => {
      throw new Error('nothing may be sent')
    })
    const { user } = await openPayment()
    await fill(user, '1,00,998.31', { mode: 'BankTransfer', ref: 'UTR9' })
    await waitFor(() =>
      expect(fieldError('Amount received (₹)')).toBe(
        'Payment is more than the amount to close this loan (₹1,00,998.30).',
      ),
    )
    expect(screen.queryByRole('group', { name: 'Confirm the payment' })).toBeNull()
    expect(pay).toEqual([])
  })

  it.each([
    ['2,0000', 'Cash', 'Amount received (₹)', rupeeInputMessages.grouping],
    ['2,00,000', 'Cash', 'Payment mode', loanErrors.table.cashReceiptLimit.message],
    ['5,000', 'UPI', 'Transaction reference', loanErrors.table.referenceRequired.message],
  ])('%s by %s is refused inline at %s', async (amount, mode, label, expected) => {
    const { user, quotes } = await openPayment()
    const before = quotes.length
    await fill(user, amount, { mode })
    expect(fieldError(label)).toBe(expected)
    expect(quotes.length).toBe(before)
  })

  it('refuses a date before the disbursement, saying so, or in the future', async () => {
    const { user } = await openPayment()
    const date = screen.getByLabelText('Paid on')
    fireEvent.change(date, { target: { value: addDays(disbursedOn, -1) } })
    await fill(user, '5,000')
    // Issue 23: the API's "before the last payment" misled on a loan with no payment yet.
    expect(fieldError('Paid on')).toBe(`Payment date is before the loan was disbursed (${formatIsoDate(disbursedOn)}).`)
    fireEvent.change(date, { target: { value: addDays(today, 1) } })
    expect(fieldError('Paid on')).toBe(loanErrors.table.futureDate.message)
  })

  it('a date after the disbursement but before a later payment gets the API message', async () => {
    const paidEarlier = addDays(today, -10)
    const payment = ledgerEntryFixture({ id: 'le-2', type: 'PAYMENT', amount: 100000, postedOn: paidEarlier })
    stubProcedure('loans.get', () => ({ ...LOAN, ledger: [...LOAN.ledger, payment] }))
    stubProcedure('custody.pledgedGold', () => [])
    stubProcedure('loans.quote', (input) => ({ asOf: (input as { asOf: string }).asOf, ...QUOTE }))
    const user = userEvent.setup()
    renderWithTrpc(<LoanPage id="loan-1" />)
    await user.click(await screen.findByRole('button', { name: 'Record payment' }))
    fireEvent.change(screen.getByLabelText('Paid on'), { target: { value: addDays(paidEarlier, -1) } })
    await fill(user, '5,000')
    expect(fieldError('Paid on')).toBe(loanErrors.table.paymentBeforeLastPayment.message)
  })

  it('shows a server refusal on the confirmation; the retry keeps the key and a new form gets a new one', async () => {
    let answer: () => ProcedureOutput<'loans.pay'> = () => {
      throw new StubError(400, 'Cash receipts from one borrower must stay below ₹2,00,000 a day.')
    }
    const pay = stubProcedure('loans.pay', () => answer())
    const { user } = await openPayment()
    await fill(user, '50,000')
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }))
    await waitFor(() =>
      expect(within(confirmStep()).getByRole('alert').textContent).toBe(
        'Cash receipts from one borrower must stay below ₹2,00,000 a day.',
      ),
    )
    answer = () => ({ status: 201, payment: PAYMENT, loan: LOAN })
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await user.click(screen.getByRole('button', { name: 'Record payment' }))
    await fill(user, '1,000')
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }))
    await waitFor(() => expect(pay).toHaveLength(3))
    const [first, retry, next] = bodies(pay).map((b) => b.idempotencyKey)
    expect(retry).toBe(first)
    expect(next).not.toBe(first)
  })

  it('two clicks on Confirm in the same tick send the payment once', async () => {
    const pay = stubProcedure('loans.pay', () => ({ status: 201, payment: PAYMENT, loan: LOAN }))
    const { user } = await openPayment()
    await fill(user, '50,000')
    const confirm = within(confirmStep()).getByRole('button', { name: 'Confirm payment' })
    fireEvent.click(confirm)
    fireEvent.click(confirm)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(pay).toHaveLength(1)
  })
})
