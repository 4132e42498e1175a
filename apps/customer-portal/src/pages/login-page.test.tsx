import { formQueries } from '@gold/ui/test-support/form-queries'
import {
  StubError,
  renderWithTrpc,
  stubProcedure,
  useMockServer,
  type ProcedureOutput,
} from '@gold/ui/test-support/trpc-mock'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Shop } from '../tenant.ts'
import { LoginPage } from './login-page.tsx'

useMockServer()

const shop: Shop = { name: 'Demo Gold Loans', slug: 'demo' }

const { input, fieldError } = formQueries({ exact: true })

function renderLogin(login: () => ProcedureOutput<'auth.portalLogin'>) {
  const sendOtp = stubProcedure('auth.sendOtp', () => ({ success: true }))
  const portalLogin = stubProcedure('auth.portalLogin', login)
  const sendPhoneOtp = stubProcedure('auth.sendPhoneOtp', () => ({ success: true }))
  const portalPhoneLogin = stubProcedure('auth.portalPhoneLogin', login)
  const signedIn: string[] = []
  renderWithTrpc(
    <LoginPage
      shop={shop}
      onSignedIn={() => {
        signedIn.push('yes')
        return Promise.resolve()
      }}
    />,
  )
  return { user: userEvent.setup(), sendOtp, portalLogin, sendPhoneOtp, portalPhoneLogin, signedIn }
}

describe('Portal sign-in', () => {
  it('sends a code to the address, signs in with it for this shop', async () => {
    const { user, sendOtp, portalLogin, signedIn } = renderLogin(() => ({ id: 'cus-1', name: 'Asha Verma' }))
    await user.type(input('Email address'), 'asha@example.com')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await user.type(await screen.findByLabelText(/^6-digit code/), '042042')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(signedIn).toEqual(['yes']))
    expect(sendOtp.map((c) => c.input)).toEqual([{ tenant: 'demo', email: 'asha@example.com' }])
    expect(portalLogin.map((c) => c.input)).toEqual([{ tenant: 'demo', email: 'asha@example.com', code: '042042' }])
  })

  it('a malformed address is refused inline and nothing is sent', async () => {
    const { user, sendOtp } = renderLogin(() => ({ id: 'cus-1', name: 'Asha Verma' }))
    await user.type(input('Email address'), 'asha.example.com')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(fieldError('Email address')).toBe('Enter a valid email address.')
    await waitFor(() => expect(document.activeElement).toBe(input('Email address')))
    expect(sendOtp).toEqual([])
  })

  it("a refused code shows the server's message and does not sign in; a different email starts over", async () => {
    const { user, portalLogin, signedIn } = renderLogin(() => {
      throw new StubError(400, 'Invalid or expired code.')
    })
    await user.type(input('Email address'), 'asha@example.com')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await user.type(await screen.findByLabelText(/^6-digit code/), '111111')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired code.')
    expect(portalLogin).toHaveLength(1)
    expect(signedIn).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Use a different email' }))
    expect(input('Email address').value).toBe('asha@example.com')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('by SMS: sends a code to the mobile number as the branch has it, without saying a text was delivered, and signs in', async () => {
    const { user, sendOtp, sendPhoneOtp, portalPhoneLogin, signedIn } = renderLogin(() => ({
      id: 'cus-1',
      name: 'Asha Verma',
    }))
    await user.click(screen.getByRole('button', { name: 'SMS to my phone' }))
    expect(screen.getByRole('button', { name: 'SMS to my phone' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.queryByLabelText('Email address')).toBeNull()
    await user.type(input('Mobile number'), '+91 98765 43210')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect((await screen.findByRole('status')).textContent).toBe(
      'If 98765 43210 is the number the branch has for you, a 6-digit code is on its way by SMS. It is valid for 10 minutes.',
    )
    await user.type(screen.getByLabelText(/^6-digit code/), '042042')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(signedIn).toEqual(['yes']))
    expect(sendPhoneOtp.map((c) => c.input)).toEqual([{ tenant: 'demo', phone: '+91 98765 43210' }])
    expect(portalPhoneLogin.map((c) => c.input)).toEqual([{ tenant: 'demo', phone: '+91 98765 43210', code: '042042' }])
    expect(sendOtp).toEqual([])
  })

  it('by SMS: a number that is not a mobile is refused inline and nothing is sent; a refused code shows the server', async () => {
    const { user, sendPhoneOtp, portalPhoneLogin, signedIn } = renderLogin(() => {
      throw new StubError(400, 'Invalid or expired code.')
    })
    await user.click(screen.getByRole('button', { name: 'SMS to my phone' }))
    await user.type(input('Mobile number'), '12345')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(fieldError('Mobile number')).toBe('Enter your 10-digit mobile number.')
    expect(sendPhoneOtp).toEqual([])
    await user.clear(input('Mobile number'))
    await user.type(input('Mobile number'), '9876543210')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await user.type(await screen.findByLabelText(/^6-digit code/), '111111')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired code.')
    expect(portalPhoneLogin).toHaveLength(1)
    expect(signedIn).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Use a different number' }))
    expect(input('Mobile number').value).toBe('9876543210')
  })
})
