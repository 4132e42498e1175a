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
  return { user: userEvent.setup(), sendOtp, portalLogin, signedIn }
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
})
