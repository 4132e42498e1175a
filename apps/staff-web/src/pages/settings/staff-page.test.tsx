import { istInstant } from '@gold/core/shared/india-calendar'
import { authErrors } from '@gold/core/auth/auth-errors'
import { staffAccountMessages as messages } from '@gold/core/auth/staff-accounts'
import { formQueries } from '@gold/ui/test-support/form-queries'
import {
  StubError,
  renderWithTrpc,
  stubProcedure,
  useMockServer,
  type ProcedureOutput,
} from '@gold/ui/test-support/trpc-mock'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { StaffPage } from './staff-page.tsx'

useMockServer()

type Member = ProcedureOutput<'users.create'>

const member = (id: string, extra: Partial<Member> = {}): Member => ({
  id,
  name: `Staff ${id}`,
  email: `${id}@shop.in`,
  role: 'TENANT_EMPLOYEE',
  active: true,
  createdAt: istInstant('2026-04-02T10:00:00'),
  you: false,
  ...extra,
})
const ADMIN = member('asha', { name: 'Asha Admin', role: 'TENANT_ADMIN', you: true })

function renderPage(usage = { used: 2, limit: 10 as number | null }, items = [ADMIN, member('ravi')]) {
  stubProcedure('users.list', () => ({ items, nextCursor: null, usage }))
  const user = userEvent.setup()
  renderWithTrpc(<StaffPage />)
  return user
}

const { input, fieldError } = formQueries({ exact: true })

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add staff member' }))
  return screen.getByRole('dialog', { name: 'Add a staff member' })
}

beforeEach(() => window.history.replaceState(null, '', '/settings/staff'))

describe('Staff accounts page', () => {
  it('shows the staff and the plan usage', async () => {
    renderPage({ used: 3, limit: 10 })
    expect(await screen.findByText('3 of 10 staff accounts used')).toBeTruthy()
    expect(screen.getByText('Asha Admin')).toBeTruthy()
    expect(screen.getByText('You')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Disable Staff ravi' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Disable Asha Admin' })).toBeNull()
  })

  it('a full plan says so and offers no add', async () => {
    renderPage({ used: 10, limit: 10 })
    expect(await screen.findByText('Your plan is full')).toBeTruthy()
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add staff member' }).disabled).toBe(true)
  })

  it('the add form checks every field with the API messages and sends nothing', async () => {
    const user = renderPage()
    const create = stubProcedure('users.create', () => member('new'))
    await openForm(user)
    await user.click(screen.getByRole('button', { name: 'Review' }))
    expect(fieldError('Full name')).toBe(messages.nameRequired)
    expect(fieldError('Email')).toBe(messages.emailInvalid)
    expect(fieldError('First password')).toBe(messages.passwordTooShort)
    await waitFor(() => expect(document.activeElement).toBe(input('Full name')))
    await user.type(input('First password'), '1234567')
    expect(fieldError('First password')).toBe(messages.passwordTooShort)
    await user.type(input('First password'), '8')
    expect(fieldError('First password')).toBeNull()
    expect(create).toEqual([])
  })

  it('an admin is added only after a confirmation that names the role and what it may do', async () => {
    const user = renderPage()
    const create = stubProcedure('users.create', (body) => member('new', { ...body, you: false }))
    await openForm(user)
    await user.type(input('Full name'), ' Meera Shah ')
    await user.type(input('Email'), 'meera@shop.in')
    await user.selectOptions(input('Role'), 'TENANT_ADMIN')
    await user.type(input('First password'), 'Meera@2026')
    await user.click(screen.getByRole('button', { name: 'Review' }))
    const confirm = screen.getByRole('group', { name: 'Confirm the new account' })
    expect(within(confirm).getByText('Admin')).toBeTruthy()
    expect(within(confirm).getByText(/adding or disabling staff accounts/)).toBeTruthy()
    expect(create).toEqual([])
    await user.click(within(confirm).getByRole('button', { name: 'Add admin' }))
    await screen.findByText('Meera Shah can now sign in as meera@shop.in with the password you set.')
    expect(create.map((c) => c.input)).toEqual([
      { name: 'Meera Shah', email: 'meera@shop.in', role: 'TENANT_ADMIN', password: 'Meera@2026' },
    ])
  })

  it('a taken email comes back to the form at the email field', async () => {
    const user = renderPage()
    stubProcedure('users.create', () => {
      throw authErrors.error('invalidRequest', { message: 'The email ravi@shop.in is already in use.', field: 'email' })
    })
    await openForm(user)
    await user.type(input('Full name'), 'Ravi')
    await user.type(input('Email'), 'ravi@shop.in')
    await user.type(input('First password'), 'Ravi@2026')
    await user.click(screen.getByRole('button', { name: 'Review' }))
    await user.click(screen.getByRole('button', { name: 'Add employee' }))
    await waitFor(() => expect(fieldError('Email')).toBe('The email ravi@shop.in is already in use.'))
  })

  it('disabling asks first, then sends the account and shows the server refusal in the dialog', async () => {
    const user = renderPage()
    const calls = stubProcedure('users.setActive', () => {
      throw new StubError(403, 'Your plan allows at most 2 staff accounts. Upgrade your plan to add more.')
    })
    await user.click(await screen.findByRole('button', { name: 'Disable Staff ravi' }))
    const dialog = screen.getByRole('dialog', { name: 'Disable Staff ravi?' })
    expect(within(dialog).getByText(/signed out at once/)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }))
    await within(dialog).findByText('Your plan allows at most 2 staff accounts. Upgrade your plan to add more.')
    expect(calls.map((c) => c.input)).toEqual([{ id: 'ravi', active: false }])
  })

  it('sends a reset link and says where it went', async () => {
    const user = renderPage()
    const calls = stubProcedure('users.sendPasswordReset', () => ({ success: true, email: 'ravi@shop.in' }))
    await user.click(await screen.findByRole('button', { name: 'Send reset link to Staff ravi' }))
    await screen.findByText('A reset link was sent to ravi@shop.in. It works once, for 60 minutes.')
    expect(calls.map((c) => c.input)).toEqual([{ id: 'ravi' }])
  })
})
