import { authErrors } from '@gold/core/auth/auth-errors'
import { staffAccountMessages as messages } from '@gold/core/auth/staff-accounts'
import { formQueries } from '@gold/ui/test-support/form-queries'
import { StubError, renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SessionContext } from '../../session.ts'
import { staffSession } from '../../session-test-fixture.ts'
import { AccountPage } from './account-page.tsx'

useMockServer()

const SESSION = staffSession({
  userId: 'u1',
  name: 'Ravi Kumar',
  tenantId: 't1',
  tenantSlug: 'demo',
  tenantName: 'Demo Gold',
})

const { input, fieldError } = formQueries({ exact: true })

function renderPage() {
  const user = userEvent.setup()
  renderWithTrpc(
    <SessionContext.Provider value={SESSION}>
      <AccountPage />
    </SessionContext.Provider>,
  )
  return user
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Change password' }))

describe('Change your password', () => {
  it('checks the fields inline and sends nothing while a problem remains', async () => {
    const user = renderPage()
    const calls = stubProcedure('auth.changePassword', () => ({ success: true }))
    await submit(user)
    expect(fieldError('Current password')).toBe(messages.currentPasswordRequired)
    expect(fieldError('New password')).toBe(messages.passwordTooShort)
    await user.type(input('Current password'), 'Old@12345')
    await user.type(input('New password'), 'New@12345')
    await user.type(input('New password again'), 'New@1234')
    await submit(user)
    expect(fieldError('New password again')).toBe('The two new passwords do not match.')
    expect(calls).toEqual([])
  })

  it('a wrong current password shows at that field; a right one changes it and says what happened', async () => {
    const user = renderPage()
    let wrong = true
    const calls = stubProcedure('auth.changePassword', () => {
      if (wrong) throw authErrors.error('wrongCurrentPassword')
      return { success: true }
    })
    await user.type(input('Current password'), 'Guess@123')
    await user.type(input('New password'), 'New@12345')
    await user.type(input('New password again'), 'New@12345')
    await submit(user)
    await waitFor(() => expect(fieldError('Current password')).toBe('Your current password is not correct.'))
    wrong = false
    await user.clear(input('Current password'))
    await user.type(input('Current password'), 'Old@12345')
    await submit(user)
    await screen.findByText('Password changed. You stay signed in here; your other devices were signed out.')
    expect(calls.map((c) => c.input)).toEqual([
      { currentPassword: 'Guess@123', newPassword: 'New@12345' },
      { currentPassword: 'Old@12345', newPassword: 'New@12345' },
    ])
    expect(input('Current password').value).toBe('')
  })

  it('places a refusal by its code or the input it names, whatever its wording', async () => {
    const user = renderPage()
    let answer = (): never => {
      throw authErrors.error('wrongCurrentPassword', { message: 'That is not the password on file.' })
    }
    stubProcedure('auth.changePassword', () => answer())
    await user.type(input('Current password'), 'Guess@123')
    await user.type(input('New password'), 'New@12345')
    await user.type(input('New password again'), 'New@12345')
    await submit(user)
    await waitFor(() => expect(fieldError('Current password')).toBe('That is not the password on file.'))
    expect(fieldError('New password')).toBeNull()

    answer = () => {
      throw new StubError(400, 'Choose a longer password.', { inputPath: 'newPassword' })
    }
    await submit(user)
    await waitFor(() => expect(fieldError('New password')).toBe('Choose a longer password.'))
    expect(fieldError('Current password')).toBeNull()
  })
})
