import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingOverview } from '../src/billing/subscription-service.ts'
import { commands } from '../src/cli/commands.ts'
import { createStaffUser } from '../src/auth/identity-admin.ts'
import { createPlan, GATEWAY_ENV, unique } from './billing-support.ts'
import { createSuperAdminLogin, createTenantWithStaff } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ env: GATEWAY_ENV })
})
afterAll(async () => {
  await server.close()
})

const DAY = 86_400_000
const plans = (token?: string) => call(server.url, 'GET', '/api/billing/plans', { token })
const setSubscription = (flags: Record<string, string>) => commands['tenant:subscription']!(server.ctx, flags)

describe('GET /api/billing/plans: access', () => {
  it('answers 401 Unauthorized to anonymous callers, employees and super admins', async () => {
    const shop = await createTenantWithStaff(server)
    const ops = await createSuperAdminLogin(server)
    for (const token of [undefined, shop.employee.token, ops.token]) {
      const res = await plans(token)
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ error: 'Unauthorized' })
    }
  })

  it("404 Tenant not found when the principal's tenant is gone", async () => {
    await expect(billingOverview(server.ctx, 'no-such-tenant')).rejects.toMatchObject({
      status: 404,
      message: 'Tenant not found',
    })
  })

  it('every /api/billing route is tenant-admin only (employee gets 401)', async () => {
    const shop = await createTenantWithStaff(server)
    for (const [method, path] of [
      ['POST', '/api/billing/quote'],
      ['POST', '/api/billing/checkout'],
      ['POST', '/api/billing/verify'],
      ['GET', '/api/billing/purchases'],
      ['GET', '/api/billing/documents/x/pdf'],
    ] as const) {
      const res = await call(server.url, method, path, {
        token: shop.employee.token,
        body: method === 'POST' ? {} : undefined,
      })
      expect([path, res.status, res.body]).toEqual([path, 401, { error: 'Unauthorized' }])
    }
  })
})

describe('GET /api/billing/plans: catalog', () => {
  it('lists active public plans by sort order with active prices and public features only', async () => {
    const shop = await createTenantWithStaff(server)
    const visible = await createPlan(server, {
      sortOrder: -5,
      prices: { monthly: 10_000 },
      inactivePrices: { yearly: 90_000 },
      features: [
        { key: 'staff_accounts', label: 'Staff', type: 'LIMIT', unit: 'accounts', limitValue: 4 },
        { key: 'secret_feature', label: 'Hidden', type: 'BOOLEAN', isPublic: false },
      ],
    })
    const hidden = await createPlan(server, { isPublic: false })
    const inactive = await createPlan(server, { isActive: false })
    const res = await plans(shop.admin.token)
    expect(res.status).toBe(200)
    expect(res.body.checkoutEnabled).toBe(true)
    const ids = res.body.plans.map((p: { id: string }) => p.id)
    expect(ids[0]).toBe(visible.planId)
    expect(ids).not.toContain(hidden.planId)
    expect(ids).not.toContain(inactive.planId)
    expect(res.body.plans[0]).toEqual({
      id: visible.planId,
      key: visible.key,
      name: visible.name,
      description: '',
      tagline: '',
      badge: '',
      isContactSales: false,
      trialDays: 0,
      prices: [{ billingCycle: 'monthly', amount: 10_000, currency: 'INR', compareAt: null }],
      features: [
        { key: 'staff_accounts', label: 'Staff', type: 'LIMIT', unit: 'accounts', enabled: true, limitValue: 4 },
      ],
    })
  })

  it('includes the seeded placeholder plans, Enterprise as contact sales', async () => {
    const shop = await createTenantWithStaff(server)
    const res = await plans(shop.admin.token)
    const byKey = Object.fromEntries(res.body.plans.map((p: { key: string }) => [p.key, p]))
    expect(byKey.starter.prices.map((p: { billingCycle: string }) => p.billingCycle)).toEqual([
      'monthly',
      'quarterly',
      'half-yearly',
      'yearly',
    ])
    for (const p of byKey.starter.prices) expect(Number.isInteger(p.amount)).toBe(true)
    expect(byKey.growth.isContactSales).toBe(false)
    expect(byKey.enterprise.isContactSales).toBe(true)
  })
})

describe('GET /api/billing/plans: derived subscription status', () => {
  it('reports No Subscription with null expiry and daysLeft for a new tenant', async () => {
    const shop = await createTenantWithStaff(server)
    const res = await plans(shop.admin.token)
    expect(res.body.current).toEqual({
      planId: null,
      plan: null,
      startDate: null,
      expiryDate: null,
      paymentStatus: 'Pending',
      isTrial: false,
      trialUsed: false,
      status: 'No Subscription',
      daysLeft: null,
    })
  })

  it.each([
    [10 * DAY, 'Active', 10],
    [8 * DAY, 'Active', 8],
    [7 * DAY, 'Expiring Soon', 7],
    [3 * DAY + 60_000, 'Expiring Soon', 4],
    [60_000, 'Expiring Soon', 1],
    [-60_000, 'Expired', -1],
    [-3 * DAY - 60_000, 'Expired', -4],
  ])('expiry at now + %d ms is %s with daysLeft %d', async (offset, status, daysLeft) => {
    const shop = await createTenantWithStaff(server)
    // Part of a day counts as a day (ceil ahead, floor behind); 5 s of slack keeps the request off an edge.
    const expiry = new Date(server.ctx.now().getTime() + offset - 5_000)
    await setSubscription({ tenant: shop.slug, expiry: expiry.toISOString(), 'payment-status': 'Paid' })
    const res = await plans(shop.admin.token)
    expect(res.body.current).toMatchObject({
      status,
      daysLeft,
      expiryDate: expiry.toISOString(),
      paymentStatus: 'Paid',
    })
  })

  it('reports Suspended first for a deactivated tenant, still with daysLeft', async () => {
    const shop = await createTenantWithStaff(server)
    await setSubscription({
      tenant: shop.slug,
      expiry: new Date(server.ctx.now().getTime() + 30 * DAY - 5_000).toISOString(),
    })
    await server.ctx.db.prisma.tenant.update({ where: { id: shop.tenantId }, data: { isActive: false } })
    const res = await plans(shop.admin.token)
    expect(res.body.current).toMatchObject({ status: 'Suspended', daysLeft: 30 })
  })

  it('tenant:subscription sets plan (entitlement key and display snapshot), expiry none and payment status', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server)
    expect(
      await setSubscription({ tenant: shop.slug, 'plan-id': plan.planId, expiry: 'none', 'payment-status': 'Overdue' }),
    ).toEqual({ tenantId: shop.tenantId })
    const res = await plans(shop.admin.token)
    expect(res.body.current).toMatchObject({
      planId: plan.planId,
      plan: plan.name,
      expiryDate: null,
      daysLeft: null,
      paymentStatus: 'Overdue',
      status: 'No Subscription',
    })
    await expect(setSubscription({ tenant: shop.slug, 'payment-status': 'Maybe' })).rejects.toThrow(/payment-status/)
    await expect(setSubscription({ tenant: shop.slug, expiry: 'soon' })).rejects.toThrow(/expiry/)
  })
})

describe('entitlements: the staff_accounts LIMIT gate on staff creation', () => {
  const addStaff = (slug: string) =>
    createStaffUser(server.ctx, {
      tenant: slug,
      role: 'TENANT_EMPLOYEE',
      email: `s-${unique()}@test.gold`,
      password: 'Staff@12345',
      name: 'New Staff',
    })
  const limitPlan = (feature: Record<string, unknown>) =>
    createPlan(server, { features: [{ key: 'staff_accounts', label: 'Staff', type: 'LIMIT', ...feature }] })

  it('no plan: granted', async () => {
    const shop = await createTenantWithStaff(server)
    await expect(addStaff(shop.slug)).resolves.toHaveProperty('userId')
  })

  it('LIMIT n: allows up to n active staff accounts, then refuses', async () => {
    const shop = await createTenantWithStaff(server) // admin + employee = 2
    const plan = await limitPlan({ limitValue: 3 })
    await setSubscription({ tenant: shop.slug, 'plan-id': plan.planId })
    await expect(addStaff(shop.slug)).resolves.toHaveProperty('userId')
    await expect(addStaff(shop.slug)).rejects.toMatchObject({
      status: 403,
      message: 'Your plan allows at most 3 staff accounts. Upgrade your plan to add more.',
    })
  })

  it('LIMIT 0 permits none; null is unlimited; isEnforced false and unknown keys are granted', async () => {
    const cases: [Record<string, unknown> | null, boolean][] = [
      [{ limitValue: 0 }, false],
      [{ limitValue: null }, true],
      [{ limitValue: 0, isEnforced: false }, true],
      [null, true],
    ]
    for (const [feature, granted] of cases) {
      const shop = await createTenantWithStaff(server)
      const plan = feature
        ? await limitPlan(feature)
        : await createPlan(server, { features: [{ key: 'other', label: 'Other', type: 'BOOLEAN', enabled: false }] })
      await setSubscription({ tenant: shop.slug, 'plan-id': plan.planId })
      const attempt = addStaff(shop.slug)
      if (granted) await expect(attempt).resolves.toHaveProperty('userId')
      else await expect(attempt).rejects.toMatchObject({ status: 403 })
    }
  })

  it('expiry does not revoke entitlements: an expired tenant on an unlimited plan keeps adding staff', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await limitPlan({ limitValue: null })
    await setSubscription({
      tenant: shop.slug,
      'plan-id': plan.planId,
      expiry: new Date(server.ctx.now().getTime() - 30 * DAY).toISOString(),
    })
    await expect(addStaff(shop.slug)).resolves.toHaveProperty('userId')
  })

  it('gates on planId, never the subscriptionPlan snapshot', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await limitPlan({ limitValue: 2 })
    await setSubscription({ tenant: shop.slug, 'plan-id': plan.planId })
    await server.ctx.db.prisma.tenant.update({ where: { id: shop.tenantId }, data: { subscriptionPlan: 'Enterprise' } })
    await expect(addStaff(shop.slug)).rejects.toMatchObject({ status: 403 })
  })
})

describe('tRPC billing router', () => {
  it('mirrors plans for tenant admins and refuses employees', async () => {
    const shop = await createTenantWithStaff(server)
    const ok = await call(server.url, 'GET', '/trpc/billing.plans', { token: shop.admin.token })
    expect(ok.status).toBe(200)
    expect(ok.body.result.data.json.current.status).toBe('No Subscription')
    const denied = await call(server.url, 'GET', '/trpc/billing.plans', { token: shop.employee.token })
    expect(denied.status).toBe(401)
    expect(denied.body.error.json.message).toBe('Unauthorized')
  })

  it('quote through tRPC gives the REST messages', async () => {
    const shop = await createTenantWithStaff(server)
    const res = await call(server.url, 'POST', '/trpc/billing.quote', {
      token: shop.admin.token,
      body: { json: { planId: 'x' } },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.json.message).toBe('Plan and billing cycle are required.')
  })
})
