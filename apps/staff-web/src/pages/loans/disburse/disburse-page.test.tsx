import { addDays, addMonthsClamped, formatIsoDate, isoDateOf } from '@gold/core/shared/india-calendar'
import { REGULATOR_LTV_CEILINGS } from '@gold/core/loans/loan-ltv'
import { loanErrors, ltvExceededError } from '@gold/core/loans/loans-errors'
import { rupeeInputMessages } from '@gold/core/shared/rupee-input'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import {
  StubError,
  renderWithTrpc,
  stubProcedure,
  useMockServer,
  type ProcedureOutput,
} from '@gold/ui/test-support/trpc-mock'
import { DisbursePage } from './disburse-page.tsx'
import { fieldError } from '../shared/form-test-queries.ts'
import { loanRowFixture } from '../shared/loan-test-fixture.ts'
import { valuationDetailFixture, valuationEmiFixture } from '../../valuations/valuation-test-fixture.ts'

useMockServer()
afterEach(() => window.history.replaceState(null, '', '/'))

const today = isoDateOf(new Date())
const CASH_LIMIT = loanErrors.table.cashDisbursementLimit.message
const LTV_VALUE: ProcedureOutput<'loans.preview'>['ltvValue'] = { paise: 15000000, basis: 'valuation' }

/** A loan valuation of gold worth ₹1,50,000 for a borrower with `exposure` paise on other open loans. */
function stubValuation({
  exposure = 0,
  estimatedLoan = 15000,
  emis = 12,
  ltvValue = LTV_VALUE,
  defaults = { penalRate: 0, graceDays: 0 },
  goldRules = null as ProcedureOutput<'loans.preview'>['goldRules'],
} = {}) {
  stubProcedure('valuations.get', () =>
    valuationDetailFixture({
      totalValue: 150000,
      estimatedLoan,
      interestRate: 12,
      goldReceiptNo: 'GR-0001',
      emiRecords: Array.from({ length: emis }, (_, i) => valuationEmiFixture({ id: `emi-${i}` })),
    }),
  )
  stubProcedure('loans.preview', () => ({
    valuation: { id: 'val-1', type: 'loan', totalValue: 15000000, goldReceiptNo: 'GR-0001', customer: null },
    loanId: null,
    ltvValue,
    existingExposure: exposure,
    ceilings: REGULATOR_LTV_CEILINGS,
    maxPrincipalByScheme: { EMI: 12750000, MONTHLY_INTEREST: 12750000, BULLET: 12750000 },
    defaults,
    goldRules,
    today,
  }))
}

async function openForm(options?: Parameters<typeof stubValuation>[0]) {
  stubValuation(options)
  const user = userEvent.setup()
  renderWithTrpc(<DisbursePage valuationId="val-1" />)
  const form = await screen.findByRole('form', { name: 'Disburse the loan' })
  return { user, form }
}

const headroom = () => screen.getByRole('region', { name: 'Loan-to-value headroom' })
const figure = (label: string) =>
  within(headroom()).getByText(label).nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim()

async function typeInto(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const field = screen.getByLabelText(new RegExp(`^${label}`))
  await user.clear(field)
  if (text) await user.type(field, text)
}

describe('Disburse form', () => {
  it('starts from the valuation and shows the LTV headroom before anything is sent', async () => {
    await openForm()
    expect(screen.getByLabelText<HTMLInputElement>(/^Principal/).value).toBe('15,000')
    expect(screen.getByLabelText<HTMLSelectElement>(/^Paid out by/).value).toBe('Cash')
    expect(figure('Gold value')).toBe('₹1,50,000.00')
    expect(figure('Other open loans of this borrower')).toBe('₹0.00')
    expect(figure('Largest principal allowed')).toBe('₹1,27,500.00')
    expect(figure('This principal')).toBe('10% of the gold value')
    expect(headroom().textContent).toContain('This loan falls under 85%.')
  })

  it('a bullet loan is tested with its interest to maturity: 12 months at 12% leaves ₹1,13,839', async () => {
    const { user } = await openForm()
    await user.selectOptions(screen.getByLabelText(/^Scheme/), 'BULLET')
    await typeInto(user, 'Disbursed on', '2026-01-01')
    expect(figure('Largest principal allowed')).toBe('₹1,13,839.00')
    // 181 days to 1 Jul 2026: 1,27,500 / (1 + 12% × 181/365)
    await typeInto(user, 'Tenure', '6')
    expect(figure('Largest principal allowed')).toBe('₹1,20,339.00')
    await typeInto(user, 'Tenure', '')
    expect(figure('Largest principal allowed')).toBe('Enter the rate and tenure')
  })

  it('the headroom follows the borrower’s other loans: ₹2,00,000 outstanding moves them to the 80% tier', async () => {
    const { user } = await openForm({ exposure: 20000000 })
    await typeInto(user, 'Principal', '1,00,000')
    expect(figure('Largest principal allowed')).toBe('₹1,20,000.00')
    expect(headroom().textContent).toContain('This loan falls under 80%.')
  })

  it("tests the regulator's lower value when the rate series prices the gold below the valuation, and says why", async () => {
    await openForm({ ltvValue: { paise: 12000000, basis: 'average30d' } })
    expect(figure('Gold value')).toBe('₹1,20,000.00')
    expect(headroom().textContent).toContain("Regulator's value: 30-day average rate")
    expect(figure('Largest principal allowed')).toBe('₹1,02,000.00')
    expect(headroom().textContent).toContain('The valuation said ₹1,50,000.00.')
  })

  it('refuses a principal over the LTV limit inline with the server’s message, and sends nothing', async () => {
    const open = stubProcedure('loans.open', () => {
      throw new Error('nothing may be sent')
    })
    const { user } = await openForm()
    await user.selectOptions(screen.getByLabelText(/^Paid out by/), 'BankTransfer')
    await typeInto(user, 'Transaction reference', 'UTR123')
    await typeInto(user, 'Principal', '1,27,501')
    await user.click(screen.getByRole('button', { name: 'Review disbursement' }))
    expect(fieldError('Principal')).toBe(
      'Loan exceeds the permitted loan-to-value: at most ₹1,27,500 for this borrower.',
    )
    expect(document.activeElement).toBe(screen.getByLabelText(/^Principal/))
    await typeInto(user, 'Principal', '1,27,500')
    expect(fieldError('Principal')).toBeNull()
    expect(open).toEqual([])
  })

  it.each([
    ['20,000', CASH_LIMIT],
    ['25,000.50', CASH_LIMIT],
    ['19,999.99', null],
  ])('cash of %s: %s', async (principal, expected) => {
    const { user } = await openForm()
    await typeInto(user, 'Principal', principal)
    await user.tab()
    expect(fieldError('Paid out by')).toBe(expected)
  })

  it('a cash refusal goes away when the mode changes to UPI, which then needs its reference', async () => {
    const { user } = await openForm()
    await typeInto(user, 'Principal', '50,000')
    await user.click(screen.getByRole('button', { name: 'Review disbursement' }))
    expect(fieldError('Paid out by')).toBe(CASH_LIMIT)
    await user.selectOptions(screen.getByLabelText(/^Paid out by/), 'UPI')
    expect(fieldError('Paid out by')).toBeNull()
    expect(fieldError('Transaction reference')).toBe(loanErrors.table.referenceRequired.message)
  })

  it.each([
    ['Principal', '2,0000', rupeeInputMessages.grouping],
    ['Interest rate', '12.345', loanErrors.table.invalidRate.message],
    ['Tenure', '61', loanErrors.table.invalidTenure.message],
    ['Grace days', '91', loanErrors.table.invalidGraceDays.message],
  ])('%s %j is refused inline', async (label, typed, expected) => {
    const { user } = await openForm()
    await typeInto(user, label, typed)
    await user.click(screen.getByRole('button', { name: 'Review disbursement' }))
    expect(fieldError(label)).toBe(expected)
  })

  it('a bullet loan runs at most 12 months', async () => {
    const { user } = await openForm()
    await user.selectOptions(screen.getByLabelText(/^Scheme/), 'BULLET')
    await typeInto(user, 'Tenure', '13')
    await user.click(screen.getByRole('button', { name: 'Review disbursement' }))
    expect(fieldError('Tenure')).toBe(loanErrors.table.shortTermTenure.message)
  })

  it('confirms first, then sends the principal in paise and opens the loan page', async () => {
    const open = stubProcedure('loans.open', () => loanRowFixture())
    const { user } = await openForm()
    await typeInto(user, 'Principal', '1,00,000.50')
    await user.selectOptions(screen.getByLabelText(/^Scheme/), 'EMI')
    await typeInto(user, 'Interest rate', '12.5')
    await typeInto(user, 'Tenure', '12')
    await typeInto(user, 'Penal rate', '2')
    await typeInto(user, 'Grace days', '7')
    await user.selectOptions(screen.getByLabelText(/^Paid out by/), 'UPI')
    await typeInto(user, 'Transaction reference', ' UPI-778 ')
    await user.click(screen.getByRole('button', { name: 'Review disbursement' }))

    const confirm = screen.getByRole('group', { name: 'Confirm the disbursement' })
    expect(within(confirm).getByText('Hand over to Asha Verma')).toBeTruthy()
    expect(confirm.textContent).toContain('₹1,00,000.50 by UPI · UPI-778')
    expect(confirm.textContent).toContain('12 monthly installments of')
    expect(open).toEqual([])

    await user.click(within(confirm).getByRole('button', { name: 'Confirm disbursement' }))
    await waitFor(() => expect(window.location.pathname).toBe('/loans/loan-1'))
    expect(open.map((c) => c.input)).toEqual([
      {
        valuationId: 'val-1',
        principal: 10000050,
        scheme: 'EMI',
        annualRate: 12.5,
        tenureMonths: 12,
        penalRate: 2,
        graceDays: 7,
        disbursementMode: 'UPI',
        disbursementReference: 'UPI-778',
        disbursedOn: today,
      },
    ])
  })

  // Issue 23: a disbursement back-dated by months went through with no second look.
  it('a date more than a week back needs the clerk to confirm it, saying how far back it is', async () => {
    const open = stubProcedure('loans.open', () => loanRowFixture())
    const { user } = await openForm()
    const dated = addMonthsClamped(today, -3)
    await typeInto(user, 'Disbursed on', dated)
    await user.click(screen.getByRole('button', { name: 'Review disbursement' }))
    const confirm = screen.getByRole('group', { name: 'Confirm the disbursement' })
    const warning = within(confirm).getByRole('status')
    expect(warning.textContent).toContain(`This loan is dated 3 months ago (${formatIsoDate(dated)}).`)
    const button = within(confirm).getByRole<HTMLButtonElement>('button', { name: 'Confirm disbursement' })
    expect(button.disabled).toBe(true)
    await user.click(button)
    expect(open).toEqual([])
    await user.click(within(confirm).getByLabelText(`The money was handed over on ${formatIsoDate(dated)}`))
    expect(button.disabled).toBe(false)
    await user.click(button)
    await waitFor(() => expect(open).toHaveLength(1))
    expect(open[0]!.input).toMatchObject({ disbursedOn: dated })
  })

  it('a date within the last week is confirmed as usual', async () => {
    const open = stubProcedure('loans.open', () => loanRowFixture())
    const { user } = await openForm()
    await typeInto(user, 'Disbursed on', addDays(today, -7))
    await user.click(screen.getByRole('button', { name: 'Review disbursement' }))
    const confirm = screen.getByRole('group', { name: 'Confirm the disbursement' })
    expect(within(confirm).queryByText(/This loan is dated/)).toBeNull()
    await user.click(within(confirm).getByRole('button', { name: 'Confirm disbursement' }))
    await waitFor(() => expect(open).toHaveLength(1))
  })

  it("starts from the shop's penal rate and grace days, and sends them", async () => {
    const open = stubProcedure('loans.open', () => loanRowFixture())
    const { user } = await openForm({ defaults: { penalRate: 2.5, graceDays: 10 } })
    expect(screen.getByLabelText<HTMLInputElement>(/^Penal rate/).value).toBe('2.5')
    expect(screen.getByLabelText<HTMLInputElement>(/^Grace days/).value).toBe('10')
    await user.click(screen.getByRole('button', { name: 'Review disbursement' }))
    const confirm = screen.getByRole('group', { name: 'Confirm the disbursement' })
    expect(confirm.textContent).toContain('2.5% a year after 10 days of grace')
    await user.click(within(confirm).getByRole('button', { name: 'Confirm disbursement' }))
    await waitFor(() => expect(open).toHaveLength(1))
    expect(open[0]!.input).toMatchObject({ penalRate: 2.5, graceDays: 10 })
  })

  it('shows a server refusal on the confirmation, and a field refusal back at its field', async () => {
    let answer = (): ProcedureOutput<'loans.open'> => {
      throw new StubError(409, 'This valuation already has a loan.')
    }
    const open = stubProcedure('loans.open', () => answer())
    const { user } = await openForm()
    await user.click(screen.getByRole('button', { name: 'Review disbursement' }))
    await user.click(screen.getByRole('button', { name: 'Confirm disbursement' }))
    const confirm = screen.getByRole('group', { name: 'Confirm the disbursement' })
    await waitFor(() =>
      expect(within(confirm).getByRole('alert').textContent).toBe('This valuation already has a loan.'),
    )

    answer = () => {
      throw ltvExceededError(1_000_000)
    }
    await user.click(screen.getByRole('button', { name: 'Confirm disbursement' }))
    await waitFor(() =>
      expect(fieldError('Principal')).toBe(
        'Loan exceeds the permitted loan-to-value: at most ₹10,000 for this borrower.',
      ),
    )
    expect(open).toHaveLength(2)
    expect(window.location.pathname).toBe('/')
  })

  it('a valuation that already has a loan links to it instead of showing the form', async () => {
    stubValuation()
    stubProcedure('loans.preview', () => ({
      valuation: { id: 'val-1', type: 'loan', totalValue: 15000000, goldReceiptNo: null, customer: null },
      loanId: 'loan-7',
      ltvValue: { paise: 15000000, basis: 'valuation' },
      existingExposure: 0,
      ceilings: REGULATOR_LTV_CEILINGS,
      maxPrincipalByScheme: { EMI: 0, MONTHLY_INTEREST: 0, BULLET: 0 },
      defaults: { penalRate: 0, graceDays: 0 },
      goldRules: null,
      today,
    }))
    renderWithTrpc(<DisbursePage valuationId="val-1" />)
    const link = await screen.findByRole('link', { name: 'Open the loan' })
    expect(link.getAttribute('href')).toBe('/loans/loan-7')
    expect(screen.queryByRole('form', { name: 'Disburse the loan' })).toBeNull()
  })
})
