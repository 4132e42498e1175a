import { StubError, renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { PortalLoan } from './loan-parts.tsx'
import { LoanPage } from './loan-page.tsx'

useMockServer()

/** loans.md's worked example after the part payment, a month later: ₹1,00,000 at 12%, BULLET. */
const loan = {
  asOf: '2026-03-02',
  id: 'loan-1',
  loanNumber: 'GL/2025-26/000007',
  valuationId: 'val/1',
  goldReceiptNo: 'GR-1001',
  scheme: 'BULLET',
  principal: 10000000,
  annualRate: 12,
  penalRate: 2,
  graceDays: 7,
  tenureMonths: 2,
  disbursedOn: '2026-01-01',
  maturityOn: '2026-03-01',
  disbursementMode: 'UPI',
  status: 'Active',
  outstanding: { principal: 5098630, interest: 50288, penalCharges: 0, total: 5148918 },
  nextDue: { dueOn: '2026-03-01', amount: 5197260 },
  daysPastDue: 1,
  closedOn: null,
  releaseDueBy: null,
  releasedOn: null,
  releaseDelayDays: null,
  releaseCompensation: null,
  createdAt: new Date('2026-01-01T05:00:00Z'),
  schedule: [{ dueOn: '2026-03-01', amount: 10197260, covered: false }],
  payments: [
    {
      id: 'pay/1',
      receiptNumber: 'PR/2025-26/000003',
      amount: 5000000,
      penalCharges: 0,
      interest: 98630,
      principal: 4901370,
      paidOn: '2026-01-31',
      mode: 'UPI',
      reference: 'UTR12345',
    },
  ],
} satisfies PortalLoan

const table = (name: string) => within(screen.getByRole('table', { name }))

describe('Portal loan page', () => {
  it('shows the amount to close today, the next due, the schedule and every payment with its receipt', async () => {
    const calls = stubProcedure('portal.loan', () => loan)
    renderWithTrpc(<LoanPage id="loan-1" />)
    expect(await screen.findByRole('heading', { name: 'Loan GL/2025-26/000007' })).toBeTruthy()
    expect(calls.map((c) => c.input)).toEqual([{ id: 'loan-1' }])

    const toClose = within(screen.getByRole('region', { name: 'To close the loan today' }))
    expect(toClose.getByText('₹51,489.18')).toBeTruthy()
    expect(toClose.getByText('Principal').nextSibling?.textContent).toBe('₹50,986.30')
    expect(toClose.queryByText('Penal charges')).toBeNull()
    expect(toClose.getByText('Next due').nextSibling?.textContent).toBe('₹51,972.60 on 1 Mar 2026')
    expect(toClose.getByRole('alert').textContent).toContain('Overdue by 1 day')
    expect(toClose.getByText(/this figure is for/).textContent).toContain('2 Mar 2026')

    const due = table('Repayment schedule').getAllByRole('row')[1]!
    expect(
      within(due)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1 Mar 2026', '₹1,01,972.60', 'Overdue'])

    const paid = table('Payments').getAllByRole('row')[1]!
    expect(
      within(paid)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'PR/2025-26/000003 (download PDF)',
      '31 Jan 2026',
      '₹50,000.00',
      'Interest ₹986.30 · Principal ₹49,013.70',
      'UPI · UTR12345',
    ])
    expect(within(paid).getByRole('link').getAttribute('href')).toBe(
      '/api/portal/loans/loan-1/payments/pay%2F1/receipt',
    )

    const link = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href')
    expect(link(/^Valuation certificate/)).toBe('/api/portal/valuations/val%2F1/certificate')
    expect(link(/^Disbursement voucher/)).toBe('/api/portal/loans/loan-1/documents/disbursement')
    expect(screen.queryByRole('link', { name: /^Release receipt/ })).toBeNull()
  })

  it('a released loan says when the gold was returned, marks every due paid and links the release receipt', async () => {
    stubProcedure('portal.loan', () => ({
      ...loan,
      status: 'Released',
      outstanding: { principal: 0, interest: 0, penalCharges: 0, total: 0 },
      nextDue: null,
      daysPastDue: 0,
      closedOn: '2026-03-02',
      releaseDueBy: '2026-03-11',
      releasedOn: '2026-03-16',
      releaseDelayDays: 4,
      releaseCompensation: 2000000,
      schedule: [{ dueOn: '2026-03-01', amount: 10197260, covered: true }],
    }))
    renderWithTrpc(<LoanPage id="loan-1" />)
    expect((await screen.findByText('Loan closed and gold returned')).closest('[role=status]')?.textContent).toBe(
      'Loan closed and gold returnedClosed on 2 Mar 2026; your gold was handed back on 16 Mar 2026. That was 4 days ' +
        'after it was due, so the shop owes you ₹20,000.00 in compensation.',
    )
    expect(screen.queryByRole('region', { name: 'To close the loan today' })).toBeNull()
    expect(table('Repayment schedule').getAllByRole('cell')[2]?.textContent).toBe('Paid')
    expect(screen.getByRole('link', { name: /^Release receipt/ }).getAttribute('href')).toBe(
      '/api/portal/loans/loan-1/documents/release',
    )
  })

  it("another borrower's loan reads as not found", async () => {
    stubProcedure('portal.loan', () => {
      throw new StubError(404, 'Loan not found.')
    })
    renderWithTrpc(<LoanPage id="theirs" />)
    expect(await screen.findByText('Loan not found')).toBeTruthy()
  })
})
