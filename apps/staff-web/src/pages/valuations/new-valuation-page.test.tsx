import { rupeeInputMessages } from '@gold/core/shared/rupee-input'
import { computeValuation, parseOrnament, valuationErrors } from '@gold/core/valuations/index'
import { formatPaise } from '@gold/core/shared/indian-format'
import { rupeesToPaise } from '@gold/core/shared/money'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { SessionContext } from '../../session.ts'
import { staffSession } from '../../session-test-fixture.ts'
import {
  StubError,
  renderWithTrpc,
  stubProcedure,
  useMockServer,
  type ProcedureOutput,
} from '@gold/ui/test-support/trpc-mock'
import { NewValuationPage } from './new-valuation-page.tsx'
import { bankFixture, shopRateFixture, valuationRecordFixture } from './valuation-test-fixture.ts'
import { borrowerDetailFixture, pickerBorrowerFixture } from '../borrowers/borrower-test-fixture.ts'

useMockServer()

const session = staffSession()

/** The shop's rate as tRPC valuations.currentRate answers it: here entered by hand this morning. */
let liveRate = shopRateFixture()
beforeEach(() => {
  liveRate = { ...liveRate, source: 'shop', enteredBy: 'Asha', ageMinutes: 30 }
})

/** A loan for a new borrower with one 25 g 22K necklace (worth about ₹1.5 lakh at ₹6,000/g 22K). */
async function fillLoan(money: { fee?: string; requested?: string }) {
  stubProcedure('valuations.currentRate', () => liveRate)
  stubProcedure('banks.list', () => ({ banks: [] }))
  stubProcedure('customers.picker', () => ({ items: [], nextCursor: null }))
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
  await screen.findByText(/Gold rate: 22K/)
  await user.selectOptions(screen.getByLabelText(/^Choose borrower/), 'Other')
  await user.type(screen.getByLabelText(/^New borrower's name/), 'Lakshmi Iyer')
  await user.type(screen.getByLabelText(/^New borrower's mobile/), '9876501234')
  const ornament = screen.getByRole('group', { name: 'Ornament 1' })
  await user.type(within(ornament).getByLabelText('Description'), 'Necklace')
  await user.selectOptions(within(ornament).getByLabelText('Purity'), '22K')
  await user.type(within(ornament).getByLabelText('Gross weight (g)'), '25')
  if (money.fee) await user.type(screen.getByLabelText('Valuation fee (₹)'), money.fee)
  if (money.requested) await user.type(screen.getByLabelText('Requested loan amount (₹)'), money.requested)
  return { user, create }
}

const fieldError = (label: string | HTMLElement) => {
  const field = typeof label === 'string' ? screen.getByLabelText(label) : label
  return field.getAttribute('aria-invalid') === 'true'
    ? document.getElementById(field.getAttribute('aria-describedby')!)?.textContent
    : null
}

describe('New valuation: money fields', () => {
  it.each([
    ['abc', '20,000', 'Valuation fee (₹)', 'notANumber'],
    ['-500', '', 'Valuation fee (₹)', 'negative'],
    ['', 'abc', 'Requested loan amount (₹)', 'notANumber'],
    ['', '2,0000', 'Requested loan amount (₹)', 'grouping'],
    ['', '-20000', 'Requested loan amount (₹)', 'negative'],
  ] as const)(
    'fee %j, requested loan %j: refused inline on %s, nothing saved',
    async (fee, requested, label, problem) => {
      const { user, create } = await fillLoan({ fee, requested })
      await user.click(screen.getByRole('button', { name: 'Save valuation' }))
      await waitFor(() => expect(fieldError(label)).toBe(rupeeInputMessages[problem]))
      expect(create).toEqual([])
    },
  )

  it('reads 20,000 as ₹20,000: the preview and the saved loan are capped there, not at the LTV maximum', async () => {
    const { user, create } = await fillLoan({ fee: '₹ 500', requested: '20,000' })
    const totals = screen.getByRole('region', { name: 'Totals' })
    await waitFor(() =>
      expect(within(totals).getByText('Estimated loan').nextElementSibling?.textContent).toBe('₹20,000.00'),
    )
    await user.click(screen.getByRole('button', { name: 'Save valuation' }))
    await waitFor(() => expect(create).toHaveLength(1))
    expect(create[0]!.input).toMatchObject({
      type: 'loan',
      valuationFee: 500,
      requestedLoanAmount: 20000,
      customCustomerName: 'Lakshmi Iyer',
    })
  })

  it('blank or zero money fields mean none', async () => {
    const { user, create } = await fillLoan({ fee: '0' })
    await user.click(screen.getByRole('button', { name: 'Save valuation' }))
    await waitFor(() => expect(create).toHaveLength(1))
    expect(create[0]!.input).toMatchObject({ valuationFee: 0, requestedLoanAmount: '' })
  })
})

const BANKS = [
  bankFixture({ id: 'bank-1', name: 'Canara Bank', goldRate22k: 6100 }),
  bankFixture({ id: 'bank-2', name: 'Indian Bank', goldRate22k: null }),
]

/** The page with a live rate of ₹6,000/g 22K and two banks; returns the recorded create calls. */
async function renderPage(
  answer: () => ProcedureOutput<'valuations.create'> = () => ({
    valuation: valuationRecordFixture({ id: 'val-9' }),
    created: true,
  }),
) {
  stubProcedure('valuations.currentRate', () => liveRate)
  stubProcedure('banks.list', () => ({ banks: BANKS }))
  stubProcedure('customers.picker', () => ({
    items: [pickerBorrowerFixture()],
    nextCursor: null,
  }))
  stubProcedure('customers.get', () => borrowerDetailFixture())
  const create = stubProcedure('valuations.create', answer)
  const user = userEvent.setup()
  renderWithTrpc(
    <SessionContext.Provider value={session}>
      <NewValuationPage />
    </SessionContext.Provider>,
  )
  await screen.findByText(/Gold rate: 22K/)
  return { user, create }
}

const ornament = (n: number) => screen.getByRole('group', { name: `Ornament ${n}` })
const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save valuation' }))
const stat = (label: string) =>
  within(screen.getByRole('region', { name: 'Totals' })).getByText(label).nextElementSibling?.textContent
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('New valuation: ornaments and weights', () => {
  it.each([
    ['Gross weight (g)', '0', valuationErrors.table.grossWeightNotPositive.message],
    ['Gross weight (g)', '1200', valuationErrors.table.grossWeightOverCap.message],
    ['Gross weight (g)', 'abc', valuationErrors.table.grossWeightNotPositive.message],
    ['Quantity', '1.5', valuationErrors.table.invalidQuantity.message],
  ])("%s %j: the server's message shows as it is typed, and blocks the save", async (label, typed, message) => {
    const { user, create } = await renderPage()
    await user.selectOptions(screen.getByLabelText(/^Choose borrower/), 'cus-1')
    await user.type(within(ornament(1)).getByLabelText('Description'), 'Ring')
    if (label === 'Quantity') await user.type(within(ornament(1)).getByLabelText('Gross weight (g)'), '10')
    const field = within(ornament(1)).getByLabelText(label)
    await user.clear(field)
    await user.type(field, typed)
    expect(fieldError(field)).toBe(message)
    await save(user)
    await waitFor(() => expect(document.activeElement).toBe(field))
    expect(create).toEqual([])
  })

  it('a blank form: borrower, description and weight are asked for, focus goes to the first, nothing is sent', async () => {
    const { user, create } = await renderPage()
    expect(fieldError(within(ornament(1)).getByLabelText('Gross weight (g)'))).toBeNull()
    await save(user)
    expect(fieldError(screen.getByLabelText(/^Choose borrower/))).toBe('Select a borrower, or add a new one.')
    expect(fieldError(within(ornament(1)).getByLabelText('Description'))).toBe('Describe the ornament.')
    expect(fieldError(within(ornament(1)).getByLabelText('Gross weight (g)'))).toBe(
      valuationErrors.table.grossWeightNotPositive.message,
    )
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Choose borrower/)))
    expect(create).toEqual([])
  })

  it('a new borrower with a bad mobile number is refused with the customer message', async () => {
    const { user, create } = await renderPage()
    await user.selectOptions(screen.getByLabelText(/^Choose borrower/), 'Other')
    await user.type(screen.getByLabelText(/^New borrower's name/), 'Lakshmi Iyer')
    await user.type(screen.getByLabelText(/^New borrower's mobile/), '12345')
    await user.type(within(ornament(1)).getByLabelText('Description'), 'Ring')
    await user.type(within(ornament(1)).getByLabelText('Gross weight (g)'), '10')
    await save(user)
    expect(fieldError(screen.getByLabelText(/^New borrower's mobile/))).toBe(
      'Phone number must be a valid 10-digit Indian mobile number.',
    )
    expect(create).toEqual([])
  })
})

describe('New valuation: what is sent and shown', () => {
  it("a loan on two lines: the totals are the server's computation, and the request carries the terms as typed", async () => {
    const { user, create } = await renderPage()
    await user.selectOptions(screen.getByLabelText(/^Choose borrower/), 'cus-1')
    await user.type(within(ornament(1)).getByLabelText('Description'), ' Necklace ')
    await user.type(within(ornament(1)).getByLabelText('Gross weight (g)'), '25.5')
    await user.type(within(ornament(1)).getByLabelText('Deduction (g)'), '1.5')
    await user.click(screen.getByRole('button', { name: 'Add ornament' }))
    await user.type(within(ornament(2)).getByLabelText('Description'), 'Bangles')
    await user.selectOptions(within(ornament(2)).getByLabelText('Purity'), '18K')
    await user.type(within(ornament(2)).getByLabelText('Gross weight (g)'), '12')
    await user.clear(within(ornament(2)).getByLabelText('Quantity'))
    await user.type(within(ornament(2)).getByLabelText('Quantity'), '2')
    await user.type(screen.getByLabelText('Interest rate (% a year)'), '12')
    await user.clear(screen.getByLabelText('EMI installments (months)'))
    await user.type(screen.getByLabelText('EMI installments (months)'), '6')
    await user.type(screen.getByLabelText('Valuation fee (₹)'), '1,500')

    const expected = computeValuation({
      type: 'loan',
      rate22kPaise: rupeesToPaise(6000),
      valuationFee: 1500,
      ltvPercentage: '75',
      interestRate: '12',
      requestedLoanAmount: '',
      emiInstallments: '6',
      ornaments: [
        parseOrnament({ purity: '22K', grossWeight: '25.5', deduction: '1.5' }),
        parseOrnament({ purity: '18K', grossWeight: '12', quantity: '2' }),
      ],
    })
    expect(stat('Total value')).toBe(formatPaise(expected.totalValuePaise))
    expect(stat('Estimated loan')).toBe(formatPaise(expected.estimatedLoanPaise))
    expect(screen.getByText(/^6 installments, total repayable/)).toBeTruthy()

    await save(user)
    await waitFor(() => expect(create).toHaveLength(1))
    expect(create[0]!.input).toEqual({
      clientRequestId: expect.stringMatching(UUID),
      customerId: 'cus-1',
      type: 'loan',
      valuationFee: 1500,
      appraiserName: 'Karan Staff',
      ornaments: [
        { type: 'Necklace', purity: '22K', grossWeight: '25.5', deduction: '1.5', quantity: '1' },
        { type: 'Bangles', purity: '18K', grossWeight: '12', deduction: 0, quantity: '2' },
      ],
      ltvPercentage: '75',
      interestRate: '12',
      requestedLoanAmount: '',
      emiInstallments: '6',
    })
  })

  it("a certificate at the bank's rate: priced at that rate, sent with the bank and basis and no loan terms", async () => {
    const { user, create } = await renderPage()
    await user.selectOptions(screen.getByLabelText(/^Choose borrower/), 'cus-1')
    await user.selectOptions(screen.getByLabelText('Type'), 'certificate')
    await user.type(within(ornament(1)).getByLabelText('Description'), 'Chain')
    await user.type(within(ornament(1)).getByLabelText('Gross weight (g)'), '10')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), 'bank-1')
    await user.selectOptions(screen.getByLabelText('Rate basis'), 'bank')
    expect(screen.getByText(/^Canara Bank rate: 22K/).textContent).toContain('₹6,100.00')
    const expected = computeValuation({
      type: 'certificate',
      rate22kPaise: rupeesToPaise(6100),
      ornaments: [parseOrnament({ purity: '22K', grossWeight: '10' })],
    })
    expect(stat('Total value')).toBe(formatPaise(expected.totalValuePaise))
    expect(screen.queryByText('Estimated loan')).toBeNull()
    await save(user)
    await waitFor(() => expect(create).toHaveLength(1))
    expect(create[0]!.input).toEqual({
      clientRequestId: expect.stringMatching(UUID),
      customerId: 'cus-1',
      type: 'certificate',
      valuationFee: 0,
      appraiserName: 'Karan Staff',
      ornaments: [{ type: 'Chain', purity: '22K', grossWeight: '10', deduction: 0, quantity: '1' }],
      bankId: 'bank-1',
      rateBasis: 'bank',
    })
  })

  it('a bank without a rate cannot be priced at its rate: the save is refused at the rate basis', async () => {
    const { user, create } = await renderPage()
    await user.selectOptions(screen.getByLabelText(/^Choose borrower/), 'cus-1')
    await user.selectOptions(screen.getByLabelText('Type'), 'sell')
    await user.type(within(ornament(1)).getByLabelText('Description'), 'Chain')
    await user.type(within(ornament(1)).getByLabelText('Gross weight (g)'), '10')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), 'bank-1')
    await user.selectOptions(screen.getByLabelText('Rate basis'), 'bank')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), 'bank-2')
    await save(user)
    expect(fieldError(screen.getByLabelText('Rate basis'))).toBe(
      'This bank has no gold rate set, so only the live rate can be used.',
    )
    expect(create).toEqual([])
  })

  it('another bank needs its name', async () => {
    const { user, create } = await renderPage()
    await user.selectOptions(screen.getByLabelText(/^Choose borrower/), 'cus-1')
    await user.selectOptions(screen.getByLabelText('Type'), 'sell')
    await user.type(within(ornament(1)).getByLabelText('Description'), 'Chain')
    await user.type(within(ornament(1)).getByLabelText('Gross weight (g)'), '10')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), 'Other')
    await save(user)
    expect(fieldError(screen.getByLabelText(/^Bank name/))).toBe('Missing name for new bank')
    await user.type(screen.getByLabelText(/^Bank name/), ' Karur Vysya ')
    await save(user)
    await waitFor(() => expect(create).toHaveLength(1))
    expect(create[0]!.input).toMatchObject({
      type: 'sell',
      bankId: 'Other',
      customBankName: 'Karur Vysya',
      rateBasis: 'live',
    })
  })

  it('a refusal from the server is shown above the form and the page stays', async () => {
    const { user, create } = await renderPage(() => {
      throw new StubError(400, 'Missing required fields or valid ornaments')
    })
    await user.selectOptions(screen.getByLabelText(/^Choose borrower/), 'cus-1')
    await user.type(within(ornament(1)).getByLabelText('Description'), 'Ring')
    await user.type(within(ornament(1)).getByLabelText('Gross weight (g)'), '10')
    await save(user)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The valuation was not saved')
    expect(alert.textContent).toContain('Missing required fields or valid ornaments')
    expect(create).toHaveLength(1)
  })
})

describe('the rate the form prices with', () => {
  it('says where the rate comes from instead of calling it live', async () => {
    await renderPage()
    expect(screen.getByText('Entered by hand by Asha at 10:05')).toBeTruthy()
    expect(screen.queryByText(/Live rate/)).toBeNull()
  })

  it('warns when the rate is 12 hours old or more', async () => {
    liveRate = { ...liveRate, source: 'demo', enteredBy: null, ageMinutes: 2 * 24 * 60 }
    await renderPage()
    const note = screen.getByText(/^From demo feed, 2 days old/)
    expect(note.textContent).toBe('From demo feed, 2 days old — stale: enter today’s rate on the Gold rate page.')
    expect(note.className).toContain('field-notice')
  })
})
