import { customerErrors, customerFieldMessages as messages } from '@gold/core/customers/index'
import { formQueries } from '@gold/ui/test-support/form-queries'
import {
  ORIGIN,
  StubError,
  mockHttp,
  renderWithTrpc,
  stubProcedure,
  useMockServer,
} from '@gold/ui/test-support/trpc-mock'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { NewBorrowerPage } from './new-borrower-page.tsx'
import { borrowerRowFixture } from './borrower-test-fixture.ts'

useMockServer()

const AADHAAR_DOC = 'Aadhaar document (Aadhaar or PAN required)'
const PAN_DOC = 'PAN document (Aadhaar or PAN required)'

const { input, fieldError } = formQueries({ exact: true })

function renderForm() {
  const create = stubProcedure('customers.create', () => borrowerRowFixture({ id: 'cus-9' }))
  const uploads: string[] = []
  mockHttp(
    http.post(`${ORIGIN}/api/upload`, ({ request }) => {
      const name = decodeURIComponent(request.headers.get('x-file-name') ?? '')
      uploads.push(`${new URL(request.url).searchParams.get('purpose')}:${name}`)
      return HttpResponse.json(
        {
          pathname: `kyc/t1/${name}`,
          name,
          size: 3,
          contentType: 'image/png',
          url: `/api/files/private?pathname=kyc/t1/${name}`,
        },
        { status: 201 },
      )
    }),
  )
  const user = userEvent.setup()
  renderWithTrpc(<NewBorrowerPage />)
  return { user, create, uploads }
}

async function fill(user: ReturnType<typeof userEvent.setup>, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await user.type(input(label), value)
}

async function upload(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.upload(input(label), new File(['png'], 'doc.png', { type: 'image/png' }))
  await screen.findByText('Uploaded: doc.png')
}

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save borrower' }))

beforeEach(() => window.history.replaceState(null, '', '/borrowers/new'))

describe('New borrower form', () => {
  it('an empty form: the required fields and the KYC rule are shown inline, focus goes to the first, nothing is sent', async () => {
    const { user, create } = renderForm()
    await save(user)
    expect(fieldError('Full name')).toBe(messages.nameRequired)
    expect(fieldError('Mobile number')).toBe(messages.phoneRequired)
    expect(fieldError(AADHAAR_DOC)).toBe(messages.kycDocRequired)
    expect(screen.getByText('Please correct the highlighted fields.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(input('Full name')))
    expect(create).toEqual([])
  })

  it.each([
    ['Aadhaar number', { 'Aadhaar number': '1234 5678' }, messages.aadhaarInvalid],
    ['Aadhaar number', { 'Aadhaar number': '12345678901' }, messages.aadhaarInvalid],
    ['PAN', { PAN: 'ABCD12345' }, messages.panInvalid],
    ['Mobile number', { 'Mobile number': '12345' }, messages.phoneInvalid],
    [
      'Account number',
      { 'Bank name': 'State Bank', 'Account number': '1234', 'IFSC code': 'SBIN0001234' },
      messages.accountNumberInvalid,
    ],
    ['Account number', { 'Bank name': 'State Bank' }, messages.accountNumberRequired],
    [
      'IFSC code',
      { 'Bank name': 'State Bank', 'Account number': '123456789', 'IFSC code': 'SBIN123' },
      messages.ifscInvalid,
    ],
    ['Email address', { 'Email address': 'asha@' }, messages.emailInvalid],
  ])('%s: %j is refused inline with the API message, focused, nothing sent', async (label, typed, message) => {
    const { user, create } = renderForm()
    await fill(user, { 'Full name': 'Asha Verma', 'Mobile number': '9876543210', ...typed })
    await upload(user, PAN_DOC)
    await save(user)
    expect(fieldError(label)).toBe(message)
    await waitFor(() => expect(document.activeElement).toBe(input(label)))
    expect(screen.queryByText('Please correct the highlighted fields.')).toBeNull()
    expect(create).toEqual([])
  })

  it('after a refused save the errors follow the typing: a fixed Aadhaar clears, and the save then goes through', async () => {
    const { user, create } = renderForm()
    await fill(user, { 'Full name': 'Asha Verma', 'Mobile number': '9876543210', 'Aadhaar number': '23456789' })
    await upload(user, AADHAAR_DOC)
    await save(user)
    expect(fieldError('Aadhaar number')).toBe(messages.aadhaarInvalid)
    await user.type(input('Aadhaar number'), '012')
    expect(fieldError('Aadhaar number')).toBe(messages.aadhaarInvalid)
    await user.type(input('Aadhaar number'), '3')
    expect(fieldError('Aadhaar number')).toBeNull()
    await save(user)
    await waitFor(() => expect(create).toHaveLength(1))
    expect(create[0]!.input).toMatchObject({ aadhaar: '234567890123', aadhaarDocUrl: 'kyc/t1/doc.png' })
  })

  it('sends the trimmed details with the uploaded document, leaves blank fields out, and opens the new borrower', async () => {
    const { user, create, uploads } = renderForm()
    await fill(user, {
      'Full name': '  Asha Verma ',
      'Mobile number': ' 98765 43210',
      'Aadhaar number': '234567890123',
      PAN: 'ABCDE1234F',
      'Nominee name': 'Ravi Verma',
      'Relationship with nominee': 'Spouse',
      'Bank name': 'State Bank of India',
      'Account number': '12345678901',
      'IFSC code': 'SBIN0001234',
    })
    await upload(user, PAN_DOC)
    await save(user)
    await waitFor(() => expect(create).toHaveLength(1))
    expect(uploads).toEqual(['kyc:doc.png'])
    expect(create[0]!.input).toEqual({
      name: 'Asha Verma',
      phone: '98765 43210',
      aadhaar: '234567890123',
      pan: 'ABCDE1234F',
      nomineeName: 'Ravi Verma',
      nomineeRel: 'Spouse',
      bankName: 'State Bank of India',
      accountNumber: '12345678901',
      ifsc: 'SBIN0001234',
      panDocUrl: 'kyc/t1/doc.png',
      preferredLanguage: 'en',
    })
    await waitFor(() => expect(window.location.pathname).toBe('/borrowers/cus-9'))
  })

  it("sends the borrower's message language chosen in the Language select", async () => {
    const { user, create } = renderForm()
    await fill(user, { 'Full name': 'Asha Verma', 'Mobile number': '9876543210' })
    await user.selectOptions(screen.getByLabelText('Language for messages'), 'हिन्दी')
    await upload(user, AADHAAR_DOC)
    await save(user)
    await waitFor(() => expect(create).toHaveLength(1))
    expect(create[0]!.input).toMatchObject({ name: 'Asha Verma', preferredLanguage: 'hi' })
  })

  it('a duplicate phone from the server is shown at the phone field, and goes once the phone is edited', async () => {
    const { user } = renderForm()
    stubProcedure('customers.create', () => {
      throw customerErrors.error('duplicatePhone')
    })
    await fill(user, { 'Full name': 'Asha Verma', 'Mobile number': '9876543210' })
    await upload(user, AADHAAR_DOC)
    await save(user)
    await waitFor(() => expect(fieldError('Mobile number')).toBe('Customer with this phone number already exists'))
    await waitFor(() => expect(document.activeElement).toBe(input('Mobile number')))
    await user.type(input('Mobile number'), '1')
    expect(fieldError('Mobile number')).toBe(messages.phoneInvalid)
    await user.clear(input('Mobile number'))
    await user.type(input('Mobile number'), '9876543211')
    expect(fieldError('Mobile number')).toBeNull()
  })

  it('a server message about no field is shown above the form', async () => {
    const { user } = renderForm()
    stubProcedure('customers.create', () => {
      throw new StubError(403, 'This shop is suspended.')
    })
    await fill(user, { 'Full name': 'Asha Verma', 'Mobile number': '9876543210' })
    await upload(user, AADHAAR_DOC)
    await save(user)
    expect((await screen.findByRole('alert')).textContent).toBe('This shop is suspended.')
  })

  // Issue 23: names in Indian scripts were refused; an Aadhaar typed as printed was cut at 12 characters.
  it('takes a name in an Indian script and an Aadhaar typed as printed, and sends the Aadhaar as 12 digits', async () => {
    const { user, create } = renderForm()
    await fill(user, {
      'Full name': 'गोपाल अय्यर',
      'Mobile number': '9876543210',
      'Aadhaar number': '2345 6789 0123',
      'Nominee name': 'முருகன் சுப்பிரமணியம்',
      'Relationship with nominee': 'சகோதரர்',
    })
    expect(input('Aadhaar number').value).toBe('2345 6789 0123')
    await upload(user, AADHAAR_DOC)
    await save(user)
    expect(fieldError('Full name')).toBeNull()
    expect(fieldError('Aadhaar number')).toBeNull()
    await waitFor(() => expect(create).toHaveLength(1))
    expect(create[0]!.input).toMatchObject({
      name: 'गोपाल अय्यर',
      aadhaar: '234567890123',
      nomineeName: 'முருகன் சுப்பிரமணியம்',
      nomineeRel: 'சகோதரர்',
    })
  })

  it('an Aadhaar with a letter or a missing digit is still refused inline', async () => {
    const { user, create } = renderForm()
    await fill(user, { 'Full name': 'সুমিতা বসু', 'Mobile number': '9876543210', 'Aadhaar number': '2345 6789 012a' })
    await upload(user, AADHAAR_DOC)
    await save(user)
    expect(fieldError('Aadhaar number')).toBe(messages.aadhaarInvalid)
    expect(fieldError('Full name')).toBeNull()
    expect(create).toEqual([])
  })
})
