import { loanSettingsErrors } from '@gold/core/loans/loan-settings'
import { formQueries } from '@gold/ui/test-support/form-queries'
import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { LoanSettingsPage } from './loan-settings-page.tsx'

useMockServer()

const settings = {
  ltvUpTo250k: 85,
  ltvUpTo500k: 80,
  ltvAbove500k: 75,
  releaseCompensationPerDay: 500_000,
  defaultThresholdDays: 90,
  auctionNoticeDays: 14,
  penalRate: 2,
  graceDays: 7,
  cashNeedsOpenCounter: false,
  goldRules2025: false,
  holidays: [],
}

const { input, fieldError } = formQueries()

async function renderPage() {
  stubProcedure('loans.settings.get', () => settings)
  const update = stubProcedure('loans.settings.update', (body) => ({ ...settings, ...(body as object) }))
  const user = userEvent.setup()
  renderWithTrpc(<LoanSettingsPage />)
  const form = await screen.findByRole('form', { name: 'Loan settings' })
  return { user, update, form }
}

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(input(label))
  await user.type(input(label), text)
}

describe('loan settings: defaults', () => {
  it('starts from the shop’s defaults and sends the changed ones with the ceilings', async () => {
    const { user, update, form } = await renderPage()
    expect(input('Penal rate').value).toBe('2')
    expect(input('Grace days').value).toBe('7')
    await retype(user, 'Penal rate', '2.5')
    await retype(user, 'Grace days', '10')
    await retype(user, 'Default threshold', '120')
    await retype(user, 'Auction notice period', '30')
    await user.click(within(form).getByRole('button', { name: 'Save settings' }))
    await screen.findByText('Settings saved.')
    expect(update.map((c) => c.input)).toEqual([
      {
        ltvUpTo250k: 85,
        ltvUpTo500k: 80,
        ltvAbove500k: 75,
        releaseCompensationPerDay: 500_000,
        penalRate: 2.5,
        graceDays: 10,
        defaultThresholdDays: 120,
        auctionNoticeDays: 30,
      },
    ])
  })

  it.each([
    ['Exposure up to ₹2,50,000', '150', loanSettingsErrors.table.ltvUpTo250k.message],
    ['Penal rate', '2.345', loanSettingsErrors.table.penalRate.message],
    ['Grace days', '91', loanSettingsErrors.table.graceDays.message],
    ['Default threshold', '10', loanSettingsErrors.table.defaultThresholdDays.message],
    ['Auction notice period', '7', loanSettingsErrors.table.auctionNoticeDays.message],
  ])('%s "%s" is refused inline, nothing sent', async (label, value, message) => {
    const { user, update, form } = await renderPage()
    await retype(user, label, value)
    await user.click(within(form).getByRole('button', { name: 'Save settings' }))
    await waitFor(() => expect(fieldError(label)).toBe(message))
    expect(update).toEqual([])
  })
})

describe('loan settings: cash needs an open counter', () => {
  it('turns the switch on and saves it with the current limits', async () => {
    const { user, update } = await renderPage()
    const card = screen.getByRole('form', { name: 'Cash at the counter' })
    const box = within(card).getByRole('checkbox', { name: 'Cash needs an open counter' })
    expect((box as HTMLInputElement).checked).toBe(false)
    await user.click(box)
    await user.click(within(card).getByRole('button', { name: 'Save' }))
    await within(card).findByText('Saved.')
    expect(update.map((c) => c.input)).toEqual([
      {
        ltvUpTo250k: 85,
        ltvUpTo500k: 80,
        ltvAbove500k: 75,
        releaseCompensationPerDay: 500_000,
        cashNeedsOpenCounter: true,
      },
    ])
  })
})

describe('loan settings: the 2025 gold-lending rules', () => {
  it('is off in a new shop; turning it on saves it with the current limits', async () => {
    const { user, update } = await renderPage()
    const card = screen.getByRole('form', { name: 'RBI gold-lending rules, 2025' })
    const box = within(card).getByRole('checkbox', { name: 'Apply the 2025 gold-lending rules' })
    expect((box as HTMLInputElement).checked).toBe(false)
    await user.click(box)
    await user.click(within(card).getByRole('button', { name: 'Save' }))
    await within(card).findByText('Saved.')
    expect(update.map((c) => c.input)).toEqual([
      { ltvUpTo250k: 85, ltvUpTo500k: 80, ltvAbove500k: 75, releaseCompensationPerDay: 500_000, goldRules2025: true },
    ])
  })
})
