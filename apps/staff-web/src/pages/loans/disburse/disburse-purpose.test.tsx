import { isoDateOf } from '@gold/core/shared/india-calendar'
import { REGULATOR_LTV_CEILINGS } from '@gold/core/loans/loan-ltv'
import { loanErrors } from '@gold/core/loans/loans-errors'
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
import { valuationDetailFixture } from '../../valuations/valuation-test-fixture.ts'

/** Issue 28: the Disburse form's purpose, where the shop applies RBI's 2025 gold-lending rules and where it does not. */
useMockServer()
afterEach(() => window.history.replaceState(null, '', '/'))

const today = isoDateOf(new Date())
const REQUIRED = loanErrors.table.purposeRequired.message
type GoldRules = ProcedureOutput<'loans.preview'>['goldRules']

/** Gold worth ₹1,50,000; the borrower has ₹2,00,000 of other consumption loans where the rules apply. */
const RULES_ON: GoldRules = {
  consumptionExposure: 20_000_000,
  pledged: { onOtherLoans: { ornamentsMg: 600_000, coinsMg: 0 }, thisValuation: { ornamentsMg: 25_000, coinsMg: 0 } },
  pledgeRefusal: null,
}

async function openForm(goldRules: GoldRules) {
  stubProcedure('valuations.get', () =>
    valuationDetailFixture({ totalValue: 150000, estimatedLoan: 100000, interestRate: 12, emiRecords: [] }),
  )
  stubProcedure('loans.preview', () => ({
    valuation: { id: 'val-1', type: 'loan', totalValue: 15000000, goldReceiptNo: 'GR-0001', customer: null },
    loanId: null,
    ltvValue: { paise: 15000000, basis: 'valuation' as const },
    existingExposure: 0,
    ceilings: REGULATOR_LTV_CEILINGS,
    maxPrincipalByScheme: { EMI: 12750000, MONTHLY_INTEREST: 12750000, BULLET: 12750000 },
    defaults: { penalRate: 0, graceDays: 0 },
    goldRules,
    today,
  }))
  const user = userEvent.setup()
  renderWithTrpc(<DisbursePage valuationId="val-1" />)
  await screen.findByRole('form', { name: 'Disburse the loan' })
  await user.selectOptions(screen.getByLabelText(/^Scheme/), 'EMI')
  await user.selectOptions(screen.getByLabelText(/^Paid out by/), 'BankTransfer')
  await user.type(screen.getByLabelText(/^Transaction reference/), 'UTR-1')
  return user
}

async function typePrincipal(user: ReturnType<typeof userEvent.setup>, text: string) {
  const field = screen.getByLabelText(/^Principal/)
  await user.clear(field)
  await user.type(field, text)
}

const review = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Review disbursement' }))

describe('Disburse form: the purpose under the 2025 rules', () => {
  it('is required: nothing is sent without one, and the message is at the field', async () => {
    const open = stubProcedure('loans.open', () => loanRowFixture())
    const user = await openForm(RULES_ON)
    expect(screen.getByLabelText<HTMLSelectElement>(/^Purpose/).value).toBe('')
    await review(user)
    expect(fieldError('Purpose')).toBe(REQUIRED)
    expect(screen.queryByRole('group', { name: 'Confirm the disbursement' })).toBeNull()
    await user.selectOptions(screen.getByLabelText(/^Purpose/), 'consumption')
    expect(fieldError('Purpose')).toBeNull()
    expect(open).toEqual([])
  })

  it('a consumption loan is tiered by the borrower’s consumption loans; an income-generating one is not', async () => {
    const user = await openForm(RULES_ON)
    await user.selectOptions(screen.getByLabelText(/^Purpose/), 'consumption')
    // ₹2,00,000 + ₹1,20,000.01 of consumption loans: 80% of ₹1,50,000 is ₹1,20,000
    await typePrincipal(user, '1,20,000.01')
    await review(user)
    expect(fieldError('Principal')).toBe(
      'Consumption loan exceeds the permitted loan-to-value (80% for this borrower’s ₹3,20,000.01 of consumption loans): at most ₹1,20,000 for this loan.',
    )
    const headroom = screen.getByRole('region', { name: 'Loan-to-value headroom' })
    expect(within(headroom).getByText('Other consumption loans of this borrower')).toBeTruthy()
    await user.selectOptions(screen.getByLabelText(/^Purpose/), 'incomeGenerating')
    // loans.md's test: no other open loans, 85% (₹1,27,500)
    expect(fieldError('Principal')).toBeNull()
    expect(within(headroom).getByText('Other open loans of this borrower')).toBeTruthy()
  })

  it('sends the purpose chosen', async () => {
    const open = stubProcedure('loans.open', () => loanRowFixture())
    const user = await openForm(RULES_ON)
    await user.selectOptions(screen.getByLabelText(/^Purpose/), 'incomeGenerating')
    await typePrincipal(user, '50,000')
    await review(user)
    const confirm = screen.getByRole('group', { name: 'Confirm the disbursement' })
    expect(confirm.textContent).toContain('PurposeIncome-generating')
    await user.click(within(confirm).getByRole('button', { name: 'Confirm disbursement' }))
    await waitFor(() => expect(open).toHaveLength(1))
    expect(open[0]!.input).toMatchObject({ principal: 5_000_000, purpose: 'incomeGenerating' })
  })

  it('a weight-cap refusal is shown before anything is sent, and the server’s refusal on the confirmation', async () => {
    const message =
      'This borrower would have 1,040 g of gold ornaments pledged (600 g on other loans and 440 g on this valuation); the limit is 1,000 g.'
    stubProcedure('loans.open', () => {
      throw new StubError(400, message)
    })
    const user = await openForm({ ...RULES_ON, pledgeRefusal: message })
    const form = screen.getByRole('form', { name: 'Disburse the loan' })
    expect(
      within(form)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toContain(message)
    await user.selectOptions(screen.getByLabelText(/^Purpose/), 'consumption')
    await typePrincipal(user, '50,000')
    await review(user)
    await user.click(screen.getByRole('button', { name: 'Confirm disbursement' }))
    const confirm = screen.getByRole('group', { name: 'Confirm the disbursement' })
    await waitFor(() => expect(within(confirm).getByRole('alert').textContent).toBe(message))
  })

  it('a server refusal of the purpose goes back to the field', async () => {
    stubProcedure('loans.open', () => {
      throw loanErrors.error('purposeRequired')
    })
    const user = await openForm(RULES_ON)
    await user.selectOptions(screen.getByLabelText(/^Purpose/), 'consumption')
    await typePrincipal(user, '50,000')
    await review(user)
    await user.click(screen.getByRole('button', { name: 'Confirm disbursement' }))
    await waitFor(() => expect(fieldError('Purpose')).toBe(REQUIRED))
  })
})

describe('Disburse form: the purpose where the shop does not apply the 2025 rules', () => {
  it('is optional and left out of the request when not chosen', async () => {
    const open = stubProcedure('loans.open', () => loanRowFixture())
    const user = await openForm(null)
    const purpose = screen.getByLabelText<HTMLSelectElement>(/^Purpose/)
    expect(purpose.required).toBe(false)
    expect(purpose.selectedOptions[0]!.textContent).toBe('Not recorded')
    await typePrincipal(user, '50,000')
    await review(user)
    await user.click(screen.getByRole('button', { name: 'Confirm disbursement' }))
    await waitFor(() => expect(open).toHaveLength(1))
    expect(open[0]!.input).not.toHaveProperty('purpose')
  })
})
