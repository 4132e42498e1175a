import { releaseDeskErrors } from '@gold/core/release-desk/release-desk-errors'
import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ReleaseCollectCard } from './release-collect-card.tsx'

useMockServer()

const loan = { id: 'loan-1', closedOn: '2026-11-27', releaseDueBy: '2026-12-05' }
const slots = [
  { date: '2026-12-01', time: '10:00', left: 2 },
  { date: '2026-12-01', time: '10:30', left: 1 },
  { date: '2026-12-02', time: '10:30', left: 2 },
  { date: '2026-12-02', time: '11:00', left: 2 },
]
const mine = (over: object = {}) => ({
  awaitingRelease: true,
  releaseDueBy: '2026-12-05',
  booking: null,
  slots,
  ...over,
})
const render = () => renderWithTrpc(<ReleaseCollectCard loan={loan} />)
const tap = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }))
const picked = async (day: RegExp, time: RegExp) => {
  fireEvent.click(await screen.findByRole('button', { name: day }))
  const times = within(screen.getByRole('group', { name: /^Choose a time/ }))
  fireEvent.click(times.getByRole('button', { name: time }))
}

describe('release slot picker on the loan page (issue 28)', () => {
  it('a day, then a time, then a confirmation: nothing is sent before the borrower confirms', async () => {
    let booked: { date: string; time: string } | null = null
    const reads = stubProcedure('releaseDesk.mine', () => mine({ booking: booked }))
    const books = stubProcedure('releaseDesk.bookMine', ({ slot }) => {
      booked = slot
      return slot
    })
    render()
    expect((await screen.findByRole('region', { name: 'Collect your gold' })).textContent).toContain(
      'Closed on 27 Nov 2026. The shop returns your gold within 7 working days of closing: by 5 Dec 2026.',
    )
    expect(await screen.findByText('Book a time to collect your gold: choose a day, then a time.')).toBeTruthy()
    // The first day is shown first; the second day's times after choosing it.
    expect(screen.getByRole('button', { name: /^Tue\s*1 Dec 2026$/ }).getAttribute('aria-pressed')).toBe('true')
    await picked(/^Wed\s*2 Dec 2026$/, /^10:30\s*2 left$/)
    expect(screen.getByText('Book 10:30 on 2 Dec 2026?')).toBeTruthy()
    tap('Choose another')
    expect(screen.queryByText('Book 10:30 on 2 Dec 2026?')).toBeNull()
    expect(books).toHaveLength(0)

    await picked(/^Wed/, /^11:00/)
    tap('Book this slot')
    expect((await screen.findByText('Slot booked')).closest('[role=status]')?.textContent).toBe(
      'Slot bookedYour slot: 11:00 on 2 Dec 2026. Bring your gold receipt and ID.' +
        'To change it, choose another slot below: the new slot replaces this one.',
    )
    expect(books.map((c) => c.input)).toEqual([{ loanId: 'loan-1', slot: { date: '2026-12-02', time: '11:00' } }])
    await waitFor(() => expect(reads.length).toBe(2))
  })

  it('a booked slot is shown, and booking another says it replaces it', async () => {
    stubProcedure('releaseDesk.mine', () => mine({ booking: { date: '2026-12-01', time: '10:00' } }))
    const books = stubProcedure('releaseDesk.bookMine', ({ slot }) => slot)
    render()
    expect(await screen.findByText(/Your slot: 10:00 on 1 Dec 2026\. Bring your gold receipt and ID\./)).toBeTruthy()
    // Their own slot is marked, not offered again.
    const own = screen.getByRole('button', { name: '10:00 Your slot' })
    expect((own as HTMLButtonElement).disabled).toBe(true)
    expect(own.getAttribute('aria-current')).toBe('true')
    await picked(/^Wed/, /^10:30/)
    expect(screen.getByText('This replaces your slot at 10:00 on 1 Dec 2026.')).toBeTruthy()
    tap('Book this slot')
    await screen.findByText('Slot booked')
    expect(books).toHaveLength(1)
  })

  it("a full slot: the server's words, and the slots fetched again", async () => {
    let full = false
    const reads = stubProcedure('releaseDesk.mine', () =>
      mine({ slots: full ? slots.filter((s) => s.time !== '10:30' || s.date !== '2026-12-01') : slots }),
    )
    stubProcedure('releaseDesk.bookMine', () => {
      full = true
      throw releaseDeskErrors.error('slotFull')
    })
    render()
    await picked(/^Tue/, /^10:30\s*1 left$/)
    tap('Book this slot')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The slot was not bookedThis slot is full. Choose another. The open slots have been refreshed.',
    )
    await waitFor(() => expect(reads.length).toBe(2))
    const times = within(screen.getByRole('group', { name: /^Choose a time/ }))
    await waitFor(() => expect(times.queryByRole('button', { name: /^10:30/ })).toBeNull())
    expect(times.getByRole('button', { name: /^10:00/ })).toBeTruthy()
  })

  it('a slot no longer open (400) shows its message', async () => {
    stubProcedure('releaseDesk.mine', () => mine())
    stubProcedure('releaseDesk.bookMine', () => {
      throw releaseDeskErrors.error('slotNotOpen')
    })
    render()
    await picked(/^Tue/, /^10:00/)
    tap('Book this slot')
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This slot is not open for booking. Choose another.',
    )
  })

  it('no open slot: call the branch', async () => {
    stubProcedure('releaseDesk.mine', () => mine({ slots: [] }))
    render()
    expect(await screen.findByText(/No slots are open in the next two weeks/)).toBeTruthy()
  })
})
