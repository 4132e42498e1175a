import { computeValuation, parseOrnament } from '@gold/core/valuations/index'
import { formatPaise } from '@gold/core/shared/indian-format'
import { rupeesToPaise } from '@gold/core/shared/money'
import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SessionContext } from '../../session.ts'
import { staffSession } from '../../session-test-fixture.ts'
import { NewValuationPage } from './new-valuation-page.tsx'
import { bankFixture, shopRateFixture, valuationRecordFixture } from './valuation-test-fixture.ts'
import { borrowerDetailFixture, pickerBorrowerFixture } from '../borrowers/borrower-test-fixture.ts'

useMockServer()

const session = staffSession()

/** A loan for Asha on one 25 g 22K necklace at ₹6,000/g 22K (worth about ₹1.5 lakh; 75% LTV by default). */
async function renderLoan() {
  stubProcedure('valuations.currentRate', () => shopRateFixture())
  stubProcedure('banks.list', () => ({
    banks: [
      bankFixture({ id: 'bank-1', name: 'Canara Bank', goldRate22k: 6100 }),
      bankFixture({ id: 'bank-2', name: 'Indian Bank', goldRate22k: 123456.5 }),
    ],
  }))
  stubProcedure('customers.picker', () => ({
    items: [pickerBorrowerFixture()],
    nextCursor: null,
  }))
  stubProcedure('customers.get', () => borrowerDetailFixture())
  const create = stubProcedure('valuations.create', () => ({
    valuation: valuationRecordFixture({ id: 'val-9' }),
    created: true,
  }))
  const user = userEvent.setup()
  renderWithTrpc(
    <SessionContext.Provider value={session}>
      <NewValuationPage />
    </SessionContext.Provider>,
  )
  await screen.findByRole('option', { name: /Asha Verma/ })
  await user.selectOptions(screen.getByLabelText(/^Choose borrower/), 'cus-1')
  const ornament = within(screen.getByRole('group', { name: 'Ornament 1' }))
  await user.type(ornament.getByLabelText('Description'), 'Necklace')
  await user.type(ornament.getByLabelText('Gross weight (g)'), '25')
  // The rate has arrived once the totals are priced.
  await waitFor(() => expect(stat('Total value')).not.toBe('—'))
  return { user, create, ornament }
}

const stat = (label: string) =>
  within(screen.getByRole('region', { name: 'Totals' })).getByText(label).nextElementSibling?.textContent

/** The message tied to a field by aria-describedby: its error when invalid, else its hint. */
const describedText = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby')!)?.textContent
const errorOf = (field: HTMLElement) => (field.getAttribute('aria-invalid') === 'true' ? describedText(field) : null)

async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field)
  await user.type(field, text)
}

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save valuation' }))

describe('New valuation: a value the server would not keep as typed is said inline before saving', () => {
  it('LTV 150 is refused at the field as it is typed (the server would store 100); nothing is saved', async () => {
    const { user, create } = await renderLoan()
    const ltv = screen.getByLabelText('Loan to value (%)')
    await retype(user, ltv, '150')
    expect(errorOf(ltv)).toBe('Loan to value must be from 0 to 100%: 150 would be saved as 100%.')
    await save(user)
    await waitFor(() => expect(document.activeElement).toBe(ltv))
    expect(create).toEqual([])
    await retype(user, ltv, '80')
    expect(errorOf(ltv)).toBeNull()
    await save(user)
    await waitFor(() => expect(create).toHaveLength(1))
    expect(create[0]!.input).toMatchObject({ ltvPercentage: '80' })
  })

  it('72 months is refused at the field (the server would cut it to 60); 60 saves', async () => {
    const { user, create } = await renderLoan()
    const months = screen.getByLabelText('EMI installments (months)')
    await retype(user, months, '72')
    expect(errorOf(months)).toBe('At most 60 installments: 72 would be cut to 60.')
    await save(user)
    expect(create).toEqual([])
    await retype(user, months, '60')
    await save(user)
    await waitFor(() => expect(create).toHaveLength(1))
    expect(create[0]!.input).toMatchObject({ emiInstallments: '60' })
  })

  it('a deduction above the gross weight is refused at the deduction (it would give 0 g of fine gold)', async () => {
    const { user, create, ornament } = await renderLoan()
    const deduction = ornament.getByLabelText('Deduction (g)')
    await user.type(deduction, '30')
    expect(errorOf(deduction)).toBe('More than the gross weight (25 g): the fine gold would be 0 g.')
    await save(user)
    expect(create).toEqual([])
    await retype(user, deduction, 'two')
    expect(errorOf(deduction)).toBe('Enter the deduction in grams, like 0.5.')
    await retype(user, deduction, '2')
    await save(user)
    await waitFor(() => expect(create).toHaveLength(1))
    expect(create[0]!.input).toMatchObject({ ornaments: [{ grossWeight: '25', deduction: '2' }] })
  })

  // Issue 23: "10,5" got "must be greater than zero" and -1 got "Net weight cannot exceed gross weight."
  it('a comma for the decimal point is named as such, at the weight and at the deduction', async () => {
    const { user, create, ornament } = await renderLoan()
    const gross = ornament.getByLabelText('Gross weight (g)')
    const deduction = ornament.getByLabelText('Deduction (g)')
    await retype(user, gross, '10,5')
    expect(errorOf(gross)).toBe('Use a point for decimals: 10.5, not 10,5.')
    await user.type(deduction, '0,5')
    expect(errorOf(deduction)).toBe('Use a point for decimals: 0.5, not 0,5.')
    await save(user)
    expect(create).toEqual([])
    await retype(user, gross, '10.5')
    await retype(user, deduction, '0.5')
    expect(errorOf(gross)).toBeNull()
    expect(errorOf(deduction)).toBeNull()
    await save(user)
    await waitFor(() => expect(create).toHaveLength(1))
    expect(create[0]!.input).toMatchObject({ ornaments: [{ grossWeight: '10.5', deduction: '0.5' }] })
  })

  it('a negative deduction is refused as negative, not as a net weight problem', async () => {
    const { user, create, ornament } = await renderLoan()
    const deduction = ornament.getByLabelText('Deduction (g)')
    await user.type(deduction, '-1')
    expect(errorOf(deduction)).toBe('The deduction cannot be negative: enter the grams of stones and wax, or 0.')
    await save(user)
    expect(create).toEqual([])
  })

  it('a requested amount above the LTV limit says the loan it will be, and still saves as typed', async () => {
    const { user, create } = await renderLoan()
    const requested = screen.getByLabelText('Requested loan amount (₹)')
    await user.type(requested, '2,00,000')
    const loanPaise = computeValuation({
      type: 'loan',
      rate22kPaise: rupeesToPaise(6000),
      ornaments: [parseOrnament({ purity: '22K', grossWeight: '25' })],
      requestedLoanAmount: 200000,
    }).estimatedLoanPaise
    expect(loanPaise).toBeLessThan(rupeesToPaise(200000))
    expect(errorOf(requested)).toBeNull()
    expect(describedText(requested)).toBe(
      `More than the LTV limit allows: the loan will be ${formatPaise(loanPaise)}, not ₹2,00,000.00.`,
    )
    expect(stat('Estimated loan')).toBe(formatPaise(loanPaise))
    await retype(user, requested, '20,000')
    expect(describedText(requested)).toBe('Optional, like 20,000. The loan never exceeds the LTV limit.')
    await retype(user, requested, '2,00,000')
    await save(user)
    await waitFor(() => expect(create).toHaveLength(1))
    expect(create[0]!.input).toMatchObject({ requestedLoanAmount: 200000 })
  })
})

describe('New valuation: bank rates', () => {
  it('lists the banks with their rates in Indian grouping', async () => {
    const { user } = await renderLoan()
    await user.selectOptions(screen.getByLabelText('Type'), 'certificate')
    const options = within(screen.getByRole('combobox', { name: 'Bank' }))
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(options).toContain('Canara Bank (22K ₹6,100.00/g)')
    expect(options).toContain('Indian Bank (22K ₹1,23,456.50/g)')
  })
})
