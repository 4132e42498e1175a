import { describe, expect, it } from 'vitest'
import { customerFieldMessages } from '@gold/core'
import { call } from './support/http.ts'
import { createSuperAdminLogin, createTenantWithStaff } from './support/factories.ts'
import { customerBody, customersTestServer, portalCustomer, trpc } from './customers-helpers.ts'

const api = customersTestServer()

describe('staff only (spec 5): 401 Unauthorized', () => {
  it('refuses no token, a customer token and a super admin on every customer route, still with no-store', async () => {
    const shop = await createTenantWithStaff(api.server)
    const { customer, auth } = await portalCustomer(api.server, shop.tenantId, shop.slug)
    const ops = await createSuperAdminLogin(api.server)
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
        const res = await call(api.server.url, method, path, { ...who, body: method === 'GET' ? undefined : {} })
        expect([method, path, res.status, res.body]).toEqual([method, path, 401, { error: 'Unauthorized' }])
        expect(res.headers.get('cache-control')).toBe('no-store')
      }
    }
  })

  it('accepts admins and employees alike', async () => {
    const shop = await createTenantWithStaff(api.server)
    expect((await api.post(shop.employee.token, customerBody())).status).toBe(201)
    expect((await call(api.server.url, 'GET', '/api/customers', { token: shop.admin.token })).status).toBe(200)
  })
})
describe('staff tRPC customers router', () => {
  it('lists, creates with the spec messages, reads and answers 401 to non-staff', async () => {
    const shop = await createTenantWithStaff(api.server)
    const auth = { token: shop.employee.token }
    const bad = await trpc(api.server, 'mutation', 'customers.create', customerBody({ name: 'A' }), auth)
    expect([bad.status, bad.error?.message]).toEqual([400, 'Name must be at least 2 characters long.'])
    const created = await trpc(api.server, 'mutation', 'customers.create', customerBody({ name: 'Via Trpc' }), auth)
    expect(created.data).toMatchObject({ name: 'Via Trpc', status: 'New' })
    expect(created.data).not.toHaveProperty('passwordHash')
    expect(created.headers.get('cache-control')).toBe('no-store')
    const list = await trpc(api.server, 'query', 'customers.list', { search: 'via' }, auth)
    expect(list.data.items.map((c: { id: string }) => c.id)).toEqual([created.data.id])
    expect(list.data.nextCursor).toBeNull()
    expect((await trpc(api.server, 'query', 'customers.get', { id: created.data.id }, auth)).data.kycProgress).toEqual({
      completed: 1,
      total: 5,
    })
    expect((await trpc(api.server, 'query', 'customers.list', {}, {})).status).toBe(401)
  })
  // Issue 14: create and setKyc take core's customerFormInput and kycChangeInput, the schemas the REST
  // routes parse with, so a bad body gets the REST answer: the first failing field in form order.
  it("typed inputs refuse a bad body with the REST route's spec message, before looking the customer up", async () => {
    const shop = await createTenantWithStaff(api.server)
    const auth = { token: shop.employee.token }
    const c = (await api.post(shop.admin.token, customerBody({ aadhaarDocUrl: '/a.pdf' }))).body
    const bodies: [Record<string, unknown>, string][] = [
      [{}, customerFieldMessages.nameRequired],
      [customerBody({ name: true }), customerFieldMessages.nameCharset],
      [customerBody({ phone: true, email: 'not-an-email' }), customerFieldMessages.phoneInvalid],
      [customerBody({ aadhaar: '1234 5678 9012', pan: 'bad' }), customerFieldMessages.aadhaarInvalid],
      [customerBody({ aadhaarDocUrl: ' ' }), customerFieldMessages.kycDocRequired],
    ]
    for (const [body, message] of bodies) {
      const rest = await api.post(shop.employee.token, body)
      const viaTrpc = await trpc(api.server, 'mutation', 'customers.create', body, auth)
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
      const rest = await call(api.server.url, 'PATCH', `/api/customers/${id}/kyc`, { token: shop.employee.token, body })
      const viaTrpc = await trpc(api.server, 'mutation', 'customers.setKyc', { id, ...body }, auth)
      expect([rest.status, rest.body, viaTrpc.status, viaTrpc.error?.message]).toEqual([
        status,
        { error: message },
        status,
        message,
      ])
    }
    // A bad id is zod's refusal of the id, not a message about the body.
    const noId = await trpc(api.server, 'mutation', 'customers.setKyc', { name: 'x' }, auth)
    expect([noId.status, noId.error?.message]).toEqual([400, 'Invalid input: expected string, received undefined'])
    expect(
      (await call(api.server.url, 'GET', `/api/customers/${c.id}`, { token: shop.employee.token })).body.kyc,
    ).toMatchObject({ aadhaarDoc: true, passbook: false })
  })
})
