import { booksErrors, journalUnbalancedError } from '@gold/core/books/books-errors'
import { SEEDED_CHART, counterCashAccount } from '@gold/core/books/chart-of-accounts'
import { isoDateOf } from '@gold/core/shared/india-calendar'
import { formQueries } from '@gold/ui/test-support/form-queries'
import { ORIGIN, mockHttp, renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { VoucherCard } from './voucher-card.tsx'

useMockServer()

const { input, fieldError } = formQueries()
const text = (el: HTMLElement) => el.textContent?.replace(/\s+/g, ' ').trim()
const chart = [...SEEDED_CHART, counterCashAccount(1)]
const today = isoDateOf(new Date())

function renderCard() {
  const write = stubProcedure('books.writeVoucher', (body) => ({
    kind: 'paymentVoucher' as const,
    number: 'PV/2026-27/000001',
    date: today,
    narration: (body as { narration: string }).narration,
    amountPaise: 45_000,
    billFile: 'general/t1/bill.png',
    journalId: 'j-1',
  }))
  const reverse = stubProcedure('books.reverseJournal', () => ({
    journalId: 'j-2',
    reversesJournalId: 'j-1',
    date: today,
    narration: 'Reversal',
  }))
  mockHttp(
    http.post(`${ORIGIN}/api/upload`, () =>
      HttpResponse.json(
        { pathname: 'general/t1/bill.png', name: 'bill.png', size: 3, contentType: 'image/png', url: '/x' },
        { status: 201 },
      ),
    ),
  )
  const user = userEvent.setup()
  renderWithTrpc(<VoucherCard chart={chart} />)
  return { user, write, reverse }
}

describe('the voucher form', () => {
  it('records an expense with its bill photo: the journal read back, confirmed, then its number', async () => {
    const { user, write, reverse } = renderCard()
    const form = screen.getByRole('form', { name: 'Write a voucher' })
    await user.type(input('Amount'), '450')
    await user.selectOptions(input('Paid from'), '1101')
    await user.selectOptions(input('Paid for'), '5420')
    await user.upload(input('Bill photo'), new File(['png'], 'bill.png', { type: 'image/png' }))
    await screen.findByText('Uploaded: bill.png')
    await user.type(input('Narration'), 'Electricity bill, November')
    await user.click(within(form).getByRole('button', { name: 'Review voucher' }))

    const confirm = await screen.findByRole('group', { name: 'Confirm the voucher' })
    const rows = within(confirm).getAllByRole('row').slice(1).map(text)
    expect(rows).toEqual(['Electricity₹450.00—', 'Cash - Counter 1—₹450.00', 'Total₹450.00₹450.00'])
    expect(text(confirm)).toContain('Bill photo: bill.png')
    expect(write).toEqual([])

    await user.click(within(confirm).getByRole('button', { name: 'Post voucher' }))
    await screen.findByText('Voucher PV/2026-27/000001 posted')
    expect(write.map((c) => c.input)).toEqual([
      {
        type: 'payment',
        date: today,
        narration: 'Electricity bill, November',
        amountPaise: 45_000,
        moneyAccountCode: '1101',
        accountCode: '5420',
        billFile: 'general/t1/bill.png',
      },
    ])

    await user.click(screen.getByRole('button', { name: 'Reverse voucher PV/2026-27/000001' }))
    const ask = await screen.findByRole('group', { name: 'Reverse voucher PV/2026-27/000001' })
    expect(reverse).toEqual([])
    await user.click(within(ask).getByRole('button', { name: 'Reverse it' }))
    await screen.findByText('Reversed')
    expect(reverse.map((c) => c.input)).toEqual([{ journalId: 'j-1' }])
  })

  it('moves cash to the bank as a contra, and refuses the same account on both sides', async () => {
    const { user, write } = renderCard()
    const form = screen.getByRole('form', { name: 'Write a voucher' })
    await user.selectOptions(input('Voucher type'), 'contra')
    await user.type(input('Amount'), '10,000')
    await user.selectOptions(input('Money to'), '1100')
    await user.type(input('Narration'), 'Deposited at SBI')
    await user.click(within(form).getByRole('button', { name: 'Review voucher' }))
    await waitFor(() => expect(fieldError('Money to')).toBe(booksErrors.table.contraSameAccount.message))
    await user.selectOptions(input('Money to'), '1200')
    await user.click(within(form).getByRole('button', { name: 'Review voucher' }))
    const confirm = await screen.findByRole('group', { name: 'Confirm the voucher' })
    expect(within(confirm).getAllByRole('row').slice(1).map(text)).toEqual([
      'Bank account₹10,000.00—',
      'Main cash—₹10,000.00',
      'Total₹10,000.00₹10,000.00',
    ])
    await user.click(within(confirm).getByRole('button', { name: 'Post voucher' }))
    await waitFor(() => expect(write).toHaveLength(1))
    expect(write[0]!.input).toEqual({
      type: 'contra',
      date: today,
      narration: 'Deposited at SBI',
      amountPaise: 1_000_000,
      fromAccountCode: '1100',
      toAccountCode: '1200',
    })
  })

  it('refuses a journal whose debits and credits differ, with the API’s message, and sends nothing', async () => {
    const { user, write } = renderCard()
    const form = screen.getByRole('form', { name: 'Write a voucher' })
    await user.selectOptions(input('Voucher type'), 'journal')
    await user.selectOptions(input('Line 1 account'), '5490')
    await user.type(input('Line 1 debit'), '100')
    await user.selectOptions(input('Line 2 account'), '3100')
    await user.type(input('Line 2 credit'), '90')
    await user.type(input('Narration'), 'Petty adjustment')
    await user.click(within(form).getByRole('button', { name: 'Review voucher' }))
    await within(form).findByText(journalUnbalancedError(10_000, 9_000).message)
    expect(screen.queryByRole('group', { name: 'Confirm the voucher' })).toBeNull()
    expect(write).toEqual([])
  })

  it('refuses a payment without an amount or an expense, inline', async () => {
    const { user, write } = renderCard()
    const form = screen.getByRole('form', { name: 'Write a voucher' })
    await user.type(input('Narration'), 'Tea')
    await user.click(within(form).getByRole('button', { name: 'Review voucher' }))
    await waitFor(() => expect(fieldError('Amount')).toBe('Enter the amount in rupees.'))
    expect(fieldError('Paid for')).toBe('Choose an account.')
    expect(write).toEqual([])
  })
})
