import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setCustomerStatus } from '../src/customers/customer-status-service.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createTenantWithStaff, insertCustomer } from './support/factories.ts'
import { portalCustomer, trpc } from './customers-helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
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
