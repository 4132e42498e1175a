import { shopErrors } from '@gold/core/shop/shop-errors'
import { formQueries } from '@gold/ui/test-support/form-queries'
import {
  renderWithTrpc,
  stubProcedure,
  useMockServer,
  type ProcedureInput,
  type ProcedureOutput,
} from '@gold/ui/test-support/trpc-mock'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SessionContext, type Session } from '../../session.ts'
import { GoldRatePage } from './gold-rate-page.tsx'
import { staffSession } from '../../session-test-fixture.ts'

useMockServer()

const admin = staffSession({ name: 'Asha Admin', role: 'TENANT_ADMIN' })
const employee = staffSession()
const m = (key: keyof typeof shopErrors.table) => shopErrors.table[key].message

const demoRate: ProcedureOutput<'goldRates.current'> = {
  rate22kPaise: 600_000,
  rate24kPaise: 654_367,
  source: 'demo',
  at: new Date('2026-01-03T04:30:00Z'),
  enteredBy: null,
  ageMinutes: 2 * 24 * 60 + 5,
}

function renderPage(
  session: Session,
  enter: (input: ProcedureInput<'goldRates.enter'>) => ProcedureOutput<'goldRates.enter'> = () => demoRate,
) {
  stubProcedure('goldRates.current', () => demoRate)
  const history = stubProcedure('goldRates.history', () => ({
    from: '2026-01-04',
    to: '2026-01-05',
    days: [
      { date: '2026-01-04', rate22kPaise: 600_000, shop: false },
      { date: '2026-01-05', rate22kPaise: 650_000, shop: true },
    ],
  }))
  const calls = stubProcedure('goldRates.enter', enter)
  const user = userEvent.setup()
  renderWithTrpc(
    <SessionContext.Provider value={session}>
      <GoldRatePage />
    </SessionContext.Provider>,
  )
  return { user, calls, history }
}

const { input, fieldError } = formQueries()

describe('Gold rate page', () => {
  it("shows today's rate with its source and age, stale after 12 hours; an employee cannot enter one", async () => {
    const { history } = renderPage(employee)
    const stale = await screen.findByText(/^From demo feed, 2 days old/)
    expect(stale.textContent).toContain('stale')
    expect(stale.getAttribute('data-stale')).toBe('true')
    expect(screen.getByText('₹6,000.00')).toBeTruthy()
    expect(screen.queryByRole('form', { name: 'Enter today’s rate' })).toBeNull()
    // The history chart loads in its own chunk: on a busy machine that takes more than waitFor's default second.
    await waitFor(() => expect(history.map((c) => c.input)).toEqual([{ days: 30 }]), { timeout: 15_000 })
  })

  it('the admin enters the day’s rate: checked as typed, confirmed, then sent', async () => {
    const shopRate = {
      rate22kPaise: 650_000,
      rate24kPaise: 708_897,
      source: 'shop',
      at: new Date('2026-01-05T04:35:00Z'),
      enteredBy: 'Asha Admin',
      ageMinutes: 0,
    }
    const { user, calls } = renderPage(admin, () => shopRate)
    const form = await screen.findByRole('form', { name: 'Enter today’s rate' })
    await user.type(input('22K rate'), '99')
    await user.click(within(form).getByRole('button', { name: 'Review rate' }))
    expect(fieldError('22K rate')).toBe(m('rate22kInvalid'))
    await user.clear(input('22K rate'))
    await user.type(input('22K rate'), '6,500')
    expect(form.textContent).toContain('Leave blank to use ₹7,088.97')
    await user.type(input('24K rate'), '6400')
    expect(fieldError('24K rate')).toBe(m('rate24kBelow22k'))
    await user.clear(input('24K rate'))
    await user.click(within(form).getByRole('button', { name: 'Review rate' }))

    const confirm = screen.getByRole('group', { name: 'Confirm today’s rate' })
    expect(confirm.textContent).toContain('₹6,500.00')
    expect(confirm.textContent).toContain('₹7,088.97')
    expect(calls).toEqual([])
    await user.click(within(confirm).getByRole('button', { name: 'Confirm rate' }))
    await screen.findByText('Today’s rate saved. New valuations use it.')
    expect(calls.map((c) => c.input)).toEqual([{ rate22k: 6500, rate24k: 7088.97 }])
    expect(await screen.findByText('Entered by hand by Asha Admin at 10:05')).toBeTruthy()
  })

  // Issue 23: a 25% cut of the gold rate went through with no second look.
  it('a rate more than 10% from the current one must be confirmed, saying by how much', async () => {
    const { user, calls } = renderPage(admin)
    const form = await screen.findByRole('form', { name: 'Enter today’s rate' })
    await user.type(input('22K rate'), '4500')
    await user.click(within(form).getByRole('button', { name: 'Review rate' }))
    const confirm = screen.getByRole('group', { name: 'Confirm today’s rate' })
    expect(within(confirm).getByRole('status').textContent).toContain(
      'This rate is 25% below the current 22K rate of ₹6,000.00 a gram.',
    )
    const button = within(confirm).getByRole<HTMLButtonElement>('button', { name: 'Confirm rate' })
    expect(button.disabled).toBe(true)
    await user.click(button)
    expect(calls).toEqual([])
    await user.click(within(confirm).getByLabelText('Yes, 22K is ₹4,500.00 a gram today'))
    await user.click(button)
    await waitFor(() => expect(calls.map((c) => c.input)).toEqual([{ rate22k: 4500, rate24k: expect.any(Number) }]))
  })

  it('a rate within 10% of the current one is confirmed as usual', async () => {
    const { user, calls } = renderPage(admin)
    const form = await screen.findByRole('form', { name: 'Enter today’s rate' })
    await user.type(input('22K rate'), '6600')
    await user.click(within(form).getByRole('button', { name: 'Review rate' }))
    const confirm = screen.getByRole('group', { name: 'Confirm today’s rate' })
    expect(within(confirm).queryByRole('status')).toBeNull()
    await user.click(within(confirm).getByRole('button', { name: 'Confirm rate' }))
    await waitFor(() => expect(calls).toHaveLength(1))
  })

  it("shows the server's refusal at its field", async () => {
    const { user } = renderPage(admin, () => {
      throw shopErrors.error('rate24kInvalid')
    })
    const form = await screen.findByRole('form', { name: 'Enter today’s rate' })
    await user.type(input('22K rate'), '6500')
    await user.type(input('24K rate'), '7100')
    await user.click(within(form).getByRole('button', { name: 'Review rate' }))
    await user.click(screen.getByRole('button', { name: 'Confirm rate' }))
    await waitFor(() => expect(fieldError('24K rate')).toBe(m('rate24kInvalid')))
  })
})
