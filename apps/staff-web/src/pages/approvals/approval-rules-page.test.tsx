import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ApprovalRulesPage } from './approval-rules-page.tsx'

useMockServer()

const rules = [
  {
    action: 'disbursement',
    kind: 'amountAbove',
    label: 'Disbursement (loan or top-up) above',
    enabled: false,
    threshold: 0,
  },
  { action: 'release', kind: 'always', label: 'Every release of gold', enabled: false, threshold: null },
  {
    action: 'backDatedEntry',
    kind: 'daysOlderThan',
    label: 'Back-dated entry older than (days)',
    enabled: false,
    threshold: 0,
  },
] as const

describe('Approval rules', () => {
  it('turns rules on with thresholds in rupees and days, and sends paise and days', async () => {
    stubProcedure('approvals.rules.get', () => rules.map((r) => ({ ...r })))
    const calls = stubProcedure('approvals.rules.update', () => rules.map((r) => ({ ...r })))
    renderWithTrpc(<ApprovalRulesPage />)
    await userEvent.click(await screen.findByLabelText('Disbursement (loan or top-up) above'))
    const amount = screen.getByLabelText('Disbursement (loan or top-up) above (₹)')
    await userEvent.clear(amount)
    await userEvent.type(amount, '1,00,000')
    await userEvent.click(screen.getByLabelText('Every release of gold'))
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }))
    expect(await screen.findByText('Rules saved.')).toBeTruthy()
    expect(calls.map((c) => c.input)).toEqual([
      {
        rules: [
          { action: 'disbursement', enabled: true, threshold: 10_000_000 },
          { action: 'release', enabled: true, threshold: null },
          { action: 'backDatedEntry', enabled: false, threshold: 0 },
        ],
      },
    ])
  })

  it('refuses a threshold that is not a number on a rule that is on, and sends nothing', async () => {
    stubProcedure('approvals.rules.get', () => rules.map((r) => ({ ...r })))
    const calls = stubProcedure('approvals.rules.update', () => [])
    renderWithTrpc(<ApprovalRulesPage />)
    await userEvent.click(await screen.findByLabelText('Back-dated entry older than (days)'))
    const days = screen.getByLabelText('Back-dated entry older than (days) (days)')
    await userEvent.clear(days)
    await userEvent.type(days, 'three')
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }))
    expect(screen.getByText('Enter whole days (0 to 9999).')).toBeTruthy()
    expect(calls).toHaveLength(0)
  })
})
