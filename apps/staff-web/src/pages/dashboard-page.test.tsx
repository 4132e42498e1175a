import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SessionContext } from '../session.ts'
import { staffSession } from '../session-test-fixture.ts'
import { DashboardPage } from './dashboard-page.tsx'

useMockServer()

const employee = staffSession()
const manager = staffSession({ name: 'Meera Manager', roles: ['manager'] })

/** The real client batches the dashboard's reads and a batch fails as a whole: every other card is answered. */
function stubOtherCards() {
  stubProcedure('tickets.unreadCount', () => ({ unreadCount: 0, openCount: 0 }))
  stubProcedure('customers.summary', () => ({ total: 0, awaitingKyc: 0 }))
  stubProcedure('loans.dashboard', () => ({ awaitingRelease: [], overdue: [] }))
  stubProcedure('reports.shortfalls', () => ({ rate22kPaise: null, loans: [] }))
  stubProcedure('valuations.emisDue', () => ({ emis: [] }))
  stubProcedure('gateway.heldPayments', () => ({ waiting: [], refunded: [], waitingCount: 0 }))
  // Issue 28's first-run checklist (owner and manager): a shop already set up shows none.
  stubProcedure('shop.profile', () => ({ legalName: 'Shop Ltd', address: 'Main Road' }) as never)
  stubProcedure('goldRates.current', () => ({ source: 'shop' }) as never)
  stubProcedure('custody.places', () => [
    { id: 'p1', safe: 'A', tray: '1', slot: '1', label: 'Safe A / Tray 1 / Slot 1', active: true },
  ])
}

describe('Dashboard: today’s valuations', () => {
  // Issue 23: "loans ₹2,68,601.30" read as money lent; it is what the valuations estimate could be lent.
  it('labels the valuations’ loan figure as an estimate, not as loans', async () => {
    stubProcedure('valuations.today', () => ({ count: 3, totalValuePaise: 35813507, loansPaise: 26860130 }))
    // The real client batches the dashboard's reads, and a batch fails as a whole: each is answered.
    stubProcedure('tickets.unreadCount', () => ({ unreadCount: 0, openCount: 0 }))
    stubProcedure('customers.summary', () => ({ total: 12, awaitingKyc: 0 }))
    stubProcedure('loans.dashboard', () => ({ awaitingRelease: [], overdue: [] }))
    stubProcedure('reports.shortfalls', () => ({ rate22kPaise: null, loans: [] }))
    stubProcedure('valuations.emisDue', () => ({ emis: [] }))
    renderWithTrpc(
      <SessionContext.Provider value={employee}>
        <DashboardPage />
      </SessionContext.Provider>,
    )
    const card = (await screen.findByText("Today's valuations")).closest('.card')!
    const text = card.textContent.replace(/\s+/g, ' ')
    expect(text).toContain('Gold worth ₹3,58,135.07, estimated loan ₹2,68,601.30 (not money lent)')
    expect(text).not.toMatch(/, loans ₹/)
  })
})

describe('Dashboard: approvals', () => {
  it('shows a checker how many requests wait, with the way to the inbox', async () => {
    stubProcedure('valuations.today', () => ({ count: 0, totalValuePaise: 0, loansPaise: 0 }))
    stubOtherCards()
    stubProcedure('approvals.counts', () => ({ pending: 2, byAction: [{ action: 'disbursement' as const, count: 2 }] }))
    // A manager reads the books too: the dashboard's books card joins the batch.
    stubProcedure('books.lastControlCheck', () => null)
    renderWithTrpc(
      <SessionContext.Provider value={manager}>
        <DashboardPage />
      </SessionContext.Provider>,
    )
    const card = (await screen.findByText('Waiting for approval')).closest('.card')!
    expect(card.textContent).toContain('2')
    expect(screen.getByRole('link', { name: 'Open the inbox' }).getAttribute('href')).toBe('/approvals')
  })

  it('leaves the card out for someone who cannot decide (a cashier)', async () => {
    stubProcedure('valuations.today', () => ({ count: 0, totalValuePaise: 0, loansPaise: 0 }))
    stubOtherCards()
    renderWithTrpc(
      <SessionContext.Provider value={employee}>
        <DashboardPage />
      </SessionContext.Provider>,
    )
    await screen.findByText("Today's valuations")
    expect(screen.queryByText('Waiting for approval')).toBeNull()
  })
})
