import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { BooksControlCard } from './books-control-card.tsx'

useMockServer()

const checks = (principalDifference: number) => [
  { account: '1400', books: 15_000_000, subLedger: 15_000_000 - principalDifference, difference: principalDifference },
  { account: '1410', books: 0, subLedger: 0, difference: 0 },
  { account: '2100', books: 0, subLedger: 0, difference: 0 },
]

describe('Books tie to loans (dashboard card)', () => {
  it('shows the differences per account in rupees with links to the loans that cause them', async () => {
    stubProcedure('books.lastControlCheck', () => ({
      asOf: '2026-11-26',
      ok: false,
      ranAt: '2026-11-26T20:30:00.000Z',
      checks: checks(250_000),
      loansOutOfBalance: [{ loanId: 'L9', loanNumber: 'GL/2026-27/000009', account: '1400', difference: 250_000 }],
    }))
    renderWithTrpc(<BooksControlCard />)
    expect(await screen.findByText('Out of balance')).toBeTruthy()
    const card = screen.getByText('Books tie to loans').closest('.card')!
    expect(card.textContent.replace(/\s+/g, ' ')).toContain('Gold loans principal (1400): difference ₹2,500.00')
    expect(screen.getByRole('link', { name: 'Loan GL/2026-27/000009' }).getAttribute('href')).toBe('/loans/L9')
  })

  it('"Check now" runs the check and shows its result', async () => {
    stubProcedure('books.lastControlCheck', () => null)
    const calls = stubProcedure('books.runControlCheck', () => ({
      asOf: '2026-11-27',
      ok: true,
      ranAt: '2026-11-27T10:00:00.000Z',
      checks: checks(0),
      loansOutOfBalance: [],
    }))
    renderWithTrpc(<BooksControlCard />)
    expect(await screen.findByText('Not checked yet.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Check now' }))
    expect(await screen.findByText('Books tie to loans', { selector: '.badge' })).toBeTruthy()
    expect(screen.getByText('as of 2026-11-27')).toBeTruthy()
    expect(calls).toHaveLength(1)
  })
})
