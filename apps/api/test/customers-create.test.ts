import { describe, expect, it } from 'vitest'
import { customerFieldMessages } from '@gold/core'
import { call } from './support/http.ts'
import { createTenantWithStaff, insertCustomer } from './support/factories.ts'
import {
  customerBody,
  customersTestServer,
  freshPhone,
  STORED_FIELDS,
  unique,
  verifyEmail,
} from './customers-helpers.ts'

const api = customersTestServer()

describe('POST /api/customers', () => {
  it('answers 201 with the stored row: no password hash, status New, canonical phone, lowercased email, no-store', async () => {
    const shop = await createTenantWithStaff(api.server)
    const phone = freshPhone()
    const res = await api.post(
      shop.admin.token,
      customerBody({
        name: '  Asha Rao ',
        phone: `+91 ${phone.slice(0, 5)}-${phone.slice(5)}`,
        email: ' Asha.Rao@Example.COM ',
        pan: 'abcde1234f',
        bankName: 'SBI',
        accountNumber: '1234 5678 90',
        ifsc: 'sbin0001234',
        status: 'Active',
        phoneVerified: true,
        passwordHash: 'x',
        tenantId: 'evil',
      }),
    )
    expect(res.status, res.text).toBe(201)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(Object.keys(res.body).sort()).toEqual(STORED_FIELDS)
    expect(res.body).toMatchObject({
      name: 'Asha Rao',
      phone,
      email: 'asha.rao@example.com',
      pan: 'ABCDE1234F',
      accountNumber: '1234567890',
      ifsc: 'SBIN0001234',
      status: 'New',
      phoneVerified: false,
      phoneVerifiedAt: null,
      tenantId: shop.tenantId,
      aadhaarDocUrl: '/kyc/a.pdf',
    })
  })

  // Every staff-form message over HTTP, in the order a user meets the form (the core table test covers each rule's edge cases).
  const m = customerFieldMessages
  const bank = { bankName: 'SBI', accountNumber: '123456789', ifsc: 'SBIN0001234' }
  it.each<[string, Record<string, unknown>, string]>([
    ['name absent', { name: undefined }, m.nameRequired],
    ['name too short', { name: 'A' }, 'Name must be at least 2 characters long.'],
    ['name too long', { name: 'A'.repeat(51) }, m.nameTooLong],
    ['name charset', { name: 'Asha 2' }, m.nameCharset],
    ['phone absent', { phone: '' }, m.phoneRequired],
    ['phone invalid', { phone: '5876543210' }, 'Phone number must be a valid 10-digit Indian mobile number.'],
    ['email invalid', { email: 'asha@' }, m.emailInvalid],
    ['aadhaar spaced (validated before stripping)', { aadhaar: '1234 5678 9012' }, m.aadhaarInvalid],
    ['pan invalid', { pan: 'ABCD1234F' }, m.panInvalid],
    [
      'nominee name without relationship',
      { nomineeName: 'Ravi Rao' },
      'Please specify the relationship with the nominee.',
    ],
    ['nominee relationship without name', { nomineeRel: 'Son' }, 'Please specify the nominee name.'],
    ['nominee name short', { nomineeName: 'R', nomineeRel: 'Son' }, m.nomineeNameTooShort],
    ['nominee name long', { nomineeName: 'R'.repeat(51), nomineeRel: 'Son' }, m.nomineeNameTooLong],
    ['nominee name charset', { nomineeName: 'Ravi_1', nomineeRel: 'Son' }, m.nomineeNameCharset],
    ['nominee relationship short', { nomineeName: 'Ravi', nomineeRel: 'S' }, m.nomineeRelTooShort],
    ['nominee relationship charset', { nomineeName: 'Ravi', nomineeRel: 'Son #1' }, m.nomineeRelCharset],
    [
      'bank name missing',
      { accountNumber: '123456789', ifsc: 'SBIN0001234' },
      'Bank name is required when bank details are provided.',
    ],
    [
      'account missing',
      { bankName: 'SBI', ifsc: 'SBIN0001234' },
      'Account number is required when bank details are provided.',
    ],
    ['account too short', { ...bank, accountNumber: '1234-5678' }, m.accountNumberInvalid],
    [
      'ifsc missing',
      { bankName: 'SBI', accountNumber: '123456789' },
      'IFSC code is required when bank details are provided.',
    ],
    [
      'ifsc invalid',
      { ...bank, ifsc: 'SBIN1001234' },
      'IFSC code must be valid (format: 4 letters, 0, 6 alphanumeric characters, e.g., SBIN0001234).',
    ],
    ['no Aadhaar or PAN document', { aadhaarDocUrl: '', panDocUrl: null }, m.kycDocRequired],
    [
      'first problem in form order wins',
      { name: 'A', phone: 'x', pan: 'bad', aadhaarDocUrl: '' },
      'Name must be at least 2 characters long.',
    ],
    ['phone before the documents', { phone: '12345', aadhaarDocUrl: '' }, m.phoneInvalid],
  ])('400 %s', async (_case, overrides, message) => {
    const shop = await createTenantWithStaff(api.server)
    const res = await api.post(shop.employee.token, customerBody(overrides))
    expect([res.status, res.body]).toEqual([400, { error: message }])
    expect((await call(api.server.url, 'GET', '/api/customers', { token: shop.admin.token })).body).toEqual([])
  })

  it('canonicalises phones: +91, 91, leading 0, spaces, dashes and brackets are one customer', async () => {
    const shop = await createTenantWithStaff(api.server)
    const p = freshPhone()
    const first = await api.post(shop.admin.token, customerBody({ phone: p }))
    expect(first.body.phone).toBe(p)
    const forms = [
      `+91${p}`,
      `+91 ${p.slice(0, 5)} ${p.slice(5)}`,
      `91${p}`,
      `0${p}`,
      `0${p.slice(0, 5)}-${p.slice(5)}`,
      `${p.slice(0, 3)}-${p.slice(3, 6)}-${p.slice(6)}`,
      `(+91) ${p.slice(0, 5)}-${p.slice(5)}`,
      ` ${p} `,
    ]
    for (const phone of forms) {
      const res = await api.post(shop.admin.token, customerBody({ phone }))
      expect([phone, res.status, res.body]).toEqual([
        phone,
        400,
        { error: 'Customer with this phone number already exists' },
      ])
    }
    const list = await call(api.server.url, 'GET', '/api/customers', { token: shop.admin.token })
    expect(list.body.map((c: { phone: string }) => c.phone)).toEqual([p])
  })

  it.each([
    ['9876543210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['6000000000', '6000000000'],
    ['919876543210', '9876543210'],
  ])('stores %s as %s', async (phone, canonical) => {
    const shop = await createTenantWithStaff(api.server)
    const res = await api.post(shop.admin.token, customerBody({ phone }))
    expect([res.status, res.body.phone]).toEqual([201, canonical])
  })

  it('rejects a duplicate email case-insensitively (also against a legacy mixed-case row); phone is checked first', async () => {
    const shop = await createTenantWithStaff(api.server)
    const email = `dup-${unique()}@example.com`
    const first = await api.post(shop.admin.token, customerBody({ email: email.toUpperCase() }))
    expect(first.body.email).toBe(email)
    const dup = await api.post(shop.admin.token, customerBody({ email: ` ${email.replace('dup', 'DUP')} ` }))
    expect([dup.status, dup.body]).toEqual([400, { error: 'A customer with this email already exists.' }])
    const legacy = await insertCustomer(api.server, shop.tenantId, { email: `Legacy-${unique()}@Example.com` })
    const dupLegacy = await api.post(shop.admin.token, customerBody({ email: legacy.email!.toLowerCase() }))
    expect(dupLegacy.body).toEqual({ error: 'A customer with this email already exists.' })
    const both = await api.post(shop.admin.token, customerBody({ phone: first.body.phone, email }))
    expect(both.body).toEqual({ error: 'Customer with this phone number already exists' })
    // Another tenant may hold the same phone and email.
    const other = await createTenantWithStaff(api.server)
    expect((await api.post(other.admin.token, customerBody({ phone: first.body.phone, email }))).status).toBe(201)
  })

  it('sets phoneVerified only from a recent email OTP verification for the tenant and address', async () => {
    const shop = await createTenantWithStaff(api.server)
    const other = await createTenantWithStaff(api.server)
    const email = `otp-${unique()}@example.com`
    await verifyEmail(api.server, shop.slug, email)
    const verified = await api.post(shop.admin.token, customerBody({ email: email.toUpperCase() }))
    expect(verified.body.phoneVerified).toBe(true)
    expect(new Date(verified.body.phoneVerifiedAt).getTime()).toBeGreaterThan(Date.now() - 60_000)

    const elsewhere = `else-${unique()}@example.com`
    await verifyEmail(api.server, other.slug, elsewhere)
    const wrongTenant = await api.post(shop.admin.token, customerBody({ email: elsewhere, phoneVerified: true }))
    expect([wrongTenant.body.phoneVerified, wrongTenant.body.phoneVerifiedAt]).toEqual([false, null])

    const stale = `stale-${unique()}@example.com`
    await verifyEmail(api.server, shop.slug, stale)
    api.server.clock.advance(31 * 60_000)
    try {
      expect((await api.post(shop.admin.token, customerBody({ email: stale }))).body.phoneVerified).toBe(false)
    } finally {
      api.server.clock.advance(-31 * 60_000)
    }
    expect(
      (await api.post(shop.admin.token, customerBody({ email: null, phoneVerified: true }))).body.phoneVerified,
    ).toBe(false)
  })
})
