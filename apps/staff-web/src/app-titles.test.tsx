import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { cleanup, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { App } from './app.tsx'
import { staffSession } from './session-test-fixture.ts'
import { ticketFixture } from './pages/tickets/ticket-test-fixture.ts'

useMockServer()

const admin = staffSession({ name: 'Asha Admin', role: 'TENANT_ADMIN' })

/** The browser title once the screen at `path` has rendered (its data may still be loading). */
async function titleAt(path: string, until: (title: string) => boolean) {
  stubProcedure('tickets.unreadCount', () => ({ unreadCount: 0, openCount: 0 }))
  window.history.replaceState(null, '', path)
  renderWithTrpc(<App />)
  await waitFor(() => expect(until(document.title)).toBe(true))
  const title = document.title
  cleanup()
  return title
}

describe('Staff app: every page has its own browser title', () => {
  it('names the page before the app, so tabs and history tell the pages apart', async () => {
    stubProcedure('auth.me', () => admin)
    const titles = new Map<string, string>()
    for (const path of [
      '/',
      '/borrowers',
      '/borrowers/new',
      '/valuations',
      '/valuations/new',
      '/loans',
      '/loans/settings',
      '/reports',
      '/banks',
      '/billing',
      '/tickets',
      '/no-such-page',
    ]) {
      titles.set(path, await titleAt(path, (t) => t !== 'Gold Desk' && t.endsWith(' · Gold Desk')))
    }
    expect(Object.fromEntries(titles)).toMatchObject({
      '/': 'Dashboard · Gold Desk',
      '/borrowers': 'Borrowers · Gold Desk',
      '/borrowers/new': 'New borrower · Gold Desk',
      '/valuations': 'Valuations · Gold Desk',
      '/valuations/new': 'New valuation · Gold Desk',
      '/loans': 'Loans · Gold Desk',
      '/billing': 'Billing · Gold Desk',
      '/tickets': 'Tickets · Gold Desk',
      '/no-such-page': 'Page not found · Gold Desk',
    })
    expect(new Set(titles.values()).size).toBe(titles.size)
  })

  it('a record names itself: a ticket by its subject', async () => {
    stubProcedure('auth.me', () => admin)
    stubProcedure('tickets.get', () => ({ ticket: ticketFixture() }))
    stubProcedure('tickets.messages', () => ({ messages: [], status: 'Open', canReply: true }))
    expect(await titleAt('/tickets/tkt-1', (t) => t !== 'Gold Desk')).toBe('EMI date query · Gold Desk')
  })

  it('the sign-in page when signed out', async () => {
    stubProcedure('auth.me', () => null)
    expect(await titleAt('/', (t) => t.startsWith('Sign in'))).toBe('Sign in · Gold Desk')
  })

  it('the public certificate check, like every signed-out page', async () => {
    stubProcedure('auth.me', () => null)
    expect(await titleAt('/verify/ABCD2345', (t) => t !== 'Gold Desk')).toBe('Certificate verification · Gold Desk')
  })
})
