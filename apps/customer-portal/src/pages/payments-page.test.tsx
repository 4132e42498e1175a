import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { RouterOutputs } from '../trpc.ts'
import { PaymentsPage } from './payments-page.tsx'

useMockServer()

type Receipt = RouterOutputs['portal']['receipts']['items'][number]
type Emi = RouterOutputs['portal']['emiSchedule']['items'][number]

/**
 * A loan closed early (as portal.emiSchedule answers it): its EMI records are stored Paid in full,
 * but the closing money paid the first installment and ₹509.59 of the second; the rest was settled.
 */
const emi = (no: number, over: Partial<Emi>): Emi => ({
  id: `emi-${no}`,
  valuationId: 'val-1',
  installmentNo: no,
  amountPaise: 5_050_959,
  paidAmountPaise: 5_050_959,
  dueDate: new Date(`2027-0${no + 2}-27T00:00:00Z`),
  status: 'Paid',
  paidAt: new Date('2026-05-02T06:30:00Z'),
  loanNumber: 'GL/2026-27/000001',
  state: 'paid',
  scheduleEnding: 'closed',
  outstandingPaise: 0,
  ...over,
})
const closedEarly: Emi[] = [
  emi(1, {}),
  emi(2, { paidAmountPaise: 50_959, state: 'settled' }),
  emi(3, { paidAmountPaise: 0, state: 'settled' }),
]

/** A loan payment by bank transfer (as portal.receipts answers it) and an EMI payment without a loan. */
const receipts: Receipt[] = [
  {
    id: 'r2',
    receiptNo: 'PR/2026-27/000001',
    emiId: 'emi-1',
    valuationId: 'val-1',
    amountPaise: 5_000_000,
    receivedAmountPaise: 5_000_000,
    paymentMode: 'BankTransfer',
    paymentReference: 'NEFT-77',
    createdAt: new Date('2026-05-02T06:30:00Z'),
    loanId: 'loan/1',
    loanPaymentId: 'pay/1',
  },
  {
    id: 'r1',
    receiptNo: 'ER-B8WXZPG3S7',
    emiId: 'emi-9',
    valuationId: 'val-9',
    amountPaise: 100_000,
    receivedAmountPaise: null,
    paymentMode: 'UNSPECIFIED',
    paymentReference: null,
    createdAt: new Date('2026-04-02T06:30:00Z'),
    loanId: null,
    loanPaymentId: null,
  },
]

describe('Portal payments page', () => {
  it("names a loan payment by its loan receipt and mode, as the loan page does, with the receipt's PDF", async () => {
    stubProcedure('portal.emiSchedule', () => ({ items: [], nextCursor: null }))
    stubProcedure('portal.receipts', () => ({ items: receipts, nextCursor: null }))
    renderWithTrpc(<PaymentsPage />)
    const table = within(await screen.findByRole('table', { name: 'Payment receipts' }))
    await screen.findByText(/PR\/2026-27\/000001/)
    const cells = table
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      )
    expect(cells.map((c) => [c[0], c[2], c[3], c.at(-1)])).toEqual([
      ['PR/2026-27/000001 (download PDF)', '₹50,000.00', '₹50,000.00', 'Bank transfer · NEFT-77'],
      ['ER-B8WXZPG3S7', '₹1,000.00', '—', 'Not recorded'],
    ])
    expect(table.getByRole('link', { name: /PR\/2026-27\/000001/ }).getAttribute('href')).toBe(
      '/api/portal/loans/loan%2F1/payments/pay%2F1/receipt',
    )
  })

  it('shows what happened to each installment of a loan closed early and what was paid on it, not Paid in full', async () => {
    stubProcedure('portal.emiSchedule', () => ({ items: closedEarly, nextCursor: null }))
    stubProcedure('portal.receipts', () => ({ items: [], nextCursor: null }))
    renderWithTrpc(<PaymentsPage />)
    const table = within(await screen.findByRole('table', { name: 'EMI schedule' }))
    await table.findByText('₹509.59')
    const headers = table.getAllByRole('columnheader').map((c) => c.textContent)
    const rows = table
      .getAllByRole('row')
      .slice(1)
      .map((row) => {
        const cells = within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent)
        return Object.fromEntries(headers.map((h, i) => [h, cells[i]]))
      })
    expect(rows.map((r) => [r['Loan'], r['Amount'], r['Paid'], r['Still due'], r['Status']])).toEqual([
      ['GL/2026-27/000001', '₹50,509.59', '₹50,509.59', '₹0.00', 'Paid'],
      ['GL/2026-27/000001', '₹50,509.59', '₹509.59', '₹0.00', 'Settled at closure'],
      ['GL/2026-27/000001', '₹50,509.59', '₹0.00', '₹0.00', 'Settled at closure'],
    ])
    expect(rows[2]!['Paid on']).toBe('—')
  })
})
