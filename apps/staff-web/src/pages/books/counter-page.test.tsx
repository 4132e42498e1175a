import { booksErrors } from '@gold/core/books/books-errors'
import { formQueries } from '@gold/ui/test-support/form-queries'
import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SessionContext } from '../../session.ts'
import { staffSession } from '../../session-test-fixture.ts'
import { CounterPage } from './counter-page.tsx'

useMockServer()

const { input, fieldError } = formQueries()
const text = (el: HTMLElement) => el.textContent?.replace(/\s+/g, ' ').trim()

type CounterRow = {
  number: number
  name: string
  open: boolean
  openedById: string | null
  openedByName: string | null
  openedOn: string | null
  floatPaise: number | null
  expectedPaise: number | null
}

const closedCounter: CounterRow = {
  number: 1,
  name: 'Counter 1',
  open: false,
  openedById: null,
  openedByName: null,
  openedOn: null,
  floatPaise: null,
  expectedPaise: null,
}
const mineOpen = (expectedPaise: number): CounterRow => ({
  ...closedCounter,
  open: true,
  openedById: 'usr-1',
  openedByName: 'Karan Staff',
  openedOn: '2026-11-27',
  floatPaise: 200_000,
  expectedPaise,
})

function renderPage(counters: CounterRow[]) {
  stubProcedure('books.counters', () => counters)
  const open = stubProcedure('books.openCounter', () => ({
    counterNumber: 1,
    name: 'Counter 1',
    openedOn: '2026-11-27',
    floatPaise: 0,
    journalId: null,
  }))
  const close = stubProcedure('books.closeCounter', () => ({
    counterNumber: 1,
    name: 'Counter 1',
    expectedPaise: 1_234_500,
    countedPaise: 1_233_500,
    differencePaise: -1_000,
    overShortJournalId: 'j-9',
  }))
  const user = userEvent.setup()
  renderWithTrpc(
    <SessionContext.Provider value={staffSession()}>
      <CounterPage />
    </SessionContext.Provider>,
  )
  return { user, open, close }
}

describe('opening a counter', () => {
  it('adds up the float by denomination as it is typed and sends the counts', async () => {
    const { user, open } = renderPage([closedCounter])
    const form = await screen.findByRole('form', { name: 'Open a counter' })
    await user.type(input('₹500 notes'), '4')
    await user.type(input('₹100 notes'), '10')
    await user.type(input('₹10 notes'), '3')
    await user.type(input('Coins'), '7.50')
    expect(text(within(form).getByText(/^Total counted/))).toBe('Total counted: ₹3,037.50')
    await user.click(within(form).getByRole('button', { name: /^Open counter 1 with ₹3,037.50$/ }))
    await waitFor(() => expect(open).toHaveLength(1))
    expect(open[0]!.input).toEqual({ counterNumber: 1, count: { notes: { 500: 4, 100: 10, 10: 3 }, coinsPaise: 750 } })
  })

  it('refuses a count that is not a whole number, with the API’s message, and sends nothing', async () => {
    const { user, open } = renderPage([])
    const form = await screen.findByRole('form', { name: 'Open a counter' })
    await user.type(input('₹200 notes'), '2.5')
    await user.click(within(form).getByRole('button', { name: /^Open counter 1/ }))
    await waitFor(() => expect(fieldError('₹200 notes')).toBe(booksErrors.table.invalidNoteCount.message))
    expect(open).toEqual([])
  })

  it('lists who has each counter open', async () => {
    renderPage([
      { ...mineOpen(5_000), number: 2, name: 'Counter 2', openedById: 'usr-7', openedByName: 'Priya' },
      closedCounter,
    ])
    const table = await screen.findByRole('table', { name: 'Counters' })
    expect(text(table)).toContain('Priya since 27 Nov 2026')
    expect(text(table)).toContain('Closed')
  })
})

describe('closing my counter', () => {
  it('shows expected, counted and the shortage, asks for a reason, and confirms before closing', async () => {
    const { user, close } = renderPage([mineOpen(1_234_500)])
    const form = await screen.findByRole('form', { name: 'Close Counter 1' })
    await user.type(input('₹500 notes'), '24')
    await user.type(input('₹200 notes'), '3')
    await user.type(input('₹50 notes'), '1')
    // ₹12,000 + ₹600 + ₹50 = ₹12,650 against ₹12,345 expected.
    expect(text(within(form).getByText(/^Total counted/))).toBe('Total counted: ₹12,650.00')
    expect(text(within(form).getByText(/^Over by/))).toBe('Over by ₹305.00')
    expect(screen.getByLabelText('Why is there extra cash?')).toBeTruthy()
    await user.clear(input('₹50 notes'))
    await user.clear(input('₹200 notes'))
    await user.type(input('₹200 notes'), '1')
    await user.type(input('₹100 notes'), '1')
    await user.type(input('Coins'), '35')
    // ₹12,000 + ₹200 + ₹100 + ₹35 = ₹12,335 against ₹12,345 expected.
    expect(text(within(form).getByText(/^Short by/))).toBe('Short by ₹10.00')

    await user.click(within(form).getByRole('button', { name: 'Review and close' }))
    await waitFor(() =>
      expect(fieldError('Why is the cash short?')).toBe(booksErrors.table.overShortReasonRequired.message),
    )
    expect(screen.queryByRole('group', { name: 'Confirm closing Counter 1' })).toBeNull()

    await user.type(input('Why is the cash short?'), 'Gave ₹10 extra change')
    await user.click(within(form).getByRole('button', { name: 'Review and close' }))
    const confirm = await screen.findByRole('group', { name: 'Confirm closing Counter 1' })
    expect(text(confirm)).toContain('Cash the books expect₹12,345.00')
    expect(text(confirm)).toContain('Cash you counted₹12,335.00')
    expect(text(confirm)).toContain(
      'Short by ₹10.00 will be written to “Cash over/short”. Reason: Gave ₹10 extra change',
    )
    expect(close).toEqual([])

    await user.click(within(confirm).getByRole('button', { name: 'Close Counter 1' }))
    await screen.findByText('Counter 1 is closed')
    expect(close.map((c) => c.input)).toEqual([
      {
        counterNumber: 1,
        count: { notes: { 500: 24, 200: 1, 100: 1 }, coinsPaise: 3_500 },
        reason: 'Gave ₹10 extra change',
      },
    ])
  })

  it('needs no reason when the count matches', async () => {
    const { user, close } = renderPage([mineOpen(50_000)])
    const form = await screen.findByRole('form', { name: 'Close Counter 1' })
    await user.type(input('₹500 notes'), '1')
    expect(within(form).getByText('No difference: the cash matches')).toBeTruthy()
    expect(screen.queryByLabelText(/^Why/)).toBeNull()
    await user.click(within(form).getByRole('button', { name: 'Review and close' }))
    const confirm = await screen.findByRole('group', { name: 'Confirm closing Counter 1' })
    await user.click(within(confirm).getByRole('button', { name: 'Back' }))
    expect(close).toEqual([])
    await user.click(await screen.findByRole('button', { name: 'Review and close' }))
    await user.click(
      within(await screen.findByRole('group', { name: 'Confirm closing Counter 1' })).getByRole('button', {
        name: 'Close Counter 1',
      }),
    )
    await waitFor(() => expect(close).toHaveLength(1))
    expect(close[0]!.input).toEqual({ counterNumber: 1, count: { notes: { 500: 1 }, coinsPaise: 0 } })
  })
})
