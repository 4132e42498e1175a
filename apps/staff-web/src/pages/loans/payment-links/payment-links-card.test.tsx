import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { StubError, renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { SessionContext } from '../../../session.ts'
import { staffSession } from '../../../session-test-fixture.ts'
import { loanFixture } from '../shared/loan-test-fixture.ts'
import { PaymentLinksCard } from './payment-links-card.tsx'

useMockServer()

const outstanding = { principal: 10_000_000, interest: 98_630, penalCharges: 0, total: 10_098_630 }
const LOAN = loanFixture({ outstanding, nextDue: { dueOn: '2026-04-01', amount: 512_300 } })
const sentLink = (over: Record<string, unknown> = {}) => ({
  id: 'pl-1',
  amount: 512_300,
  channel: 'sms',
  recipient: '9876543210',
  status: 'sent',
  error: null,
  expiresAt: new Date('2026-04-08T18:29:59.999Z'),
  expired: false,
  openedAt: null,
  createdAt: new Date('2026-04-01T05:00:00Z'),
  createdBy: 'Karan Staff',
  ...over,
})

function renderCard(roles: string[] = ['cashier'], links: ReturnType<typeof sentLink>[] = []) {
  stubProcedure('paymentLinks.list', () => links)
  renderWithTrpc(
    <SessionContext.Provider value={staffSession({ roles })}>
      <PaymentLinksCard loan={LOAN} />
    </SessionContext.Provider>,
  )
  return userEvent.setup()
}

describe('Payment links card (issue 27)', () => {
  it('a cashier sends the next due by SMS for 7 days; the answer says what the provider did', async () => {
    const send = stubProcedure('paymentLinks.send', () => sentLink())
    const user = renderCard()
    await user.click(await screen.findByRole('button', { name: 'Send payment link' }))
    const form = screen.getByRole('form', { name: 'Send a payment link' })
    expect(within(form).getByLabelText<HTMLInputElement>(/^Amount/).value).toBe('5,123')
    await user.click(within(form).getByRole('button', { name: 'Send link' }))
    await waitFor(() => expect(send).toHaveLength(1))
    expect(send[0]!.input).toEqual({ loanId: LOAN.id, body: { amount: 512_300, channel: 'sms', expiresInDays: 7 } })
    expect((await screen.findByText(/Link for/)).textContent).toBe('Link for ₹5,123.00: SMS sent.')
  })

  it('by WhatsApp for 30 days with another amount; more than closes the loan is refused before sending', async () => {
    const send = stubProcedure('paymentLinks.send', () => sentLink({ channel: 'whatsapp', status: 'outbox' }))
    const user = renderCard()
    await user.click(await screen.findByRole('button', { name: 'Send payment link' }))
    const form = screen.getByRole('form', { name: 'Send a payment link' })
    const amount = within(form).getByLabelText(/^Amount/)
    await user.clear(amount)
    await user.type(amount, '1,00,986.31')
    await user.click(within(form).getByRole('button', { name: 'Send link' }))
    expect(within(form).getByText('Amount is more than the amount to close this loan.')).toBeTruthy()
    expect(send).toHaveLength(0)
    await user.clear(amount)
    await user.type(amount, '2,000.50')
    await user.selectOptions(within(form).getByLabelText('Send by'), 'whatsapp')
    await user.selectOptions(within(form).getByLabelText('Link expires after'), '30')
    await user.click(within(form).getByRole('button', { name: 'Send link' }))
    await waitFor(() => expect(send).toHaveLength(1))
    expect(send[0]!.input.body).toEqual({ amount: 200_050, channel: 'whatsapp', expiresInDays: 30 })
    // Never "sent" when it only reached the outbox.
    expect((await screen.findByText(/Link for/)).textContent).toContain(
      'Not sent: no WhatsApp provider is set up (kept in the outbox)',
    )
  })

  it("shows the server's refusal above the form", async () => {
    stubProcedure('paymentLinks.send', () => {
      throw new StubError(400, 'A payment link can only be sent for an open loan.')
    })
    const user = renderCard()
    await user.click(await screen.findByRole('button', { name: 'Send payment link' }))
    const form = screen.getByRole('form', { name: 'Send a payment link' })
    await user.click(within(form).getByRole('button', { name: 'Send link' }))
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'A payment link can only be sent for an open loan.',
    )
  })

  it('lists sent links with their delivery and expiry; without the permission there is no send button', async () => {
    renderCard(
      ['appraiser'],
      [sentLink({ status: 'failed', error: 'SMS provider answered 400.' }), sentLink({ id: 'pl-2', expired: true })],
    )
    const list = await screen.findByRole('list', { name: 'Payment links sent' })
    const items = within(list).getAllByRole('listitem')
    expect(items[0]!.textContent).toContain('SMS failed')
    expect(items[1]!.textContent).toContain('Expired')
    expect(screen.queryByRole('button', { name: 'Send payment link' })).toBeNull()
  })
})
