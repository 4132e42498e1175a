import { renderWithTrpc, stubProcedure, useMockServer, type ProcedureOutput } from '@gold/ui/test-support/trpc-mock'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HomePage } from './home-page.tsx'

useMockServer()

type LoanRow = ProcedureOutput<'portal.loans'>['items'][number]
type LoansSummary = ProcedureOutput<'portal.loansSummary'>

const loanRow: LoanRow = {
  asOf: '2026-03-02',
  id: 'loan-1',
  loanNumber: 'GL/2025-26/000007',
  valuationId: 'val-1',
  goldReceiptNo: null,
  scheme: 'EMI',
  principal: 3000000,
  annualRate: 12,
  penalRate: 2,
  graceDays: 0,
  tenureMonths: 12,
  disbursedOn: '2026-01-01',
  maturityOn: '2027-01-01',
  disbursementMode: 'UPI',
  status: 'Active',
  outstanding: { principal: 3000000, interest: 59178, penalCharges: 120, total: 3059298 },
  nextDue: { dueOn: '2026-02-01', amount: 266546 },
  daysPastDue: 29,
  closedOn: null,
  releaseDueBy: null,
  releasedOn: null,
  releaseDelayDays: null,
  releaseCompensation: null,
  renewedFromId: null,
  renewedToId: null,
  auction: null,
  surplusOwed: 0,
  surplusPaid: 0,
  surplusPaidOn: null,
  createdAt: new Date('2026-01-01T05:00:00Z'),
}

function stubHome(loans: LoanRow[], summary: LoansSummary) {
  stubProcedure('portal.valuations', () => ({ items: [], nextCursor: null }))
  stubProcedure('portal.emiSummary', () => ({ total: 0, paid: 0, overdue: 0, settled: 0, next: null }))
  stubProcedure('portal.loans', () => ({ items: loans, nextCursor: null }))
  stubProcedure('portal.loansSummary', () => summary)
}

describe('Portal home: loans summary', () => {
  it('shows what closes the open loans today, the next due and one card per loan linking to its page', async () => {
    stubHome([loanRow, { ...loanRow, id: 'loan-0', loanNumber: 'GL/2025-26/000001', status: 'Released' }], {
      asOf: '2026-03-02',
      openLoans: 1,
      toCloseToday: 3059298,
      overdueLoans: 1,
      nextDue: { loanId: 'loan-1', loanNumber: 'GL/2025-26/000007', dueOn: '2026-02-01', amount: 266546 },
    })
    renderWithTrpc(<HomePage />)
    const loans = within(await screen.findByRole('region', { name: 'Loan accounts' }))
    expect(loans.getByText('To close your loan today').nextSibling?.textContent).toBe('₹30,592.98')
    expect(loans.getAllByText('Next due')[0]?.nextSibling?.textContent).toBe('₹2,665.46')
    expect(loans.getByRole('link', { name: 'Loan GL/2025-26/000007' }).getAttribute('href')).toBe('/loans/loan-1')
    const card = within(loans.getByRole('article', { name: 'Loan GL/2025-26/000007' }))
    expect(card.getByText('To close today').nextSibling?.textContent).toBe('₹30,592.98')
    expect(card.getByText('Overdue').nextSibling?.textContent).toBe('29 days')
    const closed = within(loans.getByRole('article', { name: 'Loan GL/2025-26/000001' }))
    expect(closed.getByText('Closed · gold returned')).toBeTruthy()
    expect(closed.queryByText('To close today')).toBeNull()
  })

  it('shows nothing about loans to a borrower without any', async () => {
    stubHome([], { asOf: '2026-03-02', openLoans: 0, toCloseToday: 0, overdueLoans: 0, nextDue: null })
    renderWithTrpc(<HomePage />)
    expect(await screen.findByText('No loans or valuations yet')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Loan accounts' })).toBeNull()
  })
})

describe('Portal home: valuations', () => {
  const valuation: ProcedureOutput<'portal.valuations'>['items'][number] = {
    id: 'val-1',
    type: 'loan',
    status: 'Completed',
    createdAt: new Date('2026-01-01T05:00:00Z'),
    goldRate: 6000,
    totalGrossWeight: 10,
    totalValue: 59940.02,
    estimatedLoan: 44955.01,
    ltvPercentage: 75,
    interestRate: null,
    totalNetWeight: 9.16,
    goldReceiptNo: null,
    goldReceiptIssuedAt: null,
    ornaments: [],
    certificateUrl: '/api/portal/valuations/val-1/certificate',
    loan: null,
  }

  it("shows the state of the loan opened on a valuation, never the valuation's own Completed", async () => {
    stubHome([], { asOf: '2026-03-02', openLoans: 0, toCloseToday: 0, overdueLoans: 0, nextDue: null })
    stubProcedure('portal.valuations', () => ({
      items: [
        { ...valuation, loan: { id: 'loan-1', loanNumber: 'GL/2025-26/000007', status: 'Active' } },
        { ...valuation, id: 'val-2', type: 'certificate', loan: null },
      ],
      nextCursor: null,
    }))
    renderWithTrpc(<HomePage />)
    const pledged = within(await screen.findByRole('article', { name: 'Loan valuation' }))
    expect(pledged.getByText('Active').className).toContain('badge-accent')
    expect(pledged.getByRole('link', { name: 'GL/2025-26/000007' }).getAttribute('href')).toBe('/loans/loan-1')
    const certificate = within(screen.getByRole('article', { name: 'Valuation certificate' }))
    expect(certificate.getByText('Valued')).toBeTruthy()
    expect(screen.queryByText('Completed')).toBeNull()
  })
})

describe('Portal home: installments', () => {
  it('counts a loan closed early honestly: what was paid, what the closure settled, nothing due', async () => {
    stubHome([], { asOf: '2026-03-02', openLoans: 0, toCloseToday: 0, overdueLoans: 0, nextDue: null })
    stubProcedure('portal.emiSummary', () => ({ total: 12, paid: 4, overdue: 0, settled: 8, next: null }))
    renderWithTrpc(<HomePage />)
    const paid = await screen.findByText('Installments paid')
    const card = within(paid.closest('.card') as HTMLElement)
    expect(card.getByText('4 of 12')).toBeTruthy()
    expect(card.getByText(/8 settled when the loan closed/)).toBeTruthy()
    expect(screen.getByText('Next EMI').nextSibling?.textContent).toBe('Nothing due')
    expect(screen.queryByText('12 of 12')).toBeNull()
  })

  it('shows what is still owed on the next installment, in paise as portal.emiSummary answers it', async () => {
    stubHome([], { asOf: '2026-03-02', openLoans: 0, toCloseToday: 0, overdueLoans: 0, nextDue: null })
    const next = {
      id: 'emi-2',
      valuationId: 'val-1',
      installmentNo: 2,
      amountPaise: 2_500_000,
      paidAmountPaise: 2_000_050,
      dueDate: new Date('2026-04-14T18:30:00Z'),
      status: 'Due Soon',
      paidAt: null,
      loanNumber: null,
      state: 'partlyPaid' as const,
      scheduleEnding: 'open' as const,
      outstandingPaise: 499_950,
    }
    stubProcedure('portal.emiSummary', () => ({ total: 2, paid: 1, overdue: 0, settled: 0, next }))
    renderWithTrpc(<HomePage />)
    const label = await screen.findByText('Next EMI')
    expect(label.nextSibling?.textContent).toBe('₹4,999.50')
  })
})
