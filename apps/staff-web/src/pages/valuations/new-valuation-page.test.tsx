import { rupeeInputMessages } from '@gold/core/shared/rupee-input'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SessionContext, type Session } from '../../session.ts'
import { renderWithTrpc, stubProcedure, useMockServer } from '../../test-support/trpc-mock.tsx'
import { NewValuationPage } from './new-valuation-page.tsx'

useMockServer()

const session = { kind: 'staff', name: 'Karan Staff', role: 'EMPLOYEE' } as unknown as Session

/** A loan for a new borrower with one 25 g 22K necklace (worth about ₹1.5 lakh at ₹6,000/g 22K). */
async function fillLoan(money: { fee?: string; requested?: string }) {
  stubProcedure('valuations.currentRate', () => ({ rate22k: 6000, rate24k: 6543.67, source: 'test', fetchedAt: new Date() }))
  stubProcedure('banks.list', () => ({ banks: [] }))
  stubProcedure('customers.picker', () => [])
  const create = stubProcedure('valuations.create', () => ({ valuation: { id: 'val-9' }, created: true }))
  const user = userEvent.setup()
  renderWithTrpc(<SessionContext.Provider value={session}><NewValuationPage /></SessionContext.Provider>)
  await screen.findByText(/Live rate: 22K/)
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

const fieldError = (label: string) => {
  const field = screen.getByLabelText(label)
  return field.getAttribute('aria-invalid') === 'true' ? document.getElementById(field.getAttribute('aria-describedby')!)?.textContent : null
}

describe('New valuation: money fields', () => {
  it.each([
    ['abc', '20,000', 'Valuation fee (₹)', 'notANumber'],
    ['-500', '', 'Valuation fee (₹)', 'negative'],
    ['', 'abc', 'Requested loan amount (₹)', 'notANumber'],
    ['', '2,0000', 'Requested loan amount (₹)', 'grouping'],
    ['', '-20000', 'Requested loan amount (₹)', 'negative'],
  ] as const)('fee %j, requested loan %j: refused inline on %s, nothing saved', async (fee, requested, label, problem) => {
    const { user, create } = await fillLoan({ fee, requested })
    await user.click(screen.getByRole('button', { name: 'Save valuation' }))
    await waitFor(() => expect(fieldError(label)).toBe(rupeeInputMessages[problem]))
    expect(create).toEqual([])
  })

  it('reads 20,000 as ₹20,000: the preview and the saved loan are capped there, not at the LTV maximum', async () => {
    const { user, create } = await fillLoan({ fee: '₹ 500', requested: '20,000' })
    const totals = screen.getByRole('region', { name: 'Totals' })
    await waitFor(() => expect(within(totals).getByText('Estimated loan').nextElementSibling?.textContent).toBe('₹20,000.00'))
    await user.click(screen.getByRole('button', { name: 'Save valuation' }))
    await waitFor(() => expect(create).toHaveLength(1))
    expect(create[0]!.input).toMatchObject({ type: 'loan', valuationFee: 500, requestedLoanAmount: 20000, customCustomerName: 'Lakshmi Iyer' })
  })

  it('blank or zero money fields mean none', async () => {
    const { user, create } = await fillLoan({ fee: '0' })
    await user.click(screen.getByRole('button', { name: 'Save valuation' }))
    await waitFor(() => expect(create).toHaveLength(1))
    expect(create[0]!.input).toMatchObject({ valuationFee: 0, requestedLoanAmount: '' })
  })
})
