import { isoDateOf } from '@gold/core/shared/india-calendar'
import { REGULATOR_LTV_CEILINGS } from '@gold/core/loans/loan-ltv'
import { loanErrors, ltvExceededError } from '@gold/core/loans/loans-errors'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { fieldError } from '../shared/form-test-queries.ts'
import { loanFixture, loanRowFixture } from '../shared/loan-test-fixture.ts'
import type { LoanDetail } from '../shared/loan-outputs.tsx'
import { valuationRowFixture } from '../../valuations/valuation-test-fixture.ts'
import { RenewPage } from './renew-page.tsx'

useMockServer()
afterEach(() => window.history.replaceState(null, '', '/'))

const today = isoDateOf(new Date())
const CASH_LIMIT = loanErrors.table.cashDisbursementLimit.message

const valuation = (id: string, type: string, totalValue: number) =>
  valuationRowFixture({ id, type, totalValue, totalNetWeight: 20, goldReceiptNo: `GR-${id}`, createdAt: new Date() })

/**
 * The old loan (₹50,000 carried, nothing due) and the borrower's valuations: the one the loan was
 * opened on, a fresh loan valuation (gold worth ₹1,50,000 today) and a certificate valuation.
 */
function stubRenewal({
  loan = {},
  quoteInterest = 0,
  defaults = { penalRate: 0, graceDays: 0 },
}: {
  loan?: Partial<LoanDetail>
  quoteInterest?: number
  defaults?: { penalRate: number; graceDays: number }
} = {}) {
  stubProcedure('loans.get', () => loanFixture(loan))
  stubProcedure('valuations.list', () => ({
    items: [
      valuation('val-2', 'loan', 150000),
      valuation('val-1', 'loan', 90000),
      valuation('val-3', 'certificate', 1),
    ],
    nextCursor: null,
  }))
  stubProcedure('loans.list', () => ({ items: [loanRowFixture()], nextCursor: null }))
  stubProcedure('loans.preview', () => ({
    valuation: { id: 'val-2', type: 'loan', totalValue: 15000000, goldReceiptNo: 'GR-val-2', customer: null },
    loanId: null,
    ltvValue: { paise: 15000000, basis: 'valuation' },
    // The old loan is still open, so the preview counts its principal.
    existingExposure: 5000000,
    ceilings: REGULATOR_LTV_CEILINGS,
    maxPrincipalByScheme: { EMI: 12750000, MONTHLY_INTEREST: 12750000, BULLET: 12750000 },
    defaults,
    goldRules: null,
    today,
  }))
  const quotes = stubProcedure('loans.quote', (input) => ({
    asOf: (input as { asOf: string }).asOf,
    principal: 5000000,
    interest: quoteInterest,
    penalCharges: 0,
    total: 5000000 + quoteInterest,
  }))
  return { quotes }
}

async function openForm(options?: Parameters<typeof stubRenewal>[0]) {
  const stubs = stubRenewal(options)
  const user = userEvent.setup()
  renderWithTrpc(<RenewPage loanId="loan-1" />)
  const picker = await screen.findByLabelText('Fresh valuation')
  await user.selectOptions(picker, 'val-2')
  const form = await screen.findByRole('form', { name: 'Renew the loan' })
  return { user, form, ...stubs }
}

const stat = (region: string, label: string) =>
  within(screen.getByRole('region', { name: region }))
    .getByText(label)
    .nextElementSibling?.textContent?.replace(/\s+/g, ' ')
    .trim()

async function typeInto(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const field = screen.getByLabelText(new RegExp(`^${label}`))
  await user.clear(field)
  if (text) await user.type(field, text)
  await user.tab()
}

describe('Renew loan form', () => {
  it('offers only the borrower’s loan valuations without a loan, and starts from the carried principal', async () => {
    stubRenewal()
    renderWithTrpc(<RenewPage loanId="loan-1" />)
    const picker = await screen.findByLabelText('Fresh valuation')
    const options = within(picker)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value)
    expect(options).toEqual(['', 'val-2'])

    const user = userEvent.setup()
    await user.selectOptions(picker, 'val-2')
    await screen.findByRole('form', { name: 'Renew the loan' })
    expect(screen.getByLabelText<HTMLInputElement>(/^Principal/).value).toBe('50,000')
    expect(stat('Carried principal and top-up', 'Carried from GL/2026-27/000001')).toBe('₹50,000.00')
    expect(stat('Carried principal and top-up', 'Top-up handed over')).toContain('₹0.00')
    // The carried principal moves into the new loan: it is not counted twice in the exposure.
    expect(stat('Loan-to-value headroom', 'Other open loans of this borrower')).toBe('₹0.00')
    expect(stat('Loan-to-value headroom', 'Largest principal allowed')).toBe('₹1,27,500.00')
  })

  it('applies the cash limit to the top-up alone', async () => {
    const { user } = await openForm()
    await typeInto(user, 'Principal', '69,999')
    expect(stat('Carried principal and top-up', 'Top-up handed over')).toBe('₹19,999.00')
    expect(fieldError('Top-up paid out by')).toBeNull()
    await typeInto(user, 'Principal', '70,000')
    expect(fieldError('Top-up paid out by')).toBe(CASH_LIMIT)
  })

  it('refuses a principal below the carried one with the server’s message, and sends nothing', async () => {
    const renew = stubProcedure('loans.renew', () => {
      throw new Error('nothing may be sent')
    })
    const { user, quotes } = await openForm()
    const before = quotes.length
    await typeInto(user, 'Principal', '40,000')
    await user.click(screen.getByRole('button', { name: 'Review renewal' }))
    expect(fieldError('Principal')).toBe('Principal must be at least the ₹50,000 carried over from the old loan.')
    expect(quotes.length).toBe(before)
    expect(renew).toEqual([])
  })

  it('reviews the carried principal and the top-up, sends the renewal and opens the new loan', async () => {
    const renew = stubProcedure('loans.renew', () => loanFixture({ id: 'loan-2', renewedFromId: 'loan-1' }))
    const { user, quotes } = await openForm()
    await typeInto(user, 'Principal', '80,000')
    await user.selectOptions(screen.getByLabelText(/^Top-up paid out by/), 'UPI')
    await typeInto(user, 'Transaction reference', 'UTR77')
    await user.click(screen.getByRole('button', { name: 'Review renewal' }))
    const review = await screen.findByRole('group', { name: 'Confirm the renewal' })
    expect(quotes.at(-1)!.input).toEqual({ id: 'loan-1', asOf: today })
    const text = review.textContent.replace(/\s+/g, ' ')
    expect(text).toContain('Carried from GL/2026-27/000001₹50,000.00')
    expect(text).toContain('Top-up handed over₹30,000.00 by UPI · UTR77')
    expect(renew).toEqual([])

    await user.click(within(review).getByRole('button', { name: 'Confirm renewal' }))
    await waitFor(() => expect(window.location.pathname).toBe('/loans/loan-2'))
    expect(renew.map((c) => c.input)).toEqual([
      {
        id: 'loan-1',
        body: {
          valuationId: 'val-2',
          principal: 8000000,
          scheme: 'EMI',
          annualRate: 12,
          tenureMonths: 12,
          penalRate: 0,
          graceDays: 0,
          disbursementMode: 'UPI',
          disbursementReference: 'UTR77',
          disbursedOn: today,
        },
      },
    ])
  })

  it("starts from the shop's current penal rate and grace days, not the old loan's", async () => {
    const renew = stubProcedure('loans.renew', () => loanFixture({ id: 'loan-2' }))
    const { user } = await openForm({
      loan: { penalRate: 1, graceDays: 3 },
      defaults: { penalRate: 2.5, graceDays: 10 },
    })
    expect(screen.getByLabelText<HTMLInputElement>(/^Penal rate/).value).toBe('2.5')
    expect(screen.getByLabelText<HTMLInputElement>(/^Grace days/).value).toBe('10')
    await user.click(screen.getByRole('button', { name: 'Review renewal' }))
    const review = await screen.findByRole('group', { name: 'Confirm the renewal' })
    await user.click(within(review).getByRole('button', { name: 'Confirm renewal' }))
    await waitFor(() => expect(renew).toHaveLength(1))
    expect((renew[0]!.input as { body: Record<string, unknown> }).body).toMatchObject({ penalRate: 2.5, graceDays: 10 })
  })

  it('with no top-up nothing is paid out: no reference is asked for, and it is sent as cash', async () => {
    const renew = stubProcedure('loans.renew', () => loanFixture({ id: 'loan-2' }))
    const { user } = await openForm()
    await user.selectOptions(screen.getByLabelText(/^Top-up paid out by/), 'BankTransfer')
    await user.click(screen.getByRole('button', { name: 'Review renewal' }))
    const review = await screen.findByRole('group', { name: 'Confirm the renewal' })
    expect(review.textContent).toContain('None: nothing is paid out')
    await user.click(within(review).getByRole('button', { name: 'Confirm renewal' }))
    await waitFor(() => expect(renew).toHaveLength(1))
    const body = (renew[0]!.input as { body: Record<string, unknown> }).body
    expect(body).toMatchObject({ principal: 5000000, disbursementMode: 'Cash' })
    expect(body).not.toHaveProperty('disbursementReference')
  })

  it('refuses with interest due on the renewal date before anything is sent', async () => {
    const renew = stubProcedure('loans.renew', () => {
      throw new Error('nothing may be sent')
    })
    const { user } = await openForm({ quoteInterest: 16438 })
    await user.click(screen.getByRole('button', { name: 'Review renewal' }))
    const form = screen.getByRole('form', { name: 'Renew the loan' })
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe('Pay the interest due before renewing.'),
    )
    expect(screen.queryByRole('group', { name: 'Confirm the renewal' })).toBeNull()
    expect(renew).toEqual([])
  })

  it('warns on the page when interest is due today', async () => {
    await openForm({ loan: { outstanding: { principal: 5000000, interest: 16438, penalCharges: 0, total: 5016438 } } })
    const warning = screen.getByText('Pay the interest due before renewing.').closest('[role]')!
    expect(warning.textContent).toContain('₹164.38 of interest and penal charges is due today')
  })

  it('a refusal about the principal on confirming goes back to the field', async () => {
    stubProcedure('loans.renew', () => {
      throw ltvExceededError(6_000_000)
    })
    const { user } = await openForm()
    await user.click(screen.getByRole('button', { name: 'Review renewal' }))
    await user.click(await screen.findByRole('button', { name: 'Confirm renewal' }))
    await waitFor(() =>
      expect(fieldError('Principal')).toBe(
        'Loan exceeds the permitted loan-to-value: at most ₹60,000 for this borrower.',
      ),
    )
  })
})
