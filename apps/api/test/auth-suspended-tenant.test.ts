import { beforeAll, describe, expect, it } from 'vitest'
import { deactivateTenant } from '../src/auth/identity-admin.ts'
import { CLI_ACTOR } from '@gold/core'
import { buyPlan, createPlan, tenantRow, withBillingServer } from './billing-support.ts'
import { trpc } from './customers-helpers.ts'
import { createSuperAdminLogin, createTenantWithStaff, insertCustomer, loginAs } from './support/factories.ts'
import { call } from './support/http.ts'
import type { TestServer } from './support/test-server.ts'

const SUSPENDED = { error: 'This shop is suspended. Billing stays open; ask the platform team to reactivate the shop.' }

let server: TestServer
const gateway = withBillingServer((started) => {
  server = started
})

/**
 * Staff of a deactivated (suspended) shop may sign in, see billing and renew; every other staff
 * REST route and tRPC procedure answers 403, for tokens issued before the suspension and after it.
 */
describe('a suspended shop', () => {
  let shop: Awaited<ReturnType<typeof createTenantWithStaff>>
  let freshAdmin: string
  let freshEmployee: string
  let customerId: string
  beforeAll(async () => {
    shop = await createTenantWithStaff(server)
    customerId = (await insertCustomer(server, shop.tenantId, { name: 'Kept Borrower' })).id
    await deactivateTenant(server.ctx, CLI_ACTOR, shop.slug)
    freshAdmin = await loginAs(server, shop.admin.email, shop.admin.password)
    freshEmployee = await loginAs(server, shop.employee.email, shop.employee.password)
  })

  it('still lets its staff sign in, with the spec login answer', async () => {
    const res = await call(server.url, 'POST', '/api/auth/login', {
      body: { email: shop.admin.email, password: shop.admin.password },
    })
    expect(res.status).toBe(200)
    expect(res.body.principal).toEqual({
      kind: 'staff',
      role: 'TENANT_ADMIN',
      userId: shop.admin.userId,
      name: expect.any(String),
      tenantId: shop.tenantId,
      tenantSlug: shop.slug,
    })
  })

  it('refuses reads and writes over REST for old and fresh tokens of admins and employees', async () => {
    const tokens = { oldAdmin: shop.admin.token, oldEmployee: shop.employee.token, freshAdmin, freshEmployee }
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/customers'],
      ['GET', `/api/customers/${customerId}`],
      ['POST', '/api/customers', { name: 'New Borrower', phone: '9876512345', aadhaarDocUrl: '/kyc/a.pdf' }],
      ['PATCH', `/api/customers/${customerId}/status`, { status: 'Inactive' }],
      ['GET', '/api/valuations'],
      ['GET', '/api/banks'],
      ['POST', '/api/banks', { name: 'Rogue Bank' }],
      ['GET', '/api/gold-rates/current'],
      ['GET', '/api/intake-link'],
      ['GET', '/api/tickets'],
      [
        'POST',
        '/api/tickets',
        { scope: 'TENANT_TO_PLATFORM', category: 'Billing', subject: 'Help', message: 'Please' },
      ],
      ['GET', '/api/tickets/unread-count'],
      ['GET', '/api/emis'],
      ['GET', '/api/files/private?pathname=x'],
    ]
    for (const [who, token] of Object.entries(tokens)) {
      for (const [method, path, body] of routes) {
        const res = await call(server.url, method, path, { token, body })
        expect([who, method, path, res.status, res.body.error]).toEqual([who, method, path, 403, SUSPENDED.error])
      }
    }
    const customer = await server.ctx.db.prisma.customer.findUniqueOrThrow({ where: { id: customerId } })
    expect(customer.status).toBe('New')
    expect(await server.ctx.db.prisma.customer.count({ where: { tenantId: shop.tenantId } })).toBe(1)
    expect(await server.ctx.db.prisma.bank.count({ where: { tenantId: shop.tenantId } })).toBe(0)
    expect(await server.ctx.db.prisma.ticket.count({ where: { tenantId: shop.tenantId } })).toBe(0)
  })

  it('refuses tRPC queries and mutations with 403 FORBIDDEN and writes nothing', async () => {
    for (const token of [shop.admin.token, freshAdmin, freshEmployee]) {
      const list = await trpc(server, 'query', 'customers.list', {}, { token })
      expect(list.status).toBe(403)
      expect(list.error).toMatchObject({ code: 'FORBIDDEN', message: SUSPENDED.error })
      const create = await trpc(
        server,
        'mutation',
        'customers.create',
        { name: 'Via Trpc', phone: '9876512346', aadhaarDocUrl: '/kyc/a.pdf' },
        { token },
      )
      expect([create.status, create.error?.message]).toEqual([403, SUSPENDED.error])
      expect((await trpc(server, 'query', 'tickets.unreadCount', undefined, { token })).status).toBe(403)
    }
    expect(await server.ctx.db.prisma.customer.count({ where: { tenantId: shop.tenantId } })).toBe(1)
  })

  it('answers who is signed in, marked as suspended, over REST and tRPC', async () => {
    const me = await call(server.url, 'GET', '/api/auth/me', { token: freshEmployee })
    expect(me.status).toBe(200)
    expect(me.body.principal).toMatchObject({
      kind: 'staff',
      userId: shop.employee.userId,
      tenantId: shop.tenantId,
      tenantSuspended: true,
    })
    const trpcMe = await trpc(server, 'query', 'auth.me', undefined, { token: shop.admin.token })
    expect(trpcMe.data).toMatchObject({ kind: 'staff', userId: shop.admin.userId, tenantSuspended: true })
  })

  it('keeps billing open to its admin: plans, quote, checkout, verify, purchases and documents', async () => {
    const plans = await call(server.url, 'GET', '/api/billing/plans', { token: shop.admin.token })
    expect(plans.status).toBe(200)
    expect(plans.body.current.status).toBe('Suspended')
    expect((await trpc(server, 'query', 'billing.plans', undefined, { token: freshAdmin })).data.current.status).toBe(
      'Suspended',
    )
    const plan = await createPlan(server, { prices: { monthly: 49_900 } })
    const quote = await call(server.url, 'POST', '/api/billing/quote', {
      token: freshAdmin,
      body: { planId: plan.planId, billingCycle: 'monthly' },
    })
    expect([quote.status, quote.body.quote.total]).toEqual([200, 49_900])
    const { purchaseId } = await buyPlan(server, gateway, freshAdmin, { planId: plan.planId, billingCycle: 'monthly' })
    expect((await tenantRow(server, shop.tenantId)).planId).toBe(plan.planId)
    const purchases = await call(server.url, 'GET', '/api/billing/purchases', { token: shop.admin.token })
    expect(purchases.status).toBe(200)
    const bought = purchases.body.find((p: { id: string }) => p.id === purchaseId)
    expect(bought.status).toBe('PAID')
    const document = await call(server.url, 'GET', `/api/billing/documents/${bought.documents[0].id}/pdf`, {
      token: shop.admin.token,
    })
    expect([document.status, document.headers.get('content-type')]).toEqual([200, 'application/pdf'])
    expect((await trpc(server, 'query', 'billing.purchases', undefined, { token: freshAdmin })).status).toBe(200)
  })

  it('keeps billing admin-only: an employee of a suspended shop gets the spec 401 there', async () => {
    const res = await call(server.url, 'GET', '/api/billing/plans', { token: freshEmployee })
    expect([res.status, res.body]).toEqual([401, { error: 'Unauthorized' }])
  })

  it('lets its staff sign out (REST and tRPC); the token is then dead', async () => {
    const token = await loginAs(server, shop.employee.email, shop.employee.password)
    expect((await call(server.url, 'POST', '/api/auth/logout', { token })).status).toBe(200)
    expect((await call(server.url, 'GET', '/api/auth/me', { token })).status).toBe(401)
    const other = await loginAs(server, shop.admin.email, shop.admin.password)
    expect((await trpc(server, 'mutation', 'auth.logout', undefined, { token: other })).data).toEqual({ success: true })
    expect((await call(server.url, 'GET', '/api/auth/me', { token: other })).status).toBe(401)
  })

  it('does not lock a sign-in out when the browser still carries the suspended session cookie', async () => {
    const res = await trpc(
      server,
      'mutation',
      'auth.login',
      { email: shop.admin.email, password: shop.admin.password },
      { token: shop.admin.token },
    )
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({ kind: 'staff', userId: shop.admin.userId })
  })

  it('leaves other shops and super admins alone', async () => {
    const active = await createTenantWithStaff(server)
    expect((await call(server.url, 'GET', '/api/customers', { token: active.employee.token })).status).toBe(200)
    expect((await trpc(server, 'query', 'customers.list', {}, { token: active.admin.token })).status).toBe(200)
    const ops = await createSuperAdminLogin(server)
    expect((await call(server.url, 'GET', '/api/tickets', { token: ops.token })).status).toBe(200)
  })
})
