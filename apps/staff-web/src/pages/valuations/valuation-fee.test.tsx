import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { ValuationFee } from './valuation-fee.tsx'
import { valuationDetailFixture } from './valuation-test-fixture.ts'

useMockServer()

const squash = (el: Element) => el.textContent.replace(/\s+/g, ' ')
const v = valuationDetailFixture({ id: 'val-1', valuationFee: 500 })

describe('Valuation fee received', () => {
  it('records a ₹500 fee taken by UPI with its reference, after a read-back', async () => {
    stubProcedure('books.valuationFee', () => ({ amountPaise: 50_000, receivedOn: null }))
    const receive = stubProcedure('books.receiveValuationFee', () => ({
      amountPaise: 50_000,
      receivedOn: '2026-11-28',
    }))
    const user = userEvent.setup()
    renderWithTrpc(<ValuationFee v={v} />)
    await user.click(await screen.findByRole('button', { name: 'Fee received' }))
    const form = screen.getByRole('form', { name: 'Record the valuation fee' })
    expect(squash(form)).toContain('charged Asha Verma a fee of ₹500.00')
    await user.selectOptions(within(form).getByLabelText(/^Paid by/), 'UPI')
    await user.click(within(form).getByRole('button', { name: 'Review fee' }))
    expect(within(form).getByText(/reference is required/i)).toBeTruthy()
    await user.type(within(form).getByLabelText(/^Transaction reference/), 'UPI-77')
    await user.click(within(form).getByRole('button', { name: 'Review fee' }))
    const review = screen.getByRole('group', { name: 'Confirm the fee' })
    expect(squash(review)).toContain('Received from Asha Verma')
    await user.click(within(review).getByRole('button', { name: 'Confirm fee' }))
    await waitFor(() => expect(receive).toHaveLength(1))
    expect(receive[0]!.input).toEqual({ id: 'val-1', body: { mode: 'UPI', reference: 'UPI-77' } })
  })

  it('says when the fee was received and offers nothing more; no fee, no button', async () => {
    stubProcedure('books.valuationFee', () => ({ amountPaise: 50_000, receivedOn: '2026-11-20' }))
    const { unmount } = renderWithTrpc(<ValuationFee v={v} />)
    expect(await screen.findByText(/received on/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Fee received' })).toBeNull()
    unmount()
    renderWithTrpc(<ValuationFee v={valuationDetailFixture({ valuationFee: 0 })} />)
    expect(screen.queryByRole('button', { name: 'Fee received' })).toBeNull()
  })
})
