import { describe, expect, it } from 'vitest'
import { commands } from '../src/cli/commands.ts'
import {
  buyPlan,
  checkout,
  createPlan,
  paymentEvent,
  postWebhook,
  unique,
  withBillingServer,
} from './billing-support.ts'
import { trpc } from './customers-helpers.ts'
import { createSuperAdminLogin, createTenantWithStaff, loginAs, type StaffLogin } from './support/factories.ts'
import { call } from './support/http.ts'
import type { TestServer } from './support/test-server.ts'

let server: TestServer
const gateway = withBillingServer((started) => {
  server = started
})

const query = (who: StaffLogin, path: string, input?: unknown) =>
  trpc(server, 'query', `platform.${path}`, input, { token: who.token })
const mutate = (who: StaffLogin, path: string, input: unknown) =>
  trpc(server, 'mutation', `platform.${path}`, input, { token: who.token })
const cli = (name: string, flags: Record<string, string>) => commands[name]!(server.ctx, flags)

/** The audit rows of one subject, oldest first, as stored. */
const auditOf = (subjectId: string) =>
  server.ctx.db.prisma.auditEvent.findMany({ where: { subjectId }, orderBy: { createdAt: 'asc' } })

describe('platform console access', () => {
  it('is for super admins only: anonymous, tenant admins and employees are refused', async () => {
    const shop = await createTenantWithStaff(server)
    for (const token of [undefined, shop.admin.token, shop.employee.token]) {
      const res = await trpc(server, 'query', 'platform.tenants', {}, { token })
      expect([res.status, res.error?.message]).toEqual([401, 'Unauthorized'])
      const write = await trpc(server, 'mutation', 'platform.setSettings', { checkoutEnabled: false }, { token })
      expect(write.status).toBe(401)
    }
    expect(
      (await server.ctx.db.prisma.platformSettings.findUniqueOrThrow({ where: { id: 'platform' } })).checkoutEnabled,
    ).toBe(true)
  })
})

describe('tenants', () => {
  it('creates a tenant with the service of tenant:create, records the super admin, and lists it with its subscription', async () => {
    const ops = await createSuperAdminLogin(server)
    const slug = `console-${unique()}`
    const created = await mutate(ops, 'createTenant', {
      name: 'Console Gold',
      slug,
      adminEmail: `${slug}@test.gold`,
      adminPassword: 'Admin@12345',
    })
    expect(created.data).toEqual({ tenantId: expect.any(String), slug, adminUserId: expect.any(String) })
    expect(await loginAs(server, `${slug}@test.gold`, 'Admin@12345')).toEqual(expect.any(String))

    const again = await mutate(ops, 'createTenant', {
      name: 'Again',
      slug,
      adminEmail: `other-${slug}@test.gold`,
      adminPassword: 'Admin@12345',
    })
    expect([again.status, again.error?.message]).toEqual([
      400,
      `A tenant with slug ${slug} or the email other-${slug}@test.gold already exists.`,
    ])

    const listed = await query(ops, 'tenants', { search: slug.toUpperCase() })
    expect(listed.data.items).toEqual([
      expect.objectContaining({
        id: created.data.tenantId,
        slug,
        name: 'Console Gold',
        isActive: true,
        plan: null,
        status: 'No Subscription',
        daysLeft: null,
      }),
    ])
    expect(await auditOf(created.data.tenantId)).toEqual([
      expect.objectContaining({
        action: 'TENANT_CREATED',
        actorId: ops.userId,
        actorRole: 'SUPER_ADMIN',
        subjectType: 'Tenant',
        tenantId: created.data.tenantId,
        detail: JSON.stringify({ name: 'Console Gold', slug, adminEmail: `${slug}@test.gold` }),
      }),
    ])
  })

  it('suspends and reactivates a shop; the CLI does the same and is recorded as the operator', async () => {
    const ops = await createSuperAdminLogin(server)
    const shop = await createTenantWithStaff(server)
    const suspended = await mutate(ops, 'setTenantActive', { tenant: shop.slug, active: false })
    expect(suspended.data).toEqual({ tenantId: shop.tenantId })
    const refused = await call(server.url, 'GET', '/api/customers', { token: shop.employee.token })
    expect([refused.status, refused.body.error]).toEqual([
      403,
      'This shop is suspended. Billing stays open; ask the platform team to reactivate the shop.',
    ])
    expect((await query(ops, 'tenants', { search: shop.slug })).data.items[0]).toMatchObject({
      isActive: false,
      status: 'Suspended',
    })

    await mutate(ops, 'setTenantActive', { tenant: shop.slug, active: true })
    expect((await call(server.url, 'GET', '/api/customers', { token: shop.employee.token })).status).toBe(200)

    expect(await cli('tenant:deactivate', { tenant: shop.slug })).toEqual({ tenantId: shop.tenantId })
    expect(await cli('tenant:reactivate', { tenant: shop.slug })).toEqual({ tenantId: shop.tenantId })
    const log = (await auditOf(shop.tenantId)).filter((e) => e.action !== 'TENANT_CREATED')
    expect(log.map((e) => [e.action, e.actorId, e.actorRole])).toEqual([
      ['TENANT_SUSPENDED', ops.userId, 'SUPER_ADMIN'],
      ['TENANT_REACTIVATED', ops.userId, 'SUPER_ADMIN'],
      ['TENANT_SUSPENDED', 'cli', 'OPERATOR'],
      ['TENANT_REACTIVATED', 'cli', 'OPERATOR'],
    ])

    const unknown = await mutate(ops, 'setTenantActive', { tenant: 'no-such-shop', active: false })
    expect([unknown.status, unknown.error?.message]).toEqual([404, 'Tenant not found.'])
  })

  it('sets a subscription by hand as tenant:subscription does, with its messages', async () => {
    const ops = await createSuperAdminLogin(server)
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server)
    const expiry = new Date(server.ctx.now().getTime() + 30 * 86_400_000).toISOString()
    const set = await mutate(ops, 'setSubscription', {
      tenant: shop.slug,
      planId: plan.key,
      expiry,
      paymentStatus: 'Paid',
    })
    expect(set.data).toEqual({ tenantId: shop.tenantId })
    expect((await query(ops, 'tenants', { search: shop.slug })).data.items[0]).toMatchObject({
      plan: plan.name,
      planId: plan.planId,
      paymentStatus: 'Paid',
      status: 'Active',
      daysLeft: 30,
    })
    const bad = await mutate(ops, 'setSubscription', { tenant: shop.slug, paymentStatus: 'Free' })
    expect([bad.status, bad.error?.message]).toEqual([
      400,
      '--payment-status must be one of Paid, Pending, Overdue, Refunded.',
    ])
    const noPlan = await mutate(ops, 'setSubscription', { tenant: shop.slug, planId: 'no-such-plan' })
    expect([noPlan.status, noPlan.error?.message]).toEqual([400, 'No plan with id no-such-plan.'])
    expect((await auditOf(shop.tenantId)).at(-1)).toMatchObject({
      action: 'SUBSCRIPTION_SET',
      actorId: ops.userId,
      detail: JSON.stringify({ slug: shop.slug, plan: plan.name, expiry, paymentStatus: 'Paid' }),
    })
  })
})

describe('plans and coupons', () => {
  it('upserts a plan with plan:upsert checks and lists every plan, hidden ones too', async () => {
    const ops = await createSuperAdminLogin(server)
    const key = `console-${unique()}`
    const saved = await mutate(ops, 'upsertPlan', {
      key,
      name: 'Hidden Pro',
      isPublic: false,
      prices: [{ billingCycle: 'yearly', amount: 1_200_000 }],
      features: [{ key: 'staff_accounts', label: 'Up to 25 staff accounts', type: 'LIMIT', limitValue: 25 }],
    })
    expect(saved.data).toEqual({ planId: expect.any(String) })
    const plans = await query(ops, 'plans')
    expect(plans.data.find((p: { key: string }) => p.key === key)).toMatchObject({
      name: 'Hidden Pro',
      isPublic: false,
      prices: [expect.objectContaining({ billingCycle: 'yearly', amount: 1_200_000, isActive: true })],
      features: [expect.objectContaining({ key: 'staff_accounts', limitValue: 25 })],
    })
    const bad = await mutate(ops, 'upsertPlan', { key, name: 'X', prices: [{ billingCycle: 'weekly', amount: 1 }] })
    expect([bad.status, bad.error?.message]).toEqual([
      400,
      'prices[0].billingCycle must be one of monthly, quarterly, half-yearly, yearly.',
    ])
    expect((await auditOf(saved.data.planId)).map((e) => [e.action, e.actorRole])).toEqual([
      ['PLAN_UPSERTED', 'SUPER_ADMIN'],
    ])
  })

  it('creates a coupon as coupon:create does, lists it, and switches it off so a quote refuses it', async () => {
    const ops = await createSuperAdminLogin(server)
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server)
    const code = `launch${unique()}`
    const created = await mutate(ops, 'createCoupon', {
      code,
      kind: 'PERCENT',
      percentOff: 20,
      planIds: [plan.key],
      validUntil: '2099-12-31T18:29:59.999Z',
    })
    expect(created.data).toEqual({ couponId: expect.any(String) })
    const row = await server.ctx.db.prisma.coupon.findUniqueOrThrow({ where: { id: created.data.couponId } })
    expect(row).toMatchObject({ code: code.toUpperCase(), percentOff: 20, planIds: [plan.planId], isActive: true })

    for (const [body, message, field] of [
      [
        { code: `x${unique()}`, kind: 'PERCENT', percentOff: 120 },
        'percentOff must be a whole percent from 1 to 100.',
        'percentOff',
      ],
      [{ code, kind: 'AMOUNT', amountOff: 100 }, `A coupon with code ${code.toUpperCase()} already exists.`, 'code'],
      [{ code: `x${unique()}`, kind: 'PERCENT', percentOff: 5, planIds: ['nope'] }, 'No plan with id nope.', 'planIds'],
    ] as const) {
      const refused = await mutate(ops, 'createCoupon', body)
      expect([refused.status, refused.error?.message]).toEqual([400, message])
      // The console form shows it at the field the server names (one `invalid` code for them all).
      expect(refused.error?.domain).toMatchObject({ code: 'invalid', field })
    }

    const listed = await query(ops, 'coupons', {})
    expect(listed.data.items[0]).toMatchObject({ id: created.data.couponId, redemptions: 0, isActive: true })

    const quote = () =>
      call(server.url, 'POST', '/api/billing/quote', {
        token: shop.admin.token,
        body: { planId: plan.planId, billingCycle: 'monthly', couponCode: code },
      })
    expect((await quote()).body.quote.discount).toBe(10_000)
    await mutate(ops, 'setCouponActive', { id: created.data.couponId, active: false })
    expect((await quote()).body).toMatchObject({ couponError: 'This coupon code is not valid.' })
    const missing = await mutate(ops, 'setCouponActive', { id: 'nope', active: true })
    expect([missing.status, missing.error?.message]).toEqual([404, 'Coupon not found.'])

    expect((await auditOf(created.data.couponId)).map((e) => [e.action, e.actorId])).toEqual([
      ['COUPON_CREATED', ops.userId],
      ['COUPON_DEACTIVATED', ops.userId],
    ])
  })
})

describe('purchases and refunds', () => {
  it('finds a shop purchase and refunds it with the refund:create service, within what is left', async () => {
    const ops = await createSuperAdminLogin(server)
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server, { prices: { monthly: 50_000 } })
    const { purchaseId, paymentId } = await buyPlan(server, gateway, shop.admin.token, {
      planId: plan.planId,
      billingCycle: 'monthly',
    })
    const found = await query(ops, 'purchases', { search: shop.slug, status: 'PAID' })
    expect(found.data.items).toEqual([
      expect.objectContaining({
        id: purchaseId,
        tenantId: shop.tenantId,
        tenantSlug: shop.slug,
        total: 50_000,
        refundedAmount: 0,
        refundable: 50_000,
        status: 'PAID',
        refunds: [],
      }),
    ])
    expect((await query(ops, 'purchases', { search: shop.slug, status: 'REFUNDED' })).data.items).toEqual([])

    const tooMuch = await mutate(ops, 'refund', { purchaseId, amount: 50_001, revoke: false })
    expect([tooMuch.status, tooMuch.error?.message]).toEqual([
      400,
      'At most 50000 paise can still be refunded on this purchase.',
    ])
    const refunded = await mutate(ops, 'refund', { purchaseId, amount: 20_000, revoke: false })
    expect(refunded.data).toEqual({ refundId: expect.any(String), gatewayRefundId: expect.stringMatching(/^rfnd_/) })
    expect(gateway.state.refundRequests.at(-1)).toEqual({
      paymentId,
      body: { amount: 20_000, notes: { purchaseId, refundId: refunded.data.refundId } },
    })
    const after = (await query(ops, 'purchases', { search: shop.slug })).data.items[0]
    expect(after).toMatchObject({
      refundable: 30_000,
      refunds: [expect.objectContaining({ id: refunded.data.refundId, amount: 20_000, status: 'PENDING' })],
    })
    expect(await auditOf(refunded.data.refundId)).toEqual([
      expect.objectContaining({
        action: 'REFUND_REQUESTED',
        actorId: ops.userId,
        actorRole: 'SUPER_ADMIN',
        tenantId: shop.tenantId,
        detail: JSON.stringify({ purchaseId, amount: 20_000, revoke: false }),
      }),
    ])

    // The CLI's refund:create is the same service: recorded the same way, as the operator.
    const { refundId } = (await cli('refund:create', { purchase: purchaseId, amount: '10000', revoke: 'false' })) as {
      refundId: string
    }
    expect((await auditOf(refundId)).map((e) => [e.actorId, e.actorRole])).toEqual([['cli', 'OPERATOR']])

    const unknown = await mutate(ops, 'refund', { purchaseId: 'nope', amount: 100, revoke: false })
    expect([unknown.status, unknown.error?.message]).toEqual([404, 'No purchase with id nope.'])
  })
})

describe('webhook deliveries, settings and the audit log', () => {
  it('lists deliveries newest first with their outcome and error, without bodies', async () => {
    const ops = await createSuperAdminLogin(server)
    await postWebhook(server, { event: 'payment.failed' }, { signature: 'bad' })
    await postWebhook(server, { event: 'payment.captured' }, { signature: 'bad' })
    await postWebhook(server, paymentEvent('payment.authorized', { id: `pay_${unique()}`, order_id: 'order_x' }))
    const page = await query(ops, 'webhookDeliveries', { limit: 2 })
    expect(page.data.items.map((d: { event: string; signatureValid: boolean }) => [d.event, d.signatureValid])).toEqual(
      [
        ['payment.authorized', true],
        [null, false],
      ],
    )
    expect(page.data.items[0]).not.toHaveProperty('rawBody')
    expect(page.data.nextCursor).toEqual(expect.any(String))
    const unsigned = await query(ops, 'webhookDeliveries', { outcome: page.data.items[1].outcome, limit: 1 })
    expect(unsigned.data.items[0]).toMatchObject({ signatureValid: false, httpStatus: page.data.items[1].httpStatus })
  })

  it('switches checkout off as settings:set does, and the audit log names who did what, newest first', async () => {
    const ops = await createSuperAdminLogin(server)
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server)
    expect((await mutate(ops, 'setSettings', { checkoutEnabled: false })).data).toEqual({ ok: true })
    expect((await query(ops, 'settings')).data).toMatchObject({ checkoutEnabled: false, taxRegistered: false })
    const refused = await checkout(server, shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })
    expect([refused.status, refused.body.error]).toEqual([
      503,
      'Online payment is temporarily unavailable. Please contact support to renew.',
    ])
    expect(await cli('settings:set', { 'checkout-enabled': 'true' })).toEqual({ ok: true })
    expect((await query(ops, 'settings')).data.checkoutEnabled).toBe(true)

    const log = await query(ops, 'audit', { limit: 2 })
    expect(log.data.items.map((e: Record<string, unknown>) => [e.action, e.actorName, e.detail])).toEqual([
      ['SETTINGS_CHANGED', 'Operator CLI', { checkoutEnabled: true }],
      ['SETTINGS_CHANGED', expect.stringMatching(/^Operator /), { checkoutEnabled: false }],
    ])
    expect(log.data.items[1]).toMatchObject({
      actionLabel: 'Platform settings changed',
      actorId: ops.userId,
      actorRole: 'SUPER_ADMIN',
      subjectType: 'PlatformSettings',
    })
    const next = await query(ops, 'audit', { limit: 2, cursor: log.data.nextCursor })
    expect(next.data.items.map((e: { id: string }) => e.id)).not.toContain(log.data.items[0].id)
  })
})
