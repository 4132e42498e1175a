import { describe, expect, it } from 'vitest'
import { call } from './support/http.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { customerBody, customersTestServer, freshPhone, trpc } from './customers-helpers.ts'

/** Correcting a borrower's details (issue 26): in place, with every version kept and the reason. */
const api = customersTestServer()

const DETAILS = ['name', 'phone', 'email', 'address', 'nomineeName', 'nomineeRel', 'bankName', 'accountNumber', 'ifsc']
const detailsOf = (row: Record<string, unknown>) => Object.fromEntries(DETAILS.map((k) => [k, row[k] ?? null]))

async function borrower(token: string, overrides: Record<string, unknown> = {}) {
  const res = await api.post(token, customerBody({ address: '12 MG Road, Pune', ...overrides }))
  expect(res.status).toBe(201)
  return res.body as Record<string, unknown> & { id: string }
}

const correct = (token: string, input: Record<string, unknown>) =>
  trpc(api.server, 'mutation', 'customers.correct', input, { token })

describe('customers.correct', () => {
  it('corrects the phone, keeps the REST detail shape, and keeps the version with who, when and why', async () => {
    const shop = await createTenantWithStaff(api.server)
    const row = await borrower(shop.employee.token)
    const before = await call(api.server.url, 'GET', `/api/customers/${row.id}`, { token: shop.admin.token })
    const phone = freshPhone()
    const res = await correct(shop.admin.token, {
      id: row.id,
      ...detailsOf(row),
      phone,
      reason: 'Borrower changed SIM',
    })
    expect(res.error).toBeUndefined()
    expect(res.data).toEqual({
      id: row.id,
      version: 1,
      changes: [{ field: 'phone', from: row.phone, to: phone }],
    })
    const after = await call(api.server.url, 'GET', `/api/customers/${row.id}`, { token: shop.admin.token })
    expect(Object.keys(after.body)).toEqual(Object.keys(before.body))
    expect(after.body).toEqual({ ...before.body, phone })

    const history = await trpc(
      api.server,
      'query',
      'customers.corrections',
      { id: row.id },
      { token: shop.admin.token },
    )
    expect(history.data).toEqual([
      {
        version: 1,
        changes: [{ field: 'phone', from: row.phone, to: phone }],
        reason: 'Borrower changed SIM',
        correctedById: shop.admin.userId,
        correctedByName: expect.stringMatching(/^Admin /),
        correctedAt: expect.any(String),
      },
    ])
    // The shop's trail holds the change itself, before and after.
    const trail = await trpc(api.server, 'query', 'audit.search', { customerId: row.id }, { token: shop.admin.token })
    const corrected = trail.data.items.find((e: { action: string }) => e.action === 'customers.correct')
    expect(corrected).toMatchObject({
      action: 'customers.correct',
      actionLabel: 'Borrower details corrected',
      actorId: shop.admin.userId,
      before: { phone: row.phone },
      after: { phone },
    })
    expect(corrected.request.reason).toBe('Borrower changed SIM')
  })

  it('refuses without a reason, with nothing changed, with a bad field, or with a phone another borrower holds', async () => {
    const shop = await createTenantWithStaff(api.server)
    const row = await borrower(shop.employee.token)
    const other = await borrower(shop.employee.token)
    const base = { id: row.id, ...detailsOf(row) }
    const cases: [Record<string, unknown>, string, string | null][] = [
      [{ ...base, address: '14 MG Road', reason: ' ' }, 'Say why the details are being corrected.', 'reason'],
      [{ ...base, reason: 'typo' }, 'Nothing to correct: every detail is as stored.', null],
      [
        { ...base, phone: '123', reason: 'typo' },
        'Phone number must be a valid 10-digit Indian mobile number.',
        'phone',
      ],
      [{ ...base, phone: other.phone, reason: 'typo' }, 'Customer with this phone number already exists', null],
      [
        { ...base, email: String(other.email).toUpperCase(), reason: 'typo' },
        'A customer with this email already exists.',
        null,
      ],
    ]
    // A counter employee (cashier + appraiser) does not hold customers.correct.
    const cashier = await correct(shop.employee.token, { ...base, reason: 'typo' })
    expect([cashier.error?.httpStatus, cashier.error?.message]).toEqual([403, 'You do not have permission to do this.'])
    for (const [input, message, field] of cases) {
      const res = await correct(shop.admin.token, input)
      expect(res.error?.message).toBe(message)
      expect(res.error?.httpStatus).toBe(400)
      expect(res.error?.domain?.field).toBe(field)
    }
    const stored = await call(api.server.url, 'GET', `/api/customers/${row.id}`, { token: shop.admin.token })
    expect(detailsOf(stored.body)).toEqual(detailsOf(row))
    expect(
      (await trpc(api.server, 'query', 'customers.corrections', { id: row.id }, { token: shop.admin.token })).data,
    ).toEqual([])
    // Another shop's borrower is not found.
    const elsewhere = await createTenantWithStaff(api.server)
    const foreign = await correct(elsewhere.admin.token, { ...base, address: 'x road', reason: 'typo' })
    expect(foreign.error?.httpStatus).toBe(404)
  })

  it('an email corrected is no longer the verified address; bank and nominee details correct together', async () => {
    const shop = await createTenantWithStaff(api.server)
    const row = await borrower(shop.admin.token)
    const res = await correct(shop.admin.token, {
      id: row.id,
      ...detailsOf(row),
      email: `new-${row.id}@example.com`,
      nomineeName: 'Ravi Rao',
      nomineeRel: 'Son',
      bankName: 'State Bank of India',
      accountNumber: '123456789012',
      ifsc: 'sbin0001234',
      reason: 'Details from the passbook',
    })
    expect(res.error).toBeUndefined()
    expect(res.data.changes.map((c: { field: string }) => c.field)).toEqual([
      'email',
      'nomineeName',
      'nomineeRel',
      'bankName',
      'accountNumber',
      'ifsc',
    ])
    const stored = await call(api.server.url, 'GET', `/api/customers/${row.id}`, { token: shop.admin.token })
    expect(stored.body).toMatchObject({ ifsc: 'SBIN0001234', phoneVerified: false, nomineeRel: 'Son' })
  })

  it('numbers concurrent corrections of one borrower one after the other', async () => {
    const shop = await createTenantWithStaff(api.server)
    const row = await borrower(shop.admin.token)
    const answers = await Promise.all(
      ['1 Park Street', '2 Park Street', '3 Park Street'].map((address) =>
        correct(shop.admin.token, { id: row.id, ...detailsOf(row), address, reason: 'New address' }),
      ),
    )
    expect(answers.map((a) => a.data?.version).sort()).toEqual([1, 2, 3])
    const history = await trpc(
      api.server,
      'query',
      'customers.corrections',
      { id: row.id },
      { token: shop.admin.token },
    )
    expect(history.data.map((h: { version: number }) => h.version)).toEqual([3, 2, 1])
  })
})
