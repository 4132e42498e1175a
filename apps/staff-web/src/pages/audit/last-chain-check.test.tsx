import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LastChainCheck } from './last-chain-check.tsx'

useMockServer()

describe("the daily check of the audit trail's chain", () => {
  it('shows a break to the owner: which entry and how', async () => {
    stubProcedure('audit.lastCheck', () => ({
      ok: false,
      entries: 1,
      break: { problem: 'edited', seq: 2 },
      checkedAt: '2026-11-27T21:00:00.000Z',
    }))
    renderWithTrpc(<LastChainCheck />)
    const alert = await screen.findByText('The daily check found the trail tampered with')
    expect(alert.closest('[role="alert"], .alert')?.textContent).toContain(
      'entry 2 was edited after it was written. 1 entries before it are intact.',
    )
  })

  it('says when the chain was last found intact, or that the check has not run', async () => {
    stubProcedure('audit.lastCheck', () => ({
      ok: true,
      entries: 42,
      break: null,
      checkedAt: '2026-11-27T21:00:00.000Z',
    }))
    const { unmount } = renderWithTrpc(<LastChainCheck />)
    expect(await screen.findByText('Daily check: chain intact')).toBeTruthy()
    unmount()
    stubProcedure('audit.lastCheck', () => null)
    renderWithTrpc(<LastChainCheck />)
    expect(await screen.findByText('The daily check of the chain has not run yet.')).toBeTruthy()
  })
})
