import { renderWithTrpc, stubProcedure, useMockServer, type ProcedureOutput } from '@gold/ui/test-support/trpc-mock'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ValuationPage } from './valuation-page.tsx'

useMockServer()

const valuation: ProcedureOutput<'portal.valuation'> = {
  id: 'val/1',
  type: 'certificate',
  status: 'Completed',
  createdAt: new Date('2026-01-01T05:00:00Z'),
  totalValue: 59940.02,
  estimatedLoan: 0,
  ltvPercentage: null,
  interestRate: null,
  goldRate: 6000,
  totalGrossWeight: 10,
  totalNetWeight: 9.16,
  goldReceiptNo: null,
  goldReceiptIssuedAt: null,
  ornaments: [],
  emiSchedule: [],
  certificateUrl: '/api/portal/valuations/val%2F1/certificate',
  goldReceiptUrl: null,
  loan: null,
}

describe('Portal valuation page', () => {
  it('links the certificate PDF as a download', async () => {
    stubProcedure('portal.valuation', () => valuation)
    renderWithTrpc(<ValuationPage id="val/1" />)
    const link = await screen.findByRole('link', { name: /^Download certificate/ })
    expect(link.getAttribute('href')).toBe('/api/portal/valuations/val%2F1/certificate')
    expect(link.hasAttribute('download')).toBe(true)
  })

  it('links the gold receipt only once the shop has issued it', async () => {
    stubProcedure('portal.valuation', () => ({
      ...valuation,
      goldReceiptNo: 'GR-ABC123',
      goldReceiptUrl: '/api/portal/valuations/val%2F1/gold-receipt',
    }))
    renderWithTrpc(<ValuationPage id="val/1" />)
    const link = await screen.findByRole('link', { name: /^Download gold receipt/ })
    expect(link.getAttribute('href')).toBe('/api/portal/valuations/val%2F1/gold-receipt')
  })

  it('has no gold receipt link before it is issued', async () => {
    stubProcedure('portal.valuation', () => ({ ...valuation, goldReceiptUrl: null }))
    renderWithTrpc(<ValuationPage id="val/1" />)
    await screen.findByRole('link', { name: /^Download certificate/ })
    expect(screen.queryByRole('link', { name: /gold receipt/ })).toBeNull()
  })

  it("shows the loan opened on the valuation and that loan's state, not the valuation's Completed", async () => {
    stubProcedure('portal.valuation', () => ({
      ...valuation,
      type: 'loan',
      loan: { id: 'loan-1', loanNumber: 'GL/2025-26/000007', status: 'AuctionNoticed' },
    }))
    renderWithTrpc(<ValuationPage id="val/1" />)
    expect((await screen.findByText('Auction notice')).className).toContain('badge-danger')
    expect(screen.getByRole('link', { name: 'GL/2025-26/000007' }).getAttribute('href')).toBe('/loans/loan-1')
    expect(screen.queryByText('Completed')).toBeNull()
  })

  it('says Valued when no loan was opened on it', async () => {
    stubProcedure('portal.valuation', () => valuation)
    renderWithTrpc(<ValuationPage id="val/1" />)
    expect(await screen.findByText('Valued')).toBeTruthy()
    expect(screen.queryByText('Completed')).toBeNull()
  })

  it('shows each installment of the schedule with its amount and what was paid, from paise', async () => {
    const installment = {
      id: 'emi-1',
      valuationId: 'val/1',
      installmentNo: 1,
      amountPaise: 2_500_050,
      paidAmountPaise: 1_000_000,
      dueDate: new Date('2026-02-14T18:30:00Z'),
      status: 'Overdue',
      paidAt: null,
      loanNumber: null,
      state: 'overdue' as const,
      scheduleEnding: 'open' as const,
      outstandingPaise: 1_500_050,
    }
    stubProcedure('portal.valuation', () => ({ ...valuation, type: 'loan', emiSchedule: [installment] }))
    renderWithTrpc(<ValuationPage id="val/1" />)
    const table = within(await screen.findByRole('table', { name: 'EMI schedule' }))
    const cells = within(table.getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    expect(cells.slice(0, 4)).toEqual(['Installment 1', '15 Feb 2026', '₹25,000.50', '₹10,000.00'])
  })
})
