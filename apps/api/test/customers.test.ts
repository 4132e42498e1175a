import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customerFieldMessages } from '@gold/core'
import { setCustomerStatus } from '../src/customers/customer-status-service.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createSuperAdminLogin, createTenantWithStaff, insertCustomer } from './support/factories.ts'
import {
  customerBody,
  freshPhone,
  insertEmi,
  insertValuation,
  portalCustomer,
  trpc,
  unique,
  verifyEmail,
} from './customers-helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const STORED_FIELDS = [
  'id',
  'name',
  'phone',
  'email',
  'aadhaar',
  'pan',
  'address',
  'nomineeName',
  'nomineeRel',
  'bankName',
  'accountNumber',
  'ifsc',
  'status',
  'phoneVerified',
  'phoneVerifiedAt',
  'livePhotoUrl',
  'idCardPhotoUrl',
  'aadhaarDocUrl',
  'panDocUrl',
  'passbookUrl',
  'notificationsSeenAt',
  'tenantId',
  'createdAt',
  'updatedAt',
].sort()

const post = (token: string, body: unknown) => call(server.url, 'POST', '/api/customers', { token, body })

describe('staff only (spec 5): 401 Unauthorized', () => {
  it('refuses no token, a customer token and a super admin on every customer route, still with no-store', async () => {
    const shop = await createTenantWithStaff(server)
    const { customer, auth } = await portalCustomer(server, shop.tenantId, shop.slug)
    const ops = await createSuperAdminLogin(server)
    const routes: [string, string][] = [
      ['GET', '/api/customers'],
      ['POST', '/api/customers'],
      ['GET', `/api/customers/${customer.id}`],
      ['GET', `/api/customers/${customer.id}/timeline`],
      ['PATCH', `/api/customers/${customer.id}/status`],
      ['PATCH', `/api/customers/${customer.id}/kyc`],
    ]
    for (const [method, path] of routes) {
      for (const who of [{}, auth, { token: ops.token }]) {
        const res = await call(server.url, method, path, { ...who, body: method === 'GET' ? undefined : {} })
        expect([method, path, res.status, res.body]).toEqual([method, path, 401, { error: 'Unauthorized' }])
        expect(res.headers.get('cache-control')).toBe('no-store')
      }
    }
  })

  it('accepts admins and employees alike', async () => {
    const shop = await createTenantWithStaff(server)
    expect((await post(shop.employee.token, customerBody())).status).toBe(201)
    expect((await call(server.url, 'GET', '/api/customers', { token: shop.admin.token })).status).toBe(200)
  })
})

describe('POST /api/customers', () => {
  it('answers 201 with the stored row: no password hash, status New, canonical phone, lowercased email, no-store', async () => {
    const shop = await createTenantWithStaff(server)
    const phone = freshPhone()
    const res = await post(
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
    const shop = await createTenantWithStaff(server)
    const res = await post(shop.employee.token, customerBody(overrides))
    expect([res.status, res.body]).toEqual([400, { error: message }])
    expect((await call(server.url, 'GET', '/api/customers', { token: shop.admin.token })).body).toEqual([])
  })

  it('canonicalises phones: +91, 91, leading 0, spaces, dashes and brackets are one customer', async () => {
    const shop = await createTenantWithStaff(server)
    const p = freshPhone()
    const first = await post(shop.admin.token, customerBody({ phone: p }))
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
      const res = await post(shop.admin.token, customerBody({ phone }))
      expect([phone, res.status, res.body]).toEqual([
        phone,
        400,
        { error: 'Customer with this phone number already exists' },
      ])
    }
    const list = await call(server.url, 'GET', '/api/customers', { token: shop.admin.token })
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
    const shop = await createTenantWithStaff(server)
    const res = await post(shop.admin.token, customerBody({ phone }))
    expect([res.status, res.body.phone]).toEqual([201, canonical])
  })

  it('rejects a duplicate email case-insensitively (also against a legacy mixed-case row); phone is checked first', async () => {
    const shop = await createTenantWithStaff(server)
    const email = `dup-${unique()}@example.com`
    const first = await post(shop.admin.token, customerBody({ email: email.toUpperCase() }))
    expect(first.body.email).toBe(email)
    const dup = await post(shop.admin.token, customerBody({ email: ` ${email.replace('dup', 'DUP')} ` }))
    expect([dup.status, dup.body]).toEqual([400, { error: 'A customer with this email already exists.' }])
    const legacy = await insertCustomer(server, shop.tenantId, { email: `Legacy-${unique()}@Example.com` })
    const dupLegacy = await post(shop.admin.token, customerBody({ email: legacy.email!.toLowerCase() }))
    expect(dupLegacy.body).toEqual({ error: 'A customer with this email already exists.' })
    const both = await post(shop.admin.token, customerBody({ phone: first.body.phone, email }))
    expect(both.body).toEqual({ error: 'Customer with this phone number already exists' })
    // Another tenant may hold the same phone and email.
    const other = await createTenantWithStaff(server)
    expect((await post(other.admin.token, customerBody({ phone: first.body.phone, email }))).status).toBe(201)
  })

  it('sets phoneVerified only from a recent email OTP verification for the tenant and address', async () => {
    const shop = await createTenantWithStaff(server)
    const other = await createTenantWithStaff(server)
    const email = `otp-${unique()}@example.com`
    await verifyEmail(server, shop.slug, email)
    const verified = await post(shop.admin.token, customerBody({ email: email.toUpperCase() }))
    expect(verified.body.phoneVerified).toBe(true)
    expect(new Date(verified.body.phoneVerifiedAt).getTime()).toBeGreaterThan(Date.now() - 60_000)

    const elsewhere = `else-${unique()}@example.com`
    await verifyEmail(server, other.slug, elsewhere)
    const wrongTenant = await post(shop.admin.token, customerBody({ email: elsewhere, phoneVerified: true }))
    expect([wrongTenant.body.phoneVerified, wrongTenant.body.phoneVerifiedAt]).toEqual([false, null])

    const stale = `stale-${unique()}@example.com`
    await verifyEmail(server, shop.slug, stale)
    server.clock.advance(31 * 60_000)
    try {
      expect((await post(shop.admin.token, customerBody({ email: stale }))).body.phoneVerified).toBe(false)
    } finally {
      server.clock.advance(-31 * 60_000)
    }
    expect((await post(shop.admin.token, customerBody({ email: null, phoneVerified: true }))).body.phoneVerified).toBe(
      false,
    )
  })
})

describe('GET /api/customers', () => {
  it('lists stored rows newest first with the latest valuation date and counts, never the password hash', async () => {
    const shop = await createTenantWithStaff(server)
    const older = await post(shop.admin.token, customerBody({ name: 'Older One' }))
    const newer = await post(shop.admin.token, customerBody({ name: 'Newer One' }))
    await server.ctx.db
      .forTenant(shop.tenantId)
      .customer.update({ where: { id: older.body.id }, data: { passwordHash: 'legacy-hash' } })
    const v1 = await insertValuation(server, shop.tenantId, older.body.id, {
      createdAt: new Date('2025-01-01T00:00:00Z'),
    })
    const v2 = await insertValuation(server, shop.tenantId, older.body.id, {
      createdAt: new Date('2025-03-01T00:00:00Z'),
    })
    await insertEmi(server, shop.tenantId, older.body.id, v1.id)
    await insertEmi(server, shop.tenantId, older.body.id, v2.id)
    await insertEmi(server, shop.tenantId, older.body.id, v2.id)
    const res = await call(server.url, 'GET', '/api/customers', { token: shop.employee.token })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.text).not.toContain('passwordHash')
    expect(res.text).not.toContain('legacy-hash')
    expect(res.body.map((c: { name: string }) => c.name)).toEqual(['Newer One', 'Older One'])
    expect(Object.keys(res.body[1]).sort()).toEqual([...STORED_FIELDS, '_count', 'valuations'].sort())
    expect(res.body[1].valuations).toEqual([{ createdAt: '2025-03-01T00:00:00.000Z' }])
    expect(res.body[1]._count).toEqual({ valuations: 2, emiRecords: 3 })
    expect(res.body[0]).toMatchObject({ id: newer.body.id, valuations: [], _count: { valuations: 0, emiRecords: 0 } })
  })

  it('searches name and bank name case-insensitively, phone by substring and Aadhaar by the query digits', async () => {
    const shop = await createTenantWithStaff(server)
    const asha = await post(
      shop.admin.token,
      customerBody({ name: 'Asha Verma', phone: '9811122233', aadhaar: '123456789012' }),
    )
    const ravi = await post(
      shop.admin.token,
      customerBody({
        name: 'Ravi Kumar',
        phone: '9700000001',
        bankName: 'Canara Bank',
        accountNumber: '123456789',
        ifsc: 'CNRB0001234',
      }),
    )
    const meena = await post(
      shop.admin.token,
      customerBody({ name: "Meena D'Souza", phone: '8899001122', aadhaar: '999988887777' }),
    )
    const search = async (q: string) => {
      const res = await call(server.url, 'GET', `/api/customers?search=${encodeURIComponent(q)}`, {
        token: shop.admin.token,
      })
      return res.body.map((c: { id: string }) => c.id).sort()
    }
    const ids = (...rows: { body: { id: string } }[]) => rows.map((r) => r.body.id).sort()
    expect(await search('asha')).toEqual(ids(asha))
    expect(await search('VERMA')).toEqual(ids(asha))
    expect(await search('canara')).toEqual(ids(ravi))
    expect(await search('81112')).toEqual(ids(asha))
    expect(await search('98111-22233')).toEqual(ids(asha))
    expect(await search('+91 98111 22233')).toEqual(ids(asha))
    expect(await search('8888-7777')).toEqual(ids(meena))
    expect(await search('5678 9012')).toEqual(ids(asha))
    expect(await search("d'souza")).toEqual(ids(meena))
    expect(await search('%')).toEqual([])
    expect(await search('_')).toEqual([])
    expect(await search('nobody')).toEqual([])
    expect(await search('   ')).toEqual(ids(asha, ravi, meena))
  })

  it('has no cap and no pagination', async () => {
    const shop = await createTenantWithStaff(server)
    await server.ctx.db.forTenant(shop.tenantId).customer.createMany({
      data: Array.from({ length: 260 }, (_, i) => ({
        tenantId: shop.tenantId,
        name: `Bulk ${i}`,
        phone: `9${String(i).padStart(9, '0')}`,
      })),
    })
    const res = await call(server.url, 'GET', '/api/customers', { token: shop.admin.token })
    expect(res.body).toHaveLength(260)
  })
})

describe('GET /api/customers/{id}', () => {
  it('returns the 4.6 projection: KYC booleans and progress, valuations newest first, EMIs by due date, no URLs', async () => {
    const shop = await createTenantWithStaff(server)
    const created = await post(
      shop.admin.token,
      customerBody({
        name: 'Asha Rao',
        aadhaar: '123456789012',
        pan: 'ABCDE1234F',
        address: '12 MG Road',
        nomineeName: 'Ravi Rao',
        nomineeRel: 'Son',
        bankName: 'SBI',
        accountNumber: '123456789',
        ifsc: 'SBIN0001234',
        aadhaarDocUrl: '/kyc/aadhaar-secret.pdf',
        livePhotoUrl: '/kyc/live-secret.jpg',
      }),
    )
    const id = created.body.id as string
    const vOld = await insertValuation(server, shop.tenantId, id, {
      createdAt: new Date('2025-01-01T00:00:00Z'),
      type: 'sell',
      goldReceiptNo: 'GR-AAAAAA',
    })
    const vNew = await insertValuation(server, shop.tenantId, id, { createdAt: new Date('2025-02-01T00:00:00Z') })
    const late = await insertEmi(server, shop.tenantId, id, vNew.id, {
      dueDate: new Date('2025-04-01T00:00:00Z'),
      amount: 500,
    })
    const early = await insertEmi(server, shop.tenantId, id, vNew.id, {
      dueDate: new Date('2025-03-01T00:00:00Z'),
      amount: 250.5,
      status: 'Paid',
      paidAt: new Date('2025-03-01T05:00:00Z'),
    })
    const res = await call(server.url, 'GET', `/api/customers/${id}`, { token: shop.employee.token })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'id',
        'name',
        'phone',
        'email',
        'address',
        'aadhaar',
        'pan',
        'bankName',
        'accountNumber',
        'ifsc',
        'nomineeName',
        'nomineeRel',
        'status',
        'phoneVerified',
        'createdAt',
        'kyc',
        'kycProgress',
        'valuations',
        'emiRecords',
      ].sort(),
    )
    expect(res.body).toMatchObject({
      id,
      name: 'Asha Rao',
      address: '12 MG Road',
      nomineeName: 'Ravi Rao',
      nomineeRel: 'Son',
      status: 'New',
    })
    expect(res.body.kyc).toEqual({ livePhoto: true, idCard: false, aadhaarDoc: true, panDoc: false, passbook: false })
    expect(res.body.kycProgress).toEqual({ completed: 2, total: 5 })
    expect(res.text).not.toContain('secret')
    expect(res.text).not.toMatch(/Url"/)
    expect(res.body.valuations.map((v: { id: string }) => v.id)).toEqual([vNew.id, vOld.id])
    expect(Object.keys(res.body.valuations[0]).sort()).toEqual(
      ['id', 'type', 'status', 'totalValue', 'estimatedLoan', 'totalNetWeight', 'goldReceiptNo', 'createdAt'].sort(),
    )
    expect(res.body.valuations[1]).toMatchObject({
      type: 'sell',
      goldReceiptNo: 'GR-AAAAAA',
      status: 'Completed',
      totalValue: 60000,
    })
    expect(res.body.emiRecords).toEqual([
      {
        id: early.id,
        amount: 250.5,
        dueDate: '2025-03-01T00:00:00.000Z',
        status: 'Paid',
        paidAt: '2025-03-01T05:00:00.000Z',
        valuationId: vNew.id,
      },
      // synchronised before reading: an unpaid installment past its due date reads Overdue
      {
        id: late.id,
        amount: 500,
        dueDate: '2025-04-01T00:00:00.000Z',
        status: 'Overdue',
        paidAt: null,
        valuationId: vNew.id,
      },
    ])
  })

  it('answers 404 Customer not found for an unknown or blank id', async () => {
    const shop = await createTenantWithStaff(server)
    for (const id of ['nope', '%20']) {
      const res = await call(server.url, 'GET', `/api/customers/${id}`, { token: shop.admin.token })
      expect([res.status, res.body]).toEqual([404, { error: 'Customer not found' }])
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
  })
})

describe("another tenant's customer reads as not found (spec 5 rule 3)", () => {
  it('answers 404 on every id route, REST and tRPC, and changes nothing', async () => {
    const a = await createTenantWithStaff(server)
    const b = await createTenantWithStaff(server)
    const theirs = (await post(a.admin.token, customerBody())).body
    const token = b.admin.token
    const expectations: [string, string, unknown, string][] = [
      ['GET', `/api/customers/${theirs.id}`, undefined, 'Customer not found'],
      ['GET', `/api/customers/${theirs.id}/timeline`, undefined, 'Customer not found.'],
      ['PATCH', `/api/customers/${theirs.id}/status`, { status: 'Inactive' }, 'Customer not found'],
      ['PATCH', `/api/customers/${theirs.id}/kyc`, { panDocUrl: '/x.pdf' }, 'Customer not found'],
    ]
    for (const [method, path, body, message] of expectations) {
      const res = await call(server.url, method, path, { token, body })
      expect([path, res.status, res.body]).toEqual([path, 404, { error: message }])
    }
    for (const [kind, path, input] of [
      ['query', 'customers.get', { id: theirs.id }],
      ['query', 'customers.timeline', { id: theirs.id }],
      ['mutation', 'customers.setStatus', { id: theirs.id, status: 'Inactive' }],
      ['mutation', 'customers.setKyc', { id: theirs.id, panDocUrl: '/x' }],
    ] as const) {
      const res = await trpc(server, kind, path, input, { token })
      expect([path, res.status, res.error?.code]).toEqual([path, 404, 'NOT_FOUND'])
    }
    const still = await call(server.url, 'GET', `/api/customers/${theirs.id}`, { token: a.admin.token })
    expect(still.body).toMatchObject({ status: 'New', kyc: { panDoc: false } })
    expect((await call(server.url, 'GET', '/api/customers', { token })).body).toEqual([])
  })
})

describe('customer status (spec 3.4)', () => {
  it('changes status with a STATUS_CHANGE event; Inactive revokes portal tokens and hides from the picker', async () => {
    const shop = await createTenantWithStaff(server)
    const { customer, auth } = await portalCustomer(server, shop.tenantId, shop.slug, { name: 'Archived Borrower' })
    const kept = await insertCustomer(server, shop.tenantId, { name: 'Kept Borrower', status: 'Closed' })
    expect((await trpc(server, 'query', 'portal.profile', undefined, auth)).status).toBe(200)

    const res = await call(server.url, 'PATCH', `/api/customers/${customer.id}/status`, {
      token: shop.employee.token,
      body: { status: 'Inactive' },
    })
    expect([res.status, res.body]).toEqual([200, { id: customer.id, status: 'Inactive' }])
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect((await trpc(server, 'query', 'portal.profile', undefined, auth)).status).toBe(401)

    const picker = await call(server.url, 'GET', '/api/customers?picker=true', { token: shop.admin.token })
    expect(picker.body.map((c: { id: string }) => c.id)).toEqual([kept.id])
    const trpcPicker = await trpc(server, 'query', 'customers.picker', {}, { token: shop.admin.token })
    expect(trpcPicker.data).toEqual({
      items: [{ id: kept.id, name: 'Kept Borrower', phone: kept.phone, email: kept.email, status: 'Closed' }],
      nextCursor: null,
    })
    const all = await call(server.url, 'GET', '/api/customers', { token: shop.admin.token })
    expect(all.body).toHaveLength(2)

    // same status again: nothing recorded; then back to Active via tRPC
    await call(server.url, 'PATCH', `/api/customers/${customer.id}/status`, {
      token: shop.admin.token,
      body: { status: 'Inactive' },
    })
    expect(
      (
        await trpc(
          server,
          'mutation',
          'customers.setStatus',
          { id: customer.id, status: 'Active' },
          { token: shop.admin.token },
        )
      ).data,
    ).toEqual({ id: customer.id, status: 'Active' })
    const timeline = await call(server.url, 'GET', `/api/customers/${customer.id}/timeline`, {
      token: shop.admin.token,
    })
    expect(
      timeline.body
        .filter((e: { type: string }) => e.type === 'STATUS_CHANGE')
        .map((e: { detail: string }) => e.detail),
    ).toEqual(['New \u2192 Inactive', 'Inactive \u2192 Active'])
  })

  it('serves the operator CLI (no tenant) through the same service', async () => {
    const shop = await createTenantWithStaff(server)
    const c = await insertCustomer(server, shop.tenantId)
    expect(await setCustomerStatus(server.ctx, { tenantId: null, customerId: c.id, status: 'Closed' })).toEqual({
      customerId: c.id,
      tenantId: shop.tenantId,
      status: 'Closed',
    })
    await expect(
      setCustomerStatus(server.ctx, { tenantId: null, customerId: 'nope', status: 'Closed' }),
    ).rejects.toThrow('Customer not found')
    const timeline = await call(server.url, 'GET', `/api/customers/${c.id}/timeline`, { token: shop.admin.token })
    expect(timeline.body.at(-1)).toMatchObject({ type: 'STATUS_CHANGE', detail: 'New \u2192 Closed' })
  })

  it('rejects an unknown status with 400 and accepts each of the seven', async () => {
    const shop = await createTenantWithStaff(server)
    const c = await insertCustomer(server, shop.tenantId)
    for (const status of ['inactive', 'Archived', '', null]) {
      const res = await call(server.url, 'PATCH', `/api/customers/${c.id}/status`, {
        token: shop.admin.token,
        body: { status },
      })
      expect([res.status, res.body]).toEqual([
        400,
        { error: 'Status must be one of: New, KYC Pending, Active, Loan Active, Overdue, Closed, Inactive.' },
      ])
    }
    for (const status of ['KYC Pending', 'Active', 'Loan Active', 'Overdue', 'Closed', 'Inactive', 'New']) {
      expect(
        (
          await call(server.url, 'PATCH', `/api/customers/${c.id}/status`, {
            token: shop.admin.token,
            body: { status },
          })
        ).body.status,
      ).toBe(status)
    }
  })
})

describe('PATCH /api/customers/{id}/kyc', () => {
  it('sets and clears the five KYC URLs; only present keys are written', async () => {
    const shop = await createTenantWithStaff(server)
    const c = (await post(shop.admin.token, customerBody({ aadhaarDocUrl: '/a.pdf' }))).body
    const res = await call(server.url, 'PATCH', `/api/customers/${c.id}/kyc`, {
      token: shop.employee.token,
      body: { livePhotoUrl: '/l.jpg', idCardPhotoUrl: '/i.jpg', panDocUrl: '/p.pdf', passbookUrl: '/b.pdf' },
    })
    expect(res.body).toEqual({
      id: c.id,
      kyc: { livePhoto: true, idCard: true, aadhaarDoc: true, panDoc: true, passbook: true },
      kycProgress: { completed: 5, total: 5 },
    })
    const cleared = await trpc(
      server,
      'mutation',
      'customers.setKyc',
      { id: c.id, aadhaarDocUrl: '', passbookUrl: null },
      { token: shop.admin.token },
    )
    expect(cleared.data.kycProgress).toEqual({ completed: 3, total: 5 })
    const none = await call(server.url, 'PATCH', `/api/customers/${c.id}/kyc`, {
      token: shop.admin.token,
      body: { name: 'x' },
    })
    expect([none.status, none.body]).toEqual([400, { error: 'No supported fields to update' }])
    const bad = await call(server.url, 'PATCH', `/api/customers/${c.id}/kyc`, {
      token: shop.admin.token,
      body: { panDocUrl: 42 },
    })
    expect(bad.status).toBe(400)
  })

  it('never clears both the Aadhaar and the PAN document, even by two concurrent changes', async () => {
    const shop = await createTenantWithStaff(server)
    const kyc = (id: string, body: Record<string, unknown>) =>
      call(server.url, 'PATCH', `/api/customers/${id}/kyc`, { token: shop.employee.token, body })
    const refused = [400, { error: 'Please upload an Aadhaar or PAN document.' }]
    const onlyAadhaar = (await post(shop.admin.token, customerBody({ aadhaarDocUrl: '/a.pdf' }))).body
    const both = await kyc(onlyAadhaar.id, { aadhaarDocUrl: null, panDocUrl: '' })
    expect([both.status, both.body]).toEqual(refused)
    const last = await kyc(onlyAadhaar.id, { aadhaarDocUrl: null, livePhotoUrl: '/l.jpg' })
    expect([last.status, last.body]).toEqual(refused)
    const swapped = await kyc(onlyAadhaar.id, { aadhaarDocUrl: null, panDocUrl: '/p.pdf' })
    expect(swapped.body.kyc).toMatchObject({ aadhaarDoc: false, panDoc: true })

    const twoDocs = (await post(shop.admin.token, customerBody({ aadhaarDocUrl: '/a.pdf', panDocUrl: '/p.pdf' }))).body
    const raced = await Promise.all([kyc(twoDocs.id, { aadhaarDocUrl: null }), kyc(twoDocs.id, { panDocUrl: null })])
    expect(raced.map((r) => r.status).sort()).toEqual([200, 400])
    const detail = (await call(server.url, 'GET', `/api/customers/${twoDocs.id}`, { token: shop.employee.token })).body
    expect(detail.kyc.aadhaarDoc || detail.kyc.panDoc).toBe(true)
    const missing = await kyc('no-such-customer', { aadhaarDocUrl: null })
    expect([missing.status, missing.body]).toEqual([404, { error: 'Customer not found' }])
  })
})

describe('staff tRPC customers router', () => {
  it('lists, creates with the spec messages, reads and answers 401 to non-staff', async () => {
    const shop = await createTenantWithStaff(server)
    const auth = { token: shop.employee.token }
    const bad = await trpc(server, 'mutation', 'customers.create', customerBody({ name: 'A' }), auth)
    expect([bad.status, bad.error?.message]).toEqual([400, 'Name must be at least 2 characters long.'])
    const created = await trpc(server, 'mutation', 'customers.create', customerBody({ name: 'Via Trpc' }), auth)
    expect(created.data).toMatchObject({ name: 'Via Trpc', status: 'New' })
    expect(created.data).not.toHaveProperty('passwordHash')
    expect(created.headers.get('cache-control')).toBe('no-store')
    const list = await trpc(server, 'query', 'customers.list', { search: 'via' }, auth)
    expect(list.data.items.map((c: { id: string }) => c.id)).toEqual([created.data.id])
    expect(list.data.nextCursor).toBeNull()
    expect((await trpc(server, 'query', 'customers.get', { id: created.data.id }, auth)).data.kycProgress).toEqual({
      completed: 1,
      total: 5,
    })
    expect((await trpc(server, 'query', 'customers.list', {}, {})).status).toBe(401)
  })
  // Issue 14: create and setKyc take core's customerFormInput and kycChangeInput, the schemas the REST
  // routes parse with, so a bad body gets the REST answer: the first failing field in form order.
  it("typed inputs refuse a bad body with the REST route's spec message, before looking the customer up", async () => {
    const shop = await createTenantWithStaff(server)
    const auth = { token: shop.employee.token }
    const c = (await post(shop.admin.token, customerBody({ aadhaarDocUrl: '/a.pdf' }))).body
    const bodies: [Record<string, unknown>, string][] = [
      [{}, customerFieldMessages.nameRequired],
      [customerBody({ name: true }), customerFieldMessages.nameCharset],
      [customerBody({ phone: true, email: 'not-an-email' }), customerFieldMessages.phoneInvalid],
      [customerBody({ aadhaar: '1234 5678 9012', pan: 'bad' }), customerFieldMessages.aadhaarInvalid],
      [customerBody({ aadhaarDocUrl: ' ' }), customerFieldMessages.kycDocRequired],
    ]
    for (const [body, message] of bodies) {
      const rest = await post(shop.employee.token, body)
      const viaTrpc = await trpc(server, 'mutation', 'customers.create', body, auth)
      expect([rest.status, rest.body, viaTrpc.status, viaTrpc.error?.message]).toEqual([
        400,
        { error: message },
        400,
        message,
      ])
    }
    const changes: [string, Record<string, unknown>, number, string][] = [
      [c.id, { panDocUrl: 42 }, 400, 'KYC document URLs must be text of at most 2048 characters.'],
      [c.id, { name: 'x' }, 400, 'No supported fields to update'],
      // The body is checked before the customer is looked up, in both transports.
      ['no-such-customer', { passbookUrl: ['x'] }, 400, 'KYC document URLs must be text of at most 2048 characters.'],
      ['no-such-customer', { passbookUrl: '/b.pdf' }, 404, 'Customer not found'],
    ]
    for (const [id, body, status, message] of changes) {
      const rest = await call(server.url, 'PATCH', `/api/customers/${id}/kyc`, { token: shop.employee.token, body })
      const viaTrpc = await trpc(server, 'mutation', 'customers.setKyc', { id, ...body }, auth)
      expect([rest.status, rest.body, viaTrpc.status, viaTrpc.error?.message]).toEqual([
        status,
        { error: message },
        status,
        message,
      ])
    }
    // A bad id is zod's refusal of the id, not a message about the body.
    const noId = await trpc(server, 'mutation', 'customers.setKyc', { name: 'x' }, auth)
    expect([noId.status, noId.error?.message]).toEqual([400, 'Invalid input: expected string, received undefined'])
    expect(
      (await call(server.url, 'GET', `/api/customers/${c.id}`, { token: shop.employee.token })).body.kyc,
    ).toMatchObject({ aadhaarDoc: true, passbook: false })
  })
})
