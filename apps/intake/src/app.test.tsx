import { customerErrors, customerFieldMessages as messages } from '@gold/core/customers/index'
import { intakeErrors } from '@gold/core/intake/intake-errors'
import { configureRouter } from '@gold/ui'
import { formQueries } from '@gold/ui/test-support/form-queries'
import {
  StubError,
  renderWithTrpc,
  stubProcedure,
  useMockServer,
  type ProcedureInput,
  type ProcedureOutput,
} from '@gold/ui/test-support/trpc-mock'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { App } from './app.tsx'

useMockServer()

const EMAIL = 'meera@example.com'

const { input, fieldError } = formQueries({ exact: true })

type User = ReturnType<typeof userEvent.setup>
const fill = async (user: User, fields: Record<string, string>) => {
  for (const [label, value] of Object.entries(fields)) await user.type(input(label), value)
}
const send = (user: User) => user.click(screen.getByRole('button', { name: 'Send my details' }))

/** Open the link, verify the address by OTP; returns the recorded OTP and submit calls. */
async function verified(
  submit: (input: ProcedureInput<'intake.submit'>) => ProcedureOutput<'intake.submit'> = () => ({
    success: true,
    customer: { id: 'cus-1', name: 'Meera Nair' },
  }),
) {
  stubProcedure('intake.form', () => ({ tenant: { name: 'Demo Gold Loans', slug: 'demo' }, link: 'valid' }))
  const sendOtp = stubProcedure('auth.sendOtp', () => ({ success: true }))
  const verifyOtp = stubProcedure('auth.verifyOtp', () => ({ success: true }))
  const calls = stubProcedure('intake.submit', submit)
  const user = userEvent.setup()
  renderWithTrpc(<App />)
  await screen.findByRole('heading', { name: 'Verify your email' })
  await user.type(input('Email address'), ` ${EMAIL.toUpperCase()} `)
  await user.click(screen.getByRole('button', { name: 'Send code' }))
  await user.type(await screen.findByLabelText(/^6-digit code/), '123456')
  await user.click(screen.getByRole('button', { name: 'Verify email' }))
  await screen.findByRole('heading', { name: 'Your details' })
  return { user, sendOtp, verifyOtp, calls }
}

beforeEach(() => {
  configureRouter({ base: '/intake/' })
  window.history.replaceState(null, '', '/intake/demo?token=tok-1')
})

describe('Intake form', () => {
  it('verifies the email first; the details form carries the verified address, read-only', async () => {
    const { sendOtp, verifyOtp } = await verified()
    expect(sendOtp.map((c) => c.input)).toEqual([{ tenant: 'demo', email: EMAIL.toUpperCase() }])
    expect(verifyOtp.map((c) => c.input)).toEqual([{ tenant: 'demo', email: EMAIL.toUpperCase(), code: '123456' }])
    const email = input('Email address')
    expect(email.value).toBe(EMAIL)
    expect(email.readOnly).toBe(true)
  })

  it('a blank form: name and phone are asked for with the API messages, focus goes to the name, nothing is sent', async () => {
    const { user, calls } = await verified()
    await send(user)
    expect(fieldError('Full name')).toBe(messages.nameRequired)
    expect(fieldError('Mobile number')).toBe(messages.phoneRequired)
    expect(screen.getByText('Please correct the highlighted fields.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(input('Full name')))
    expect(calls).toEqual([])
  })

  it.each([
    ['Aadhaar number', { 'Aadhaar number': '9999' }, messages.aadhaarInvalid],
    ['PAN', { PAN: 'abcde12345' }, messages.panInvalid],
    ['Mobile number', { 'Mobile number': '5876543210' }, messages.phoneInvalid],
    ['Bank name', { 'Account number': '123456789012' }, messages.bankNameRequired],
    [
      'Account number',
      { 'Bank name': 'Canara Bank', 'Account number': '12-34', 'IFSC code': 'CNRB0001234' },
      messages.accountNumberInvalid,
    ],
    ['Relationship with nominee', { 'Nominee name': 'Ravi Nair' }, messages.nomineeRelRequired],
  ])('%s: %j is refused inline with the API message and nothing is sent', async (label, typed, message) => {
    const { user, calls } = await verified()
    await fill(user, { 'Full name': 'Meera Nair', 'Mobile number': '9876543210', ...typed })
    await send(user)
    expect(fieldError(label)).toBe(message)
    await waitFor(() => expect(document.activeElement).toBe(input(label)))
    expect(calls).toEqual([])
  })

  it('sends the trimmed details with the verified email and the link, and thanks the borrower by name', async () => {
    const { user, calls } = await verified()
    await fill(user, {
      'Full name': ' Meera Nair ',
      'Mobile number': '98765 43210',
      Address: '12 Temple Street, Chennai',
      'Aadhaar number': '234567890123',
      PAN: 'ABCDE1234F',
      'Bank name': 'Canara Bank',
      'Account number': '1234 5678 9012',
      'IFSC code': 'CNRB0001234',
    })
    await send(user)
    await screen.findByRole('heading', { name: 'Thank you, your details have been sent' })
    expect(calls.map((c) => c.input)).toEqual([
      {
        tenant: 'demo',
        token: 'tok-1',
        name: 'Meera Nair',
        phone: '98765 43210',
        email: EMAIL,
        address: '12 Temple Street, Chennai',
        aadhaar: '234567890123',
        pan: 'ABCDE1234F',
        bankName: 'Canara Bank',
        accountNumber: '1234 5678 9012',
        ifsc: 'CNRB0001234',
        preferredLanguage: 'en',
      },
    ])
    expect(screen.getByText(/^Meera Nair, Demo Gold Loans has received your details/)).toBeTruthy()
  })

  it('takes a name in an Indian script and an Aadhaar typed with spaces, sent as 12 digits', async () => {
    const { user, calls } = await verified()
    await fill(user, { 'Full name': 'গোপাল আইয়ার', 'Mobile number': '9876543210', 'Aadhaar number': '2345 6789 0123' })
    expect(input('Aadhaar number').value).toBe('2345 6789 0123')
    await send(user)
    await screen.findByRole('heading', { name: 'Thank you, your details have been sent' })
    expect(calls.map((c) => c.input)).toMatchObject([{ name: 'গোপাল আইয়ার', aadhaar: '234567890123' }])
  })

  it('a duplicate from the server is shown at its field', async () => {
    const { user } = await verified(() => {
      throw customerErrors.error('duplicateEmail')
    })
    await fill(user, { 'Full name': 'Meera Nair', 'Mobile number': '9876543210' })
    await send(user)
    await waitFor(() => expect(fieldError('Email address')).toBe('A customer with this email already exists.'))
  })

  it('places a server error by its code, whatever its wording', async () => {
    const { user } = await verified(() => {
      throw customerErrors.error('duplicatePhone', { message: 'That mobile number is registered already.' })
    })
    await fill(user, { 'Full name': 'Meera Nair', 'Mobile number': '9876543210' })
    await send(user)
    await waitFor(() => expect(fieldError('Mobile number')).toBe('That mobile number is registered already.'))
  })

  it('an expired verification goes back to the email step and keeps what was typed', async () => {
    let answer: () => ProcedureOutput<'intake.submit'> = () => {
      throw intakeErrors.error('emailNotVerified')
    }
    const { user, calls } = await verified(() => answer())
    await fill(user, { 'Full name': 'Meera Nair', 'Mobile number': '9876543210', PAN: 'ABCDE1234F' })
    await send(user)
    await screen.findByRole('heading', { name: 'Verify your email' })
    expect(
      screen.getByText('Your email verification has expired. Please verify your email again; your details are kept.'),
    ).toBeTruthy()

    answer = () => ({ success: true, customer: { id: 'cus-1', name: 'Meera Nair' } })
    await user.type(input('Email address'), EMAIL)
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await user.type(await screen.findByLabelText(/^6-digit code/), '654321')
    await user.click(screen.getByRole('button', { name: 'Verify email' }))
    await screen.findByRole('heading', { name: 'Your details' })
    expect(input('Full name').value).toBe('Meera Nair')
    expect(input('PAN').value).toBe('ABCDE1234F')
    await send(user)
    await screen.findByRole('heading', { name: 'Thank you, your details have been sent' })
    expect(calls).toHaveLength(2)
  })

  it('a link the server no longer accepts shows the invalid-link page', async () => {
    const { user } = await verified(() => {
      // Read by its code: another wording of the refusal leads to the same page.
      throw intakeErrors.error('invalidLink', { message: 'This form link has been withdrawn.' })
    })
    await fill(user, { 'Full name': 'Meera Nair', 'Mobile number': '9876543210' })
    await send(user)
    await screen.findByRole('heading', { name: 'This link is not valid' })
  })
})

describe('Intake: each step has its own browser title', () => {
  it('verify, details, sent; and a bad link says so', async () => {
    stubProcedure('intake.form', () => ({ tenant: { name: 'Demo Gold Loans', slug: 'demo' }, link: 'valid' }))
    renderWithTrpc(<App />)
    await screen.findByRole('heading', { name: 'Verify your email' })
    await waitFor(() => expect(document.title).toBe('Verify your email · Demo Gold Loans'))
    cleanup()
    const { user } = await verified()
    await waitFor(() => expect(document.title).toBe('Your details · Demo Gold Loans'))
    await fill(user, { 'Full name': 'Meera Nair', 'Mobile number': '9876543210' })
    await send(user)
    await screen.findByRole('heading', { name: 'Thank you, your details have been sent' })
    expect(document.title).toBe('Details sent · Demo Gold Loans')
    cleanup()
    window.history.replaceState(null, '', '/intake/demo')
    renderWithTrpc(<App />)
    await waitFor(() => expect(document.title).toBe('This link is not valid · Borrower registration'))
  })
})

describe('Intake email verification', () => {
  it("refuses a malformed address and a short code inline, and shows the server's refusal of a wrong code", async () => {
    stubProcedure('intake.form', () => ({ tenant: { name: 'Demo Gold Loans', slug: 'demo' }, link: 'valid' }))
    const sendOtp = stubProcedure('auth.sendOtp', () => ({ success: true }))
    const verifyOtp = stubProcedure('auth.verifyOtp', () => {
      throw new StubError(400, 'Invalid or expired code.')
    })
    const user = userEvent.setup()
    renderWithTrpc(<App />)
    await screen.findByRole('heading', { name: 'Verify your email' })
    await user.type(input('Email address'), 'meera@')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(fieldError('Email address')).toBe('Enter a valid email address.')
    expect(sendOtp).toEqual([])

    await user.type(input('Email address'), 'example.com')
    expect(fieldError('Email address')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    const code = await screen.findByLabelText(/^6-digit code/)
    expect(screen.getByText('We sent a 6-digit code to meera@example.com. It is valid for 10 minutes.')).toBeTruthy()
    await user.type(code, '12a34')
    expect((code as HTMLInputElement).value).toBe('1234')
    await user.click(screen.getByRole('button', { name: 'Verify email' }))
    expect(fieldError('6-digit code')).toBe('Enter the 6-digit code from the email.')
    expect(verifyOtp).toEqual([])

    await user.type(code, '56')
    await user.click(screen.getByRole('button', { name: 'Verify email' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired code.')
    expect(verifyOtp.map((c) => c.input)).toEqual([{ tenant: 'demo', email: 'meera@example.com', code: '123456' }])
  })
})
