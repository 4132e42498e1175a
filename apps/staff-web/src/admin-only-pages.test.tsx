import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { App } from './app.tsx'
import { staffSession } from './session-test-fixture.ts'

useMockServer()

const employee = staffSession({ userId: 'usr-2' })

function openAsEmployee(path: string) {
  stubProcedure('auth.me', () => employee)
  stubProcedure('tickets.unreadCount', () => ({ unreadCount: 0, openCount: 0 }))
  const loans = stubProcedure('loans.get', () => {
    throw new Error('an admin-only path must not be read as a loan id')
  })
  window.history.replaceState(null, '', path)
  renderWithTrpc(<App />)
  return { loans }
}

// Issue 23: an employee at /loans/settings was shown "Loan not found" (the path fell through to /loans/:id).
describe('Staff app: an admin-only page opened by an employee', () => {
  it('/loans/settings says only the shop admin can change loan settings, and reads no loan', async () => {
    const { loans } = openAsEmployee('/loans/settings')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Only the shop admin can change loan settings' }),
    ).toBeTruthy()
    expect(screen.queryByText('Loan not found')).toBeNull()
    expect(loans).toEqual([])
    expect(document.title).toMatch(/^Only the shop admin/)
  })

  it('another admin-only page says it is for the shop admin rather than missing', async () => {
    openAsEmployee('/settings/staff')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Only the shop admin can open this page' }),
    ).toBeTruthy()
  })

  it('the loans list offers no Loan settings link to an employee', async () => {
    stubProcedure('loans.list', () => ({ items: [], nextCursor: null }))
    openAsEmployee('/loans')
    expect(await screen.findByRole('heading', { level: 1, name: 'Loans' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Loan settings' })).toBeNull()
  })
})
