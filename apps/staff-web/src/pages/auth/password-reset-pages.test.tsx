import { staffAccountMessages as messages } from '@gold/core/auth/staff-accounts'
import { formQueries } from '@gold/ui/test-support/form-queries'
import {
  StubError,
  renderWithTrpc,
  stubProcedure,
  useMockServer,
  type ProcedureOutput,
} from '@gold/ui/test-support/trpc-mock'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ForgotPasswordPage } from './forgot-password-page.tsx'
import { ResetPasswordPage } from './reset-password-page.tsx'

useMockServer()

const { input, fieldError } = formQueries({ exact: true })

describe('Forgot password', () => {
  it('checks the address, then says the same thing whether or not it has an account', async () => {
    window.history.replaceState(null, '', '/forgot-password')
    const calls = stubProcedure('auth.requestPasswordReset', () => ({ success: true }))
    const user = userEvent.setup()
    renderWithTrpc(<ForgotPasswordPage />)
    await user.type(input('Email'), 'ravi@')
    await user.click(screen.getByRole('button', { name: 'Email me a reset link' }))
    expect(fieldError('Email')).toBe(messages.emailInvalid)
    await user.type(input('Email'), 'shop.in ')
    await user.click(screen.getByRole('button', { name: 'Email me a reset link' }))
    await screen.findByText(/If ravi@shop\.in belongs to a staff or platform account/)
    expect(calls.map((c) => c.input)).toEqual([{ email: 'ravi@shop.in' }])
  })
})

describe('Reset password (the emailed link)', () => {
  function renderReset(answer: () => ProcedureOutput<'auth.resetPassword'>) {
    window.history.replaceState(null, '', '/reset-password?token=tok-123')
    const calls = stubProcedure('auth.resetPassword', answer)
    const user = userEvent.setup()
    renderWithTrpc(<ResetPasswordPage />)
    return { user, calls }
  }

  it('sends the link’s token with the new password once both fields agree', async () => {
    const { user, calls } = renderReset(() => ({ success: true }))
    await user.type(input('New password'), 'short')
    await user.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(fieldError('New password')).toBe(messages.passwordTooShort)
    await user.clear(input('New password'))
    await user.type(input('New password'), 'Reset@2026')
    await user.type(input('New password again'), 'Reset@2026')
    await user.click(screen.getByRole('button', { name: 'Set new password' }))
    await screen.findByText('Your new password is set. Every device that was signed in has been signed out.')
    expect(calls.map((c) => c.input)).toEqual([{ token: 'tok-123', newPassword: 'Reset@2026' }])
  })

  it('a used or expired link says so and offers a new one', async () => {
    const { user } = renderReset(() => {
      throw new StubError(400, 'This reset link is invalid or has expired. Ask for a new one.')
    })
    await user.type(input('New password'), 'Reset@2026')
    await user.type(input('New password again'), 'Reset@2026')
    await user.click(screen.getByRole('button', { name: 'Set new password' }))
    await screen.findByText('This reset link is invalid or has expired. Ask for a new one.')
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password')
  })
})
