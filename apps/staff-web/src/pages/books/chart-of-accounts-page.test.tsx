import { booksErrors } from '@gold/core/books/books-errors'
import { formQueries } from '@gold/ui/test-support/form-queries'
import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ChartOfAccountsPage } from './chart-of-accounts-page.tsx'

useMockServer()

const { input, fieldError } = formQueries()

const ACCOUNTS = [
  {
    code: '1100',
    name: 'Main cash',
    group: 'Asset',
    money: 'Cash',
    system: true,
    balancePaise: 500_000,
    hasPostings: true,
  },
  {
    code: '1250',
    name: 'HDFC current',
    group: 'Asset',
    money: 'Bank',
    system: false,
    balancePaise: 0,
    hasPostings: true,
  },
  {
    code: '5420',
    name: 'Electricity',
    group: 'Expense',
    money: null,
    system: false,
    balancePaise: 0,
    hasPostings: false,
  },
] as const

function renderPage() {
  stubProcedure('books.accounts', () => ({ accounts: ACCOUNTS.map((a) => ({ ...a })) }))
  const user = userEvent.setup()
  renderWithTrpc(<ChartOfAccountsPage />)
  return { user }
}

describe('the chart of accounts', () => {
  it('adds a bank account, showing a taken code on the code field, then sending the fixed one', async () => {
    const add = stubProcedure('books.addAccount', (body) => {
      if (body.code === '1250') throw booksErrors.error('accountCodeTaken')
      return { code: body.code, name: body.name, group: 'Asset', money: 'Bank', system: false }
    })
    const { user } = renderPage()
    await screen.findByRole('table', { name: 'Asset accounts' })
    const form = screen.getByRole('form', { name: 'Add an account' })
    await user.selectOptions(input('Group'), 'Asset')
    await user.type(input('Code'), '1250')
    await user.type(input('Name'), 'ICICI savings')
    await user.click(within(form).getByRole('checkbox', { name: 'A bank account (read in the bank book)' }))
    await user.click(within(form).getByRole('button', { name: 'Add account' }))
    await waitFor(() => expect(fieldError('Code')).toBe(booksErrors.table.accountCodeTaken.message))
    expect(fieldError('Name')).toBeNull()

    await user.clear(input('Code'))
    await user.type(input('Code'), '1260')
    await user.click(within(form).getByRole('button', { name: 'Add account' }))
    await screen.findByText('Added 1260 ICICI savings.')
    expect(add.map((c) => c.input)).toEqual([
      { group: 'Asset', code: '1250', name: 'ICICI savings', money: 'Bank' },
      { group: 'Asset', code: '1260', name: 'ICICI savings', money: 'Bank' },
    ])
  })

  it('offers delete only for an unused account, and deletes it after the confirmation', async () => {
    const remove = stubProcedure('books.deleteAccount', (body) => ({ code: body.code, deleted: true as const }))
    const { user } = renderPage()
    await screen.findByRole('table', { name: 'Expense accounts' })
    expect(screen.queryByRole('button', { name: 'Delete 1100' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete 1250' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Delete 5420' }))
    const ask = await screen.findByRole('group', { name: 'Delete 5420 Electricity' })
    expect(remove).toEqual([])
    await user.click(within(ask).getByRole('button', { name: 'Delete it' }))
    await waitFor(() => expect(remove.map((c) => c.input)).toEqual([{ code: '5420' }]))
  })
})
