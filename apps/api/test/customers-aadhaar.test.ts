import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customerBody, trpc } from './customers-helpers.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { call, type ResponseBody } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

const AADHAAR = '234567890123'
const MASKED = 'XXXX XXXX 0123'

type Shop = Awaited<ReturnType<typeof createTenantWithStaff>>
/** tRPC customers.list answers rows, or a page of them. */
const rowsOf = (data: ResponseBody): ResponseBody[] => (Array.isArray(data) ? data : data.items)

async function borrower(shop: Shop, overrides: Record<string, unknown> = {}) {
  const res = await call(server.url, 'POST', '/api/customers', {
    token: shop.admin.token,
    body: customerBody({ aadhaar: AADHAAR, ...overrides }),
  })
  expect(res.status, res.text).toBe(201)
  return res.body as { id: string; name: string; aadhaar: string | null }
}

const REASON = 'Borrower asked to check the number on the receipt'
const reveal = { body: { reason: REASON } }

/** The employee given the manager role (issue 28: revealing needs customers.personalData, owner and manager). */
async function asManager(shop: Shop) {
  await server.ctx.db
    .forTenant(shop.tenantId)
    .staffRoleAssignment.create({ data: { tenantId: shop.tenantId, userId: shop.employee.userId, role: 'manager' } })
  return shop.employee
}

const auditOf = (customerId: string) =>
  server.ctx.db.prisma.auditEvent.findMany({ where: { subjectId: customerId }, orderBy: { createdAt: 'asc' } })

describe('Aadhaar in the staff app (tRPC) is masked', () => {
  it('list, search, detail and create answer only the last four digits', async () => {
    const shop = await createTenantWithStaff(server)
    const auth = { token: shop.employee.token }
    const created = await trpc(
      server,
      'mutation',
      'customers.create',
      customerBody({ name: 'Masked On Create', aadhaar: '987654321098' }),
      auth,
    )
    expect(created.data.aadhaar).toBe('XXXX XXXX 1098')
    const c = await borrower(shop, { name: 'Masked Borrower' })
    const list = rowsOf((await trpc(server, 'query', 'customers.list', {}, auth)).data)
    expect(list.find((row) => row.id === c.id).aadhaar).toBe(MASKED)
    expect(JSON.stringify(list)).not.toContain(AADHAAR)
    const detail = await trpc(server, 'query', 'customers.get', { id: c.id }, auth)
    expect(detail.data.aadhaar).toBe(MASKED)
    expect(detail.text).not.toContain(AADHAAR)
    for (const search of [AADHAAR, '567890', '2345 6789 0123']) {
      const found = rowsOf((await trpc(server, 'query', 'customers.list', { search }, auth)).data)
      expect([search, found.map((row) => [row.id, row.aadhaar])]).toEqual([search, [[c.id, MASKED]]])
    }
  })

  it('keeps the stored number in the REST projections the spec fixes', async () => {
    const shop = await createTenantWithStaff(server)
    const c = await borrower(shop)
    expect((await call(server.url, 'GET', `/api/customers/${c.id}`, { token: shop.employee.token })).body.aadhaar).toBe(
      AADHAAR,
    )
    const list = await call(server.url, 'GET', '/api/customers', { token: shop.employee.token })
    expect(list.body.find((row: { id: string }) => row.id === c.id).aadhaar).toBe(AADHAAR)
    expect(await auditOf(c.id)).toEqual([])
  })
})

describe('revealing an Aadhaar number is recorded', () => {
  it('tRPC customers.revealAadhaar answers the full number and records who asked and why', async () => {
    const shop = await createTenantWithStaff(server)
    const c = await borrower(shop)
    const manager = await asManager(shop)
    const res = await trpc(
      server,
      'mutation',
      'customers.revealAadhaar',
      { id: c.id, reason: `  ${REASON} ` },
      { token: manager.token },
    )
    expect(res.data).toEqual({ id: c.id, aadhaar: AADHAAR })
    expect(await auditOf(c.id)).toEqual([
      {
        id: expect.any(String),
        tenantId: shop.tenantId,
        actorId: shop.employee.userId,
        actorRole: 'TENANT_EMPLOYEE',
        action: 'AADHAAR_REVEALED',
        subjectType: 'Customer',
        subjectId: c.id,
        detail: REASON,
        createdAt: expect.any(Date),
      },
    ])
  })

  it('POST /api/customers/{id}/aadhaar/reveal does the same for staff over REST, once per reveal', async () => {
    const shop = await createTenantWithStaff(server)
    const c = await borrower(shop)
    for (let i = 0; i < 2; i++) {
      const res = await call(server.url, 'POST', `/api/customers/${c.id}/aadhaar/reveal`, {
        token: shop.admin.token,
        ...reveal,
      })
      expect([res.status, res.body]).toEqual([200, { id: c.id, aadhaar: AADHAAR }])
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
    const events = await auditOf(c.id)
    expect(events.map((e) => [e.tenantId, e.actorId, e.actorRole, e.action])).toEqual([
      [shop.tenantId, shop.admin.userId, 'TENANT_ADMIN', 'AADHAAR_REVEALED'],
      [shop.tenantId, shop.admin.userId, 'TENANT_ADMIN', 'AADHAAR_REVEALED'],
    ])
  })

  it('refuses strangers and other tenants without recording anything; nothing to reveal records nothing', async () => {
    const shop = await createTenantWithStaff(server)
    const other = await createTenantWithStaff(server)
    const c = await borrower(shop)
    expect(await call(server.url, 'POST', `/api/customers/${c.id}/aadhaar/reveal`, reveal)).toMatchObject({
      status: 401,
      body: { error: 'Unauthorized' },
    })
    expect(
      await call(server.url, 'POST', `/api/customers/${c.id}/aadhaar/reveal`, { token: other.admin.token, ...reveal }),
    ).toMatchObject({ status: 404, body: { error: 'Customer not found' } })
    expect(
      await call(server.url, 'POST', '/api/customers/%20/aadhaar/reveal', { token: shop.admin.token, ...reveal }),
    ).toMatchObject({ status: 404, body: { error: 'Customer not found' } })
    const viaTrpc = await trpc(
      server,
      'mutation',
      'customers.revealAadhaar',
      { id: c.id, reason: REASON },
      { token: (await asManager(other)).token },
    )
    expect([viaTrpc.status, viaTrpc.error?.message]).toEqual([404, 'Customer not found'])
    expect(await auditOf(c.id)).toEqual([])
    const without = await borrower(shop, { aadhaar: undefined })
    expect(
      (
        await call(server.url, 'POST', `/api/customers/${without.id}/aadhaar/reveal`, {
          token: shop.admin.token,
          ...reveal,
        })
      ).body,
    ).toEqual({ id: without.id, aadhaar: null })
    expect(await auditOf(without.id)).toEqual([])
  })
})

describe('a reveal needs the permission and a reason (issue 28)', () => {
  it('a counter employee (cashier, appraiser) is refused; no reason or a short one is refused; nothing is recorded', async () => {
    const shop = await createTenantWithStaff(server)
    const c = await borrower(shop)
    const employee = await call(server.url, 'POST', `/api/customers/${c.id}/aadhaar/reveal`, {
      token: shop.employee.token,
      ...reveal,
    })
    expect([employee.status, employee.body]).toEqual([403, { error: 'You do not have permission to do this.' }])
    const viaTrpc = await trpc(
      server,
      'mutation',
      'customers.revealAadhaar',
      { id: c.id, reason: REASON },
      { token: shop.employee.token },
    )
    expect([viaTrpc.status, viaTrpc.error?.message]).toEqual([403, 'You do not have permission to do this.'])
    const message = 'Say why the full Aadhaar number is needed (at least 5 characters).'
    for (const body of [{}, { reason: '' }, { reason: ' why ' }, { reason: 42 }]) {
      const res = await call(server.url, 'POST', `/api/customers/${c.id}/aadhaar/reveal`, {
        token: shop.admin.token,
        body,
      })
      expect([body, res.status, res.body]).toEqual([body, 400, { error: message }])
    }
    const noReason = await trpc(
      server,
      'mutation',
      'customers.revealAadhaar',
      { id: c.id },
      { token: shop.admin.token },
    )
    expect([noReason.status, noReason.error?.message]).toEqual([400, message])
    expect(await auditOf(c.id)).toEqual([])
  })
})
