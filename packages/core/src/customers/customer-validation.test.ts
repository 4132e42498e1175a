import { describe, expect, it } from 'vitest'
import { customerErrors, customerFieldMessages } from './customers-errors.ts'
import { validateCustomerInput } from './customer-validation.ts'

const staffBase = { name: 'Asha Rao', phone: '9876543210', aadhaarDocUrl: '/kyc/a.pdf' }
const intakeBase = { name: 'Asha Rao', phone: '9876543210', email: 'asha@example.com' }
const bank = { bankName: 'SBI', accountNumber: '123456789', ifsc: 'SBIN0001234' }

const m = customerFieldMessages
type Row = [string, Record<string, unknown>, string, string]

// [case, overrides on the staff base, field, message]
const staffRejections: Row[] = [
  ['name absent', { name: undefined }, 'name', 'Name is required.'],
  ['name blank', { name: '   ' }, 'name', 'Name is required.'],
  ['name one char after trim', { name: ' A ' }, 'name', 'Name must be at least 2 characters long.'],
  ['name 51 chars', { name: 'A'.repeat(51) }, 'name', 'Name must be 50 characters or fewer.'],
  ['name digits', { name: 'Asha 2' }, 'name', 'Name can only contain letters, spaces, dots, hyphens and apostrophes.'],
  ['name not text', { name: true }, 'name', m.nameCharset],
  ['phone absent', { phone: '' }, 'phone', 'Phone number is required.'],
  ['phone short', { phone: '98765' }, 'phone', 'Phone number must be a valid 10-digit Indian mobile number.'],
  ['phone starting 5', { phone: '5876543210' }, 'phone', m.phoneInvalid],
  ['email malformed', { email: 'asha@' }, 'email', 'Please enter a valid email address.'],
  ['email with space', { email: 'a sha@example.com' }, 'email', m.emailInvalid],
  ['aadhaar spaced', { aadhaar: '1234 5678 9012' }, 'aadhaar', 'Aadhaar number must be exactly 12 digits.'],
  ['aadhaar 11 digits', { aadhaar: '12345678901' }, 'aadhaar', m.aadhaarInvalid],
  ['aadhaar hyphenated', { aadhaar: '1234-5678-9012' }, 'aadhaar', m.aadhaarInvalid],
  ['pan shape', { pan: 'ABCD1234F' }, 'pan', 'PAN must be 5 letters, 4 digits and 1 letter (e.g., ABCDE1234F).'],
  ['nominee rel without name', { nomineeRel: 'Son' }, 'nominee', 'Please specify the nominee name.'],
  [
    'nominee name without rel',
    { nomineeName: 'Ravi Rao' },
    'nominee',
    'Please specify the relationship with the nominee.',
  ],
  [
    'nominee name short',
    { nomineeName: 'R', nomineeRel: 'Son' },
    'nominee',
    'Nominee name must be at least 2 characters long.',
  ],
  [
    'nominee name long',
    { nomineeName: 'R'.repeat(51), nomineeRel: 'Son' },
    'nominee',
    'Nominee name must be 50 characters or fewer.',
  ],
  [
    'nominee name charset',
    { nomineeName: 'Ravi_1', nomineeRel: 'Son' },
    'nominee',
    'Nominee name can only contain letters, spaces, dots, hyphens and apostrophes.',
  ],
  [
    'nominee rel short',
    { nomineeName: 'Ravi', nomineeRel: 'S' },
    'nominee',
    'Nominee relationship must be at least 2 characters long.',
  ],
  [
    'nominee rel charset',
    { nomineeName: 'Ravi', nomineeRel: 'Son #1' },
    'nominee',
    'Nominee relationship can only contain letters, spaces, slashes, dots, hyphens and parentheses.',
  ],
  [
    'bank name missing',
    { accountNumber: '123456789', ifsc: 'SBIN0001234' },
    'bank',
    'Bank name is required when bank details are provided.',
  ],
  [
    'account missing',
    { bankName: 'SBI', ifsc: 'SBIN0001234' },
    'bank',
    'Account number is required when bank details are provided.',
  ],
  [
    'ifsc missing',
    { bankName: 'SBI', accountNumber: '123456789' },
    'bank',
    'IFSC code is required when bank details are provided.',
  ],
  ['only ifsc', { ifsc: 'SBIN0001234' }, 'bank', m.bankNameRequired],
  ['account 8 digits', { ...bank, accountNumber: '1234-5678' }, 'bank', 'Account number must be 9-20 digits.'],
  ['account 21 digits', { ...bank, accountNumber: '1'.repeat(21) }, 'bank', m.accountNumberInvalid],
  [
    'ifsc fifth not zero',
    { ...bank, ifsc: 'SBIN1001234' },
    'bank',
    'IFSC code must be valid (format: 4 letters, 0, 6 alphanumeric characters, e.g., SBIN0001234).',
  ],
  ['ifsc short', { ...bank, ifsc: 'SBIN000123' }, 'bank', m.ifscInvalid],
  ['no kyc document', { aadhaarDocUrl: '', panDocUrl: '  ' }, 'kycDocs', 'Please upload an Aadhaar or PAN document.'],
  // Length caps (issue 13): a 900 KB address was stored.
  ['address over 500', { address: 'a'.repeat(501) }, 'address', 'Address must be 500 characters or fewer.'],
  ['address of 900 KB', { address: 'a'.repeat(900_000) }, 'address', m.addressTooLong],
  [
    'nominee rel over 50',
    { nomineeName: 'Ravi', nomineeRel: 'S'.repeat(51) },
    'nominee',
    'Nominee relationship must be 50 characters or fewer.',
  ],
  ['bank name over 120', { ...bank, bankName: 'B'.repeat(121) }, 'bank', 'Bank name must be 120 characters or fewer.'],
  [
    'account number padded past 40 characters',
    { ...bank, accountNumber: `1${'-'.repeat(40)}23456789` },
    'bank',
    m.accountNumberInvalid,
  ],
  [
    'kyc URL over 2048',
    { livePhotoUrl: `/kyc/${'a'.repeat(2044)}` },
    'kycDocs',
    'KYC document URLs must be text of at most 2048 characters.',
  ],
  ['email before address', { email: 'bad', address: 'a'.repeat(501) }, 'email', m.emailInvalid],
  ['address before aadhaar', { address: 'a'.repeat(501), aadhaar: 'x' }, 'address', m.addressTooLong],
  // first error in form order wins
  ['name before phone', { name: '', phone: 'x' }, 'name', m.nameRequired],
  ['phone before email', { phone: 'x', email: 'bad' }, 'phone', m.phoneInvalid],
  ['pan before bank', { pan: 'x', bankName: 'SBI' }, 'pan', m.panInvalid],
  ['bank before kyc', { bankName: 'SBI', aadhaarDocUrl: null }, 'bank', m.accountNumberRequired],
]

describe('validateCustomerInput (staff): every message', () => {
  it.each(staffRejections)('%s', (_case, overrides, field, message) => {
    const result = validateCustomerInput({ ...staffBase, ...overrides }, { mode: 'staff' })
    expect(result).toMatchObject({ ok: false, field, message })
    if (!result.ok) expect(customerErrors.error(result.code).message).toBe(message)
  })
})

const intakeRejections: Row[] = [
  ['email required', { email: undefined }, 'email', 'Email address is required.'],
  ['email blank', { email: '  ' }, 'email', m.emailRequired],
  ['email malformed', { email: 'nope' }, 'email', m.emailInvalid],
  ['account still validated', { ...bank, accountNumber: '12-34' }, 'bank', m.accountNumberInvalid],
  // spec 7 lists 'Email address is required.' after the field messages; a malformed address stays in form order
  ['field message before email required', { email: undefined, pan: 'x' }, 'pan', m.panInvalid],
  ['bank before email required', { email: '', bankName: 'SBI' }, 'bank', m.accountNumberRequired],
  ['malformed email in form order', { email: 'nope', pan: 'x' }, 'email', m.emailInvalid],
  ['intake shares the address cap', { address: 'a'.repeat(501) }, 'address', m.addressTooLong],
]

it('the tables cover every field message', () => {
  const covered = new Set([...staffRejections, ...intakeRejections].map((row) => row[3]))
  expect([...covered].sort()).toEqual(Object.values(m).sort())
})

describe('validateCustomerInput (intake)', () => {
  it.each(intakeRejections)('%s', (_case, overrides, field, message) => {
    expect(validateCustomerInput({ ...intakeBase, ...overrides }, { mode: 'intake' })).toMatchObject({
      ok: false,
      field,
      message,
    })
  })

  it('needs no KYC document, ignores media URLs and stores the account number as sent', () => {
    const result = validateCustomerInput(
      { ...intakeBase, ...bank, accountNumber: ' 1234 5678 90', livePhotoUrl: '/x' },
      { mode: 'intake' },
    )
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Asha Rao',
        phone: '9876543210',
        email: 'asha@example.com',
        aadhaar: null,
        pan: null,
        address: null,
        nomineeName: null,
        nomineeRel: null,
        bankName: 'SBI',
        accountNumber: ' 1234 5678 90',
        ifsc: 'SBIN0001234',
      },
    })
  })
})

it('accepts free text at its cap', () => {
  const result = validateCustomerInput(
    {
      ...staffBase,
      ...bank,
      address: ` ${'a'.repeat(500)} `,
      bankName: 'B'.repeat(120),
      nomineeName: 'Ravi',
      nomineeRel: 'S'.repeat(50),
      livePhotoUrl: 'u'.repeat(2048),
    },
    { mode: 'staff' },
  )
  expect(result).toMatchObject({
    ok: true,
    value: { address: 'a'.repeat(500), bankName: 'B'.repeat(120), livePhotoUrl: 'u'.repeat(2048) },
  })
})

describe('validateCustomerInput normalization', () => {
  it('trims, canonicalises, lowercases, upper-cases and strips', () => {
    const result = validateCustomerInput(
      {
        name: "  D'Souza-Rao Jr.  ",
        phone: '+91 98765-43210',
        email: '  Asha@Example.COM ',
        aadhaar: '123456789012',
        pan: 'abcde1234f',
        address: '  12 MG Road ',
        nomineeName: ' Ravi ',
        nomineeRel: 'Son (minor)/ward',
        bankName: ' SBI ',
        accountNumber: '1234 5678 90',
        ifsc: 'sbin0a01234',
        panDocUrl: '/kyc/p.pdf',
        aadhaarDocUrl: '',
        livePhotoUrl: '/l.jpg',
        phoneVerified: true,
      },
      { mode: 'staff' },
    )
    expect(result).toEqual({
      ok: true,
      value: {
        name: "D'Souza-Rao Jr.",
        phone: '9876543210',
        email: 'asha@example.com',
        aadhaar: '123456789012',
        pan: 'ABCDE1234F',
        address: '12 MG Road',
        nomineeName: 'Ravi',
        nomineeRel: 'Son (minor)/ward',
        bankName: 'SBI',
        accountNumber: '1234567890',
        ifsc: 'SBIN0A01234',
        livePhotoUrl: '/l.jpg',
        idCardPhotoUrl: null,
        aadhaarDocUrl: null,
        panDocUrl: '/kyc/p.pdf',
        passbookUrl: null,
      },
    })
  })

  it.each([
    [
      'empty optional strings are absent',
      { email: '', aadhaar: '', pan: '', nomineeName: '', nomineeRel: '', bankName: '', accountNumber: '', ifsc: '' },
    ],
    ['null optionals are absent', { email: null, aadhaar: null, pan: null, address: null }],
    ['50-character name', { name: 'A'.repeat(50) }],
    ['2-character name', { name: 'Al' }],
    ['20-digit account', { ...bank, accountNumber: '1'.repeat(20) }],
  ])('accepts: %s', (_case, overrides) => {
    expect(validateCustomerInput({ ...staffBase, ...overrides }, { mode: 'staff' }).ok).toBe(true)
  })

  it('treats a non-object body as empty', () => {
    expect(validateCustomerInput('nope', { mode: 'staff' })).toMatchObject({ ok: false, message: m.nameRequired })
  })
})

// Issue 23: the spec's "letters" are letters of any script, not only the English alphabet.
const namesInIndianScripts: [string, string][] = [
  ['Devanagari', 'गोपाल अय्यर'],
  ['Tamil', 'முருகன் சுப்பிரமணியம்'],
  ['Bengali', 'সুমিতা বন্দ্যোপাধ্যায়'],
  ['Telugu with a dot', 'వెంకట్ రావు.'],
  ['Malayalam', 'ശ്രീജ മേനോൻ'],
  ['Devanagari with a zero-width non-joiner', 'रा\u200Cम शर्मा'],
  ['Latin with an accent and apostrophe', "Zoë D'Souza-Pinto"],
]

describe('names in any script', () => {
  it.each(namesInIndianScripts)('accepts a %s name for borrower and nominee', (_script, name) => {
    const result = validateCustomerInput(
      { ...staffBase, name, nomineeName: name, nomineeRel: 'मां (mother)' },
      { mode: 'staff' },
    )
    expect(result).toMatchObject({ ok: true, value: { name, nomineeName: name, nomineeRel: 'मां (mother)' } })
  })

  it.each([
    ['digits of an Indian script', 'गोपाल ४'],
    ['a danda', 'गोपाल।'],
    ['an emoji', 'Gopal 🙂'],
    ['an underscore', 'गोपाल_अय्यर'],
  ])('still refuses %s', (_case, name) => {
    expect(validateCustomerInput({ ...staffBase, name }, { mode: 'staff' })).toMatchObject({
      ok: false,
      field: 'name',
      message: 'Name can only contain letters, spaces, dots, hyphens and apostrophes.',
    })
  })
})
