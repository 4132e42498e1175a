import { renderWithTrpc, stubProcedure, useMockServer, type ProcedureOutput } from '@gold/ui/test-support/trpc-mock'
import { cleanup, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { App } from './app.tsx'

useMockServer()

const shop = { name: 'Lakshmi Gold', slug: 'localhost' }
const borrower: Extract<ProcedureOutput<'auth.me'>, { kind: 'customer' }> = {
  sessionId: undefined,
  tenantName: 'Lakshmi Gold',
  kind: 'customer',
  customerId: 'cus-1',
  name: 'Ravi Kumar',
  tenantId: 'ten-1',
  tenantSlug: 'localhost',
}

async function titleAt(path: string, expected: string) {
  stubProcedure('portal.notifications', () => ({
    items: [],
    nextCursor: null,
    unreadCount: 0,
    notificationsSeenAt: null,
  }))
  window.history.replaceState(null, '', path)
  renderWithTrpc(<App />)
  await waitFor(() => expect(document.title).toBe(expected))
  cleanup()
}

describe('Portal: every page has its own browser title, with the shop name', () => {
  it('names the page, then the shop', async () => {
    stubProcedure('auth.tenantBySlug', () => shop)
    stubProcedure('auth.me', () => borrower)
    await titleAt('/', 'My loans · Lakshmi Gold')
    await titleAt('/payments', 'EMI payments · Lakshmi Gold')
    await titleAt('/support', 'Support · Lakshmi Gold')
    await titleAt('/notifications', 'Notifications · Lakshmi Gold')
    await titleAt('/nowhere', 'Page not found · Lakshmi Gold')
  })

  it('the sign-in page when signed out', async () => {
    stubProcedure('auth.tenantBySlug', () => shop)
    stubProcedure('auth.me', () => null)
    await titleAt('/', 'Sign in · Lakshmi Gold')
  })

  it('the SMS release link opens with no sign-in (issue 28)', async () => {
    stubProcedure('auth.tenantBySlug', () => shop)
    stubProcedure('auth.me', () => null)
    const link = stubProcedure('releaseDesk.link', () => ({
      loanNumber: 'GL/2026-27/000012',
      awaitingRelease: true,
      releaseDueBy: '2026-12-05',
      booking: null,
      slots: [],
    }))
    await titleAt('/release-link/tok-5', 'Collect your gold · Lakshmi Gold')
    expect(link.map((c) => c.input)).toEqual([{ tenant: 'localhost', token: 'tok-5' }])
  })
})
