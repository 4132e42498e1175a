import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { BorrowerMessagesCard } from './borrower-messages-card.tsx'
import { MessagesPage } from './messages-page.tsx'

useMockServer()

const row = (fields: Record<string, unknown>) => ({
  id: `m-${Math.random()}`,
  createdAt: new Date('2026-11-20T05:30:00Z'),
  lastAttemptAt: new Date('2026-11-20T05:30:00Z'),
  channel: 'sms',
  kind: 'auctionNotice',
  language: 'en',
  status: 'sent',
  detail: null,
  providerAnswer: null,
  attempts: 1,
  attachment: null,
  recipient: '919876543210',
  customer: { id: 'cus-1', name: 'Asha Devi' },
  loan: { id: 'loan-1', loanNumber: 'GL/2026-27/000001' },
  ...fields,
})

const ROWS = [
  row({ channel: 'sms', status: 'outbox', detail: 'no SMS provider is set up' }),
  row({ channel: 'whatsapp', status: 'retrying', detail: 'WhatsApp provider answered 503.', attempts: 2 }),
  row({ channel: 'email', status: 'sent', detail: '250 OK <abc@mail>', recipient: 'asha@example.com' }),
]

/** Each body row's cells as text, by column header. */
function tableRows(table: HTMLElement) {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent)
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      Object.fromEntries(
        within(r)
          .getAllByRole('cell')
          .map((c, i) => [headers[i], c.textContent]),
      ),
    )
}

describe('Messages page', () => {
  it('shows each message with its honest status, provider answer and attempts, and filters by channel and status', async () => {
    const calls = stubProcedure('messages.list', (input) => {
      const { status } = (input ?? {}) as { status?: string }
      return { items: status ? ROWS.filter((r) => r.status === status) : ROWS, nextCursor: null }
    })
    const user = userEvent.setup()
    renderWithTrpc(<MessagesPage />)
    const table = await screen.findByRole('table', { name: 'Messages' })
    expect(tableRows(table)).toEqual([
      expect.objectContaining({
        Channel: 'SMS',
        Message: 'Auction notice GL/2026-27/000001',
        Borrower: 'Asha Devi',
        Recipient: '919876543210',
        Status: 'Outbox only',
        'Provider answer': 'no SMS provider is set up',
        Attempts: '1',
      }),
      expect.objectContaining({
        Channel: 'WhatsApp',
        Status: 'Retrying',
        'Provider answer': 'WhatsApp provider answered 503.',
        Attempts: '2',
      }),
      expect.objectContaining({ Channel: 'Email', Status: 'Sent', Recipient: 'asha@example.com' }),
    ])

    await user.selectOptions(screen.getByLabelText('Status'), 'Retrying')
    await waitFor(() => expect(tableRows(screen.getByRole('table', { name: 'Messages' }))).toHaveLength(1))
    expect(calls.at(-1)!.input).toMatchObject({ status: 'retrying' })
    await user.selectOptions(screen.getByLabelText('Channel'), 'WhatsApp')
    await waitFor(() => expect(calls.at(-1)!.input).toMatchObject({ channel: 'whatsapp', status: 'retrying' }))
  }, 20_000)

  it("the borrower page's card asks for that borrower's messages only", async () => {
    const calls = stubProcedure('messages.list', () => ({ items: ROWS.slice(0, 1), nextCursor: null }))
    renderWithTrpc(<BorrowerMessagesCard customerId="cus-1" />)
    const table = await screen.findByRole('table', { name: 'Messages' })
    expect(calls[0]!.input).toMatchObject({ customerId: 'cus-1' })
    expect(tableRows(table)[0]).toMatchObject({ Channel: 'SMS', Status: 'Outbox only' })
    expect(tableRows(table)[0]).not.toHaveProperty('Borrower')
  })
})
