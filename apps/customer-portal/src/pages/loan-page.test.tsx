import { StubError, renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { PortalLoan } from './loan-parts.tsx'
import { LoanPage } from './loan-page.tsx'

useMockServer()
// The UPI card (issue 27, loan-upi-card.test.tsx) shows nothing for a shop without a UPI ID.
beforeEach(() => {
  stubProcedure('portal.loanUpi', () => null)
  stubProcedure('portal.payOnline', () => ({ available: false }))
})

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
  renewedFromId: null,
  renewedToId: null,
  auction: null,
  surplusOwed: 0,
  surplusPaid: 0,
  surplusPaidOn: null,
  sale: null,
  createdAt: new Date('2026-01-01T05:00:00Z'),
  schedule: [{ dueOn: '2026-03-01', amount: 10197260, covered: false }],
  installments: [{ no: 1, dueOn: '2026-03-01', amount: 10197260, paid: 5000000, state: 'overdue' }],
  scheduleEnding: 'open',
  renewedToNumber: null,
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
    ).toEqual(['1 Mar 2026', '₹1,01,972.60', '₹50,000.00', 'Overdue'])
    expect(screen.getByText('0 of 1 paid · 1 overdue')).toBeTruthy()

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
      installments: [{ no: 1, dueOn: '2026-03-01', amount: 10197260, paid: 10197260, state: 'paid' }],
      scheduleEnding: 'closed',
    }))
    renderWithTrpc(<LoanPage id="loan-1" />)
    expect((await screen.findByText('Loan closed and gold returned')).closest('[role=status]')?.textContent).toBe(
      'Loan closed and gold returnedClosed on 2 Mar 2026; your gold was handed back on 16 Mar 2026. That was 4 days ' +
        'after it was due, so the shop owes you ₹20,000.00 in compensation.',
    )
    expect(screen.queryByRole('region', { name: 'To close the loan today' })).toBeNull()
    expect(table('Repayment schedule').getAllByRole('cell')[3]?.textContent).toBe('Paid')
    expect(screen.getByRole('link', { name: /^Release receipt/ }).getAttribute('href')).toBe(
      '/api/portal/loans/loan-1/documents/release',
    )
  })

  it('offers Pay only when the shop takes payments online; otherwise says pay at the branch', async () => {
    stubProcedure('portal.loan', () => loan)
    renderWithTrpc(<LoanPage id="loan-1" />)
    const toClose = within(await screen.findByRole('region', { name: 'To close the loan today' }))
    expect(toClose.getByText(/this figure is for/).textContent).toContain('Pay at the branch;')
    expect(toClose.queryByRole('link', { name: 'Pay' })).toBeNull()
  })

  it('a shop with a gateway: the Pay button leads to the pay page', async () => {
    stubProcedure('portal.loan', () => loan)
    stubProcedure('portal.payOnline', () => ({ available: true }))
    renderWithTrpc(<LoanPage id="loan-1" />)
    expect((await screen.findByText(/Pay online or at the branch;/)).textContent).toContain('this figure is for')
    expect(screen.getByRole('link', { name: 'Pay' }).getAttribute('href')).toBe('/loans/loan-1/pay')
  })

  it("another borrower's loan reads as not found", async () => {
    stubProcedure('portal.loan', () => {
      throw new StubError(404, 'Loan not found.')
    })
    renderWithTrpc(<LoanPage id="theirs" />)
    expect(await screen.findByText('Loan not found')).toBeTruthy()
  })

  const notice = {
    noticeNumber: 'AN/2026-27/000002',
    noticedOn: '2026-04-10',
    earliestOn: '2026-04-24',
    failedAuctions: 0,
    auctionedOn: null,
  }

  it('under an auction notice: the dates, the notice PDF, and that paying stops it', async () => {
    stubProcedure('portal.loan', () => ({ ...loan, status: 'AuctionNoticed', auction: notice }))
    renderWithTrpc(<LoanPage id="loan-1" />)
    const toClose = within(await screen.findByRole('region', { name: 'To close the loan today' }))
    const alert = toClose.getAllByRole('alert').find((a) => a.textContent?.includes('AN/2026-27/000002'))!
    expect(alert.textContent).toContain(
      'The shop sent this notice on 10 Apr 2026. Your gold may be auctioned from 24 Apr 2026 unless the loan is ' +
        'closed. Paying the amount above closes the loan and stops the auction.',
    )
    expect(
      within(alert)
        .getByRole('link', { name: /^Auction notice/ })
        .getAttribute('href'),
    ).toBe('/api/portal/loans/loan-1/documents/auction-notice')
  })

  const auctioned: PortalLoan = {
    ...loan,
    status: 'Auctioned',
    outstanding: { principal: 0, interest: 0, penalCharges: 0, total: 0 },
    nextDue: null,
    daysPastDue: 0,
    closedOn: '2026-05-02',
    auction: { ...notice, auctionedOn: '2026-05-02' },
    sale: { soldOn: '2026-05-02', amount: 17000000 },
  }
  const outcome = async () => within(await screen.findByRole('region', { name: 'Your gold was auctioned' }))

  it('after a sale above the amount owed: the sale and the surplus the shop owes, until it is paid out', async () => {
    stubProcedure('portal.loan', () => ({ ...auctioned, surplusOwed: 6851082 }))
    const view = renderWithTrpc(<LoanPage id="loan-1" />)
    const card = await outcome()
    expect(card.getByText('Sale price').nextSibling?.textContent).toBe('₹1,70,000.00')
    expect(card.getByText('Sold on').nextSibling?.textContent).toBe('2 May 2026')
    expect(card.getByText('The shop owes you money from the sale').closest('[role=status]')?.textContent).toContain(
      '₹68,510.82 is yours. Collect it at the branch.',
    )
    expect(card.queryByText('Still owed after the sale')).toBeNull()
    expect(screen.queryByRole('region', { name: 'To close the loan today' })).toBeNull()
    view.unmount()

    stubProcedure('portal.loan', () => ({ ...auctioned, surplusPaid: 6851082, surplusPaidOn: '2026-05-05' }))
    renderWithTrpc(<LoanPage id="loan-1" />)
    const paid = await outcome()
    expect(paid.queryByText('The shop owes you money from the sale')).toBeNull()
    expect(paid.getByText('Surplus paid to you').closest('[role=status]')?.textContent).toContain(
      '₹68,510.82 from the sale was paid to you on 5 May 2026.',
    )
  })

  it('after a sale below the amount owed: the shortfall still to pay', async () => {
    stubProcedure('portal.loan', () => ({
      ...auctioned,
      closedOn: null,
      outstanding: { principal: 1500000, interest: 0, penalCharges: 0, total: 1500000 },
    }))
    renderWithTrpc(<LoanPage id="loan-1" />)
    const card = await outcome()
    expect(card.getByText('Still owed after the sale').closest('[role=alert]')?.textContent).toContain(
      'The sale did not cover the loan: ₹15,000.00 is still owed as of 2 Mar 2026. Please pay it at the branch.',
    )
  })

  it('a renewed loan links to the new one, and the new one back to it', async () => {
    stubProcedure('portal.loan', () => ({ ...loan, status: 'Renewed', renewedToId: 'loan-2' }))
    const view = renderWithTrpc(<LoanPage id="loan-1" />)
    expect((await screen.findByRole('link', { name: 'Open the new loan' })).getAttribute('href')).toBe('/loans/loan-2')
    view.unmount()
    stubProcedure('portal.loan', () => ({ ...loan, renewedFromId: 'loan-1' }))
    renderWithTrpc(<LoanPage id="loan-2" />)
    expect((await screen.findByRole('link', { name: 'Your earlier loan' })).getAttribute('href')).toBe('/loans/loan-1')
  })

  const rowsOf = () =>
    table('Repayment schedule')
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      )

  it('after a renewal: what was paid, what was carried to the new loan, never Paid for money not paid', async () => {
    stubProcedure('portal.loan', () => ({
      ...loan,
      scheme: 'MONTHLY_INTEREST',
      status: 'Renewed',
      renewedToId: 'loan-2',
      renewedToNumber: 'GL/2026-27/000009',
      scheduleEnding: 'renewed',
      schedule: [
        { dueOn: '2026-02-01', amount: 50959, covered: true },
        { dueOn: '2026-03-01', amount: 46027, covered: true },
        { dueOn: '2026-04-01', amount: 5050959, covered: true },
      ],
      installments: [
        { no: 1, dueOn: '2026-02-01', amount: 50959, paid: 50959, state: 'paid' },
        { no: 2, dueOn: '2026-03-01', amount: 46027, paid: 12000, state: 'carried' },
        { no: 3, dueOn: '2026-04-01', amount: 5050959, paid: 0, state: 'carried' },
      ],
    }))
    renderWithTrpc(<LoanPage id="loan-1" />)
    expect(await screen.findByText('1 of 3 paid · 2 carried to loan GL/2026-27/000009')).toBeTruthy()
    expect(rowsOf()).toEqual([
      ['1 Feb 2026', '₹509.59', '₹509.59', 'Paid'],
      ['1 Mar 2026', '₹460.27', '₹120.00', 'Carried to new loan'],
      ['1 Apr 2026', '₹50,509.59', '₹0.00', 'Carried to new loan'],
    ])
  })

  it('after an early closure: the installments the closing payment settled say so', async () => {
    stubProcedure('portal.loan', () => ({
      ...loan,
      status: 'Closed',
      closedOn: '2026-01-31',
      releaseDueBy: '2026-02-09',
      scheduleEnding: 'closed',
      installments: [{ no: 1, dueOn: '2026-03-01', amount: 10197260, paid: 10098630, state: 'settled' }],
    }))
    stubProcedure('releaseDesk.mine', () => ({
      awaitingRelease: true,
      releaseDueBy: '2026-02-09',
      booking: null,
      slots: [],
    }))
    renderWithTrpc(<LoanPage id="loan-1" />)
    expect(await screen.findByText('0 of 1 paid · 1 settled at closure')).toBeTruthy()
    expect(rowsOf()).toEqual([['1 Mar 2026', '₹1,01,972.60', '₹1,00,986.30', 'Settled at closure']])
  })

  it('a closed loan whose gold is at the shop: the card to book the time to collect it (issue 28)', async () => {
    stubProcedure('portal.loan', () => ({
      ...loan,
      status: 'Closed',
      closedOn: '2026-01-31',
      releaseDueBy: '2026-02-09',
    }))
    const reads = stubProcedure('releaseDesk.mine', () => ({
      awaitingRelease: true,
      releaseDueBy: '2026-02-09',
      booking: { date: '2026-02-03', time: '11:30' },
      slots: [{ date: '2026-02-03', time: '12:00', left: 2 }],
    }))
    renderWithTrpc(<LoanPage id="loan-1" />)
    const card = within(await screen.findByRole('region', { name: 'Collect your gold' }))
    expect(await card.findByText(/Your slot: 11:30 on 3 Feb 2026\./)).toBeTruthy()
    expect(card.getByText(/within 7 working days of closing: by 9 Feb 2026/)).toBeTruthy()
    expect(card.getByRole('button', { name: /^12:00/ })).toBeTruthy()
    expect(reads.map((c) => c.input)).toEqual([{ loanId: 'loan-1' }])
  })
})
