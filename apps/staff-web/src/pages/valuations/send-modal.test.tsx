import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { SendModal } from './send-modal.tsx'
import type { ValuationDetail } from './valuation-outputs.ts'

useMockServer()

/** What the modal reads of a valuation. */
const valuation = {
  id: 'val-1',
  customer: { email: 'asha@example.com', phone: '9876543210' },
  bank: null,
  bankBranches: [],
  bankBranchId: null,
} as unknown as ValuationDetail

describe('Send the certificate', () => {
  it('says an email only written to the outbox reached nobody, and a WhatsApp the provider accepted was sent', async () => {
    const send = stubProcedure('valuations.send', () => ({
      sent: ['customerEmail', 'customerWhatsApp'],
      skipped: [],
      failed: [],
      allFailed: false,
      outbox: ['customerEmail'],
    }))
    const user = userEvent.setup()
    renderWithTrpc(<SendModal open onClose={() => {}} v={valuation} />)
    await user.click(screen.getByLabelText('WhatsApp to the borrower (9876543210)'))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const items = await screen.findAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      '! Borrower email: written to the outbox: no mail server is set up',
      '✓ Borrower WhatsApp: sent',
    ])
    expect(send.map((c) => c.input)).toEqual([
      { id: 'val-1', body: { customerEmail: true, customerWhatsApp: true, bankEmail: false } },
    ])
    expect(within(screen.getByRole('dialog')).queryByText('Nothing was delivered')).toBeNull()
  }, 20_000)

  it('with only the outbox reached, does not title the result "Sent"', async () => {
    stubProcedure('valuations.send', () => ({
      sent: ['customerEmail'],
      skipped: [],
      failed: [],
      allFailed: false,
      outbox: ['customerEmail'],
    }))
    const user = userEvent.setup()
    renderWithTrpc(<SendModal open onClose={() => {}} v={valuation} />)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Nothing was delivered')).toBeTruthy()
    expect(screen.queryByText('Sent')).toBeNull()
  }, 20_000)
})
