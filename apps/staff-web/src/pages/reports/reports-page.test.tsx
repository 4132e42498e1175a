import { addDays, isoDateOf } from '@gold/core/shared/india-calendar'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { StubError, renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { ReportsPage } from './reports-page.tsx'
import { ShortfallCard } from './shortfall-card.tsx'

useMockServer()

const today = isoDateOf(new Date())
const yesterday = addDays(today, -1)

const portfolio = (asOf: string, activeLoans: number) => ({
  asOf,
  report: {
    activeLoans,
    principal: 659_863_000,
    interest: 1_234_567,
    penalCharges: 4_500,
    fineGoldGrams: 36.64,
    overdueLoans: 1,
  },
})

const bucket = (loans: number, principal: number) => ({ loans, principal })
const AGEING = {
  current: bucket(1, 1_500_000),
  '1-30': bucket(0, 0),
  '31-60': bucket(0, 0),
  '61-90': bucket(0, 0),
  '91+': bucket(1, 5_098_630),
}

const modes = (cash = 0, bank = 0, upi = 0) => [
  { mode: 'Cash', entries: cash ? 1 : 0, amount: cash },
  { mode: 'BankTransfer', entries: bank ? 1 : 0, amount: bank },
  { mode: 'UPI', entries: upi ? 1 : 0, amount: upi },
]

const DAY_BOOK = {
  date: today,
  disbursements: {
    total: 1_500_000,
    byMode: modes(1_500_000),
    entries: [entry('d1', 'DISBURSEMENT', 'Cash', 1_500_000)],
  },
  collections: {
    total: 5_000_000,
    byMode: modes(0, 0, 5_000_000),
    entries: [entry('p1', 'PAYMENT', 'UPI', 5_000_000)],
  },
}

function entry(id: string, type: string, mode: string, amount: number) {
  return {
    id,
    loanId: `loan-${id}`,
    loanNumber: `GL/2026-27/00000${id.slice(1)}`,
    customerId: 'cus-1',
    borrower: 'Asha Verma',
    type,
    mode,
    reference: type === 'PAYMENT' ? 'UPI-77' : null,
    receiptNumber: type === 'PAYMENT' ? 'PR/2026-27/000001' : null,
    amount,
    principal: amount,
    interest: 0,
    penalCharges: 0,
  }
}

const SERIES = {
  today,
  outstanding: [{ date: today, loans: 2, principal: 6_598_630, total: 6_700_000 }],
  collections: {
    modes: ['Cash', 'BankTransfer', 'UPI'],
    days: [{ date: today, total: 5_000_000, byMode: { Cash: 0, BankTransfer: 0, UPI: 5_000_000 } }],
  },
  ageing: AGEING,
  goldRates: [{ date: today, rate22kPaise: 600_000 }],
}

function stubReports() {
  return {
    portfolio: stubProcedure('reports.portfolio', (input) => {
      const asOf = (input as { asOf: string }).asOf
      return portfolio(asOf, asOf === today ? 2 : 3)
    }),
    ageing: stubProcedure('reports.ageing', (input) => ({ asOf: (input as { asOf: string }).asOf, report: AGEING })),
    dayBook: stubProcedure('reports.dayBook', (input) => ({ ...DAY_BOOK, date: (input as { date: string }).date })),
    series: stubProcedure('reports.series', () => SERIES),
  }
}

const card = (name: string) => screen.getByRole('region', { name })
const stat = (region: HTMLElement, label: string) =>
  within(region).getByText(label).nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim()

describe('Reports page', () => {
  it('shows the three reports of today with their CSV downloads and the charts', { timeout: 30_000 }, async () => {
    const calls = stubReports()
    renderWithTrpc(<ReportsPage />)
    await screen.findByText('Open loans')
    const p = card('Portfolio')
    expect(stat(p, 'Open loans')).toBe('2')
    expect(stat(p, 'Principal outstanding')).toBe('₹65,98,630.00')
    expect(stat(p, 'Fine gold held')).toBe('36.64 g')
    expect(calls.portfolio[0]!.input).toEqual({ asOf: today })

    const ageing = await screen.findByRole('table', { name: 'Open loans by days past due' })
    expect(within(ageing).getByText('91+ days').closest('tr')?.textContent).toContain('₹50,986.30')

    const book = card('Day book')
    await within(book).findByRole('table', { name: 'Collections entries' })
    expect(within(book).getByRole('heading', { name: /Collections: ₹50,000.00/ })).toBeTruthy()
    expect(within(book).getByRole('list', { name: 'Collections by mode' }).textContent).toContain('UPI: ₹50,000.00 (1)')
    expect(within(book).getByText('PR/2026-27/000001')).toBeTruthy()

    const links = screen.getAllByRole('link', { name: /Download CSV/ }).map((a) => a.getAttribute('href'))
    expect(links).toEqual([
      `/api/reports/portfolio?asOf=${today}&format=csv`,
      `/api/reports/ageing?asOf=${today}&format=csv`,
      `/api/reports/day-book?date=${today}&format=csv`,
    ])

    // The charts load lazily (recharts is most of the page's weight): slow on a busy machine.
    await screen.findByText('Daily closing 22K rate per gram, last 30 days', undefined, { timeout: 15_000 })
    expect(screen.getByText(`Latest close ₹6,000 a gram on ${today}.`)).toBeTruthy()
    expect(screen.getByText('Principal by days past due')).toBeTruthy()
    expect(calls.series).toHaveLength(1)
  })

  it('reads every report again for another day, and links that day’s CSV', async () => {
    const calls = stubReports()
    renderWithTrpc(<ReportsPage />)
    await screen.findByText('Open loans')
    fireEvent.change(screen.getByLabelText(/^As of/), { target: { value: yesterday } })
    await waitFor(() => expect(stat(card('Portfolio'), 'Open loans')).toBe('3'))
    expect(calls.portfolio.at(-1)!.input).toEqual({ asOf: yesterday })
    expect(calls.ageing.at(-1)!.input).toEqual({ asOf: yesterday })
    expect(calls.dayBook.at(-1)!.input).toEqual({ date: yesterday })
    expect(screen.getAllByRole('link', { name: /Download CSV/ })[2]!.getAttribute('href')).toBe(
      `/api/reports/day-book?date=${yesterday}&format=csv`,
    )
    // A day to come is not taken (the API would refuse it).
    fireEvent.change(screen.getByLabelText(/^As of/), { target: { value: addDays(today, 1) } })
    expect(screen.getByLabelText<HTMLInputElement>(/^As of/).value).toBe(yesterday)
  })

  it('shows the server’s refusal where a report could not be read', async () => {
    stubReports()
    stubProcedure('reports.dayBook', () => {
      throw new StubError(400, 'Dates may not be in the future.')
    })
    renderWithTrpc(<ReportsPage />)
    expect(await within(card('Day book')).findByText('Dates may not be in the future.')).toBeTruthy()
  })
})

describe('Shortfall card', () => {
  it('lists the loans short of gold with the amount to pay', async () => {
    stubProcedure('reports.shortfalls', () => ({
      rate22kPaise: 500_000,
      loans: [
        {
          id: 'loan-1',
          loanNumber: 'GL/2026-27/000001',
          customer: { id: 'cus-1', name: 'Asha Verma', phone: '9876543210' },
          shortfallOn: today,
          outstanding: 15_000_000,
          goldValue: 14_985_009,
          permitted: 12_737_257,
          excess: 2_262_743,
          ratioBp: 8500,
          ltvBp: 10_011,
        },
      ],
    }))
    renderWithTrpc(<ShortfallCard />)
    const table = await screen.findByRole('table', { name: 'Loans above their permitted loan-to-value' })
    const row = within(table)
      .getByRole('link', { name: /Asha Verma/ })
      .closest('tr')!
    expect(row.textContent).toContain('100.11%')
    expect(row.textContent).toContain('(max 85%)')
    expect(row.textContent).toContain('₹22,627.43')
    expect(screen.getByText('1 short of gold')).toBeTruthy()
  })

  it('says so when no loan is short, with the rate in Indian grouping', async () => {
    stubProcedure('reports.shortfalls', () => ({ rate22kPaise: 12_345_650, loans: [] }))
    renderWithTrpc(<ShortfallCard />)
    expect(await screen.findByText('No shortfall')).toBeTruthy()
    expect(screen.getByText(/at ₹1,23,456\.50 a gram \(22K\)/)).toBeTruthy()
  })

  it('writes a whole rupee rate without paise', async () => {
    stubProcedure('reports.shortfalls', () => ({ rate22kPaise: 350_000, loans: [] }))
    renderWithTrpc(<ShortfallCard />)
    expect(await screen.findByText(/at ₹3,500 a gram \(22K\)/)).toBeTruthy()
  })
})
