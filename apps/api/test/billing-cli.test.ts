import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commands } from '../src/cli/commands.ts'
import { createPlan, GATEWAY_ENV, unique } from './billing-support.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ env: GATEWAY_ENV })
})
afterAll(async () => {
  await server.close()
})

const run = (name: string, flags: Record<string, string>) => commands[name]!(server.ctx, flags)
const planJson = (key: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    key,
    name: 'CLI Plan',
    description: 'd',
    tagline: 't',
    badge: 'b',
    isContactSales: false,
    isPublic: true,
    isActive: true,
    sortOrder: 1,
    trialDays: 7,
    prices: [
      { billingCycle: 'monthly', amount: 30_000, currency: 'INR', compareAt: 35_000, isActive: true },
      { billingCycle: 'yearly', amount: 300_000, currency: 'INR', compareAt: null, isActive: true },
    ],
    features: [
      {
        key: 'staff_accounts',
        label: 'Staff',
        type: 'LIMIT',
        unit: 'seats',
        enabled: true,
        limitValue: 5,
        isPublic: true,
        isEnforced: true,
      },
    ],
    ...extra,
  })

describe('plan:upsert', () => {
  it('creates, then updates the plan with the same key (prices not listed are deactivated, features removed)', async () => {
    const key = `cli-${unique()}`
    const { planId } = (await run('plan:upsert', { json: planJson(key) })) as { planId: string }
    const again = await run('plan:upsert', {
      json: planJson(key, { name: 'CLI Plan v2', prices: [{ billingCycle: 'monthly', amount: 31_000 }], features: [] }),
    })
    expect(again).toEqual({ planId })
    const plan = await server.ctx.db.prisma.plan.findUniqueOrThrow({
      where: { id: planId },
      include: { prices: true, features: true },
    })
    expect(plan).toMatchObject({ name: 'CLI Plan v2', trialDays: 7, features: [] })
    expect(plan.prices.map((p) => [p.billingCycle, p.amount, p.isActive]).sort()).toEqual([
      ['monthly', 31_000, true],
      ['yearly', 300_000, false],
    ])
  })

  it('rejects a bad cycle, a non-integer amount, an unknown feature type', async () => {
    for (const extra of [
      { prices: [{ billingCycle: 'weekly', amount: 1 }] },
      { prices: [{ billingCycle: 'monthly', amount: 10.5 }] },
      { features: [{ key: 'x', label: 'X', type: 'NUMBER' }] },
    ])
      await expect(run('plan:upsert', { json: planJson(`bad-${unique()}`, extra) })).rejects.toThrow()
  })
})

describe('coupon:create', () => {
  it('stores the code trimmed and upper-cased; restrictions absent mean unrestricted', async () => {
    const code = `  spring${unique()} `
    const { couponId } = (await run('coupon:create', {
      json: JSON.stringify({ code, kind: 'AMOUNT', amountOff: 5_000 }),
    })) as { couponId: string }
    expect(await server.ctx.db.prisma.coupon.findUniqueOrThrow({ where: { id: couponId } })).toMatchObject({
      code: code.trim().toUpperCase(),
      kind: 'AMOUNT',
      amountOff: 5_000,
      percentOff: null,
      isActive: true,
      planIds: [],
      billingCycles: [],
      firstPurchaseOnly: false,
      minSubtotal: null,
      perTenantLimit: null,
      maxRedemptions: null,
      validFrom: null,
      validUntil: null,
    })
    await expect(
      run('coupon:create', { json: JSON.stringify({ code: code.toLowerCase(), kind: 'AMOUNT', amountOff: 1 }) }),
    ).rejects.toThrow(/already exists/)
  })

  it('accepts every field of the Coupon JSON; plans by id (or key)', async () => {
    const plan = await createPlan(server)
    const json = {
      code: `ALL${unique()}`,
      kind: 'PERCENT',
      percentOff: 15,
      validFrom: '2025-01-01T00:00:00Z',
      validUntil: '2035-01-01T00:00:00Z',
      isActive: true,
      planIds: [plan.planId, 'starter'],
      billingCycles: ['monthly'],
      firstPurchaseOnly: true,
      minSubtotal: 1_000,
      perTenantLimit: 1,
      maxRedemptions: 100,
    }
    const { couponId } = (await run('coupon:create', { json: JSON.stringify(json) })) as { couponId: string }
    const starter = await server.ctx.db.prisma.plan.findUniqueOrThrow({ where: { key: 'starter' } })
    expect(await server.ctx.db.prisma.coupon.findUniqueOrThrow({ where: { id: couponId } })).toMatchObject({
      percentOff: 15,
      planIds: [plan.planId, starter.id],
      perTenantLimit: 1,
    })
    await expect(
      run('coupon:create', { json: JSON.stringify({ code: 'X1', kind: 'PERCENT', percentOff: 120 }) }),
    ).rejects.toThrow(/percentOff/)
    await expect(run('coupon:create', { json: JSON.stringify({ code: 'X2', kind: 'FREE' }) })).rejects.toThrow(/kind/)
  })
})

describe('purchase:record-manual', () => {
  it('records a PAID manual purchase, grants the period and issues the document', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server)
    const { purchaseId } = (await run('purchase:record-manual', {
      tenant: shop.slug,
      'plan-id': plan.planId,
      cycle: 'half-yearly',
      amount: '250000',
    })) as { purchaseId: string }
    const list = await call(server.url, 'GET', '/api/billing/purchases', { token: shop.admin.token })
    expect(list.body).toEqual([
      expect.objectContaining({
        id: purchaseId,
        provider: 'manual',
        status: 'PAID',
        billingCycle: 'half-yearly',
        total: 250_000,
        gatewayPaymentId: null,
        documents: [expect.objectContaining({ type: 'BILL_OF_SUPPLY', total: 250_000 })],
      }),
    ])
    const plans = await call(server.url, 'GET', '/api/billing/plans', { token: shop.admin.token })
    expect(plans.body.current).toMatchObject({ planId: plan.planId, status: 'Active', paymentStatus: 'Paid' })
    await expect(run('refund:create', { purchase: purchaseId, amount: '100', revoke: 'false' })).rejects.toThrow(
      /gateway/,
    )
  })
})

describe('pnpm cli (real process)', () => {
  it('prints exactly one JSON object; failures go to stderr with exit code 1', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gold-cli-'))
    const exec = promisify(execFile)
    const cli = (...args: string[]) =>
      exec('npx', ['tsx', 'src/cli/main.ts', ...args], {
        cwd: path.join(import.meta.dirname, '..'),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      })
    try {
      const settings = await cli('settings:set', '--checkout-enabled', 'false', '--tax-registered', 'true')
      expect(JSON.parse(settings.stdout)).toEqual({ ok: true })
      const upsert = await cli('plan:upsert', '--json', planJson('cli-process'))
      expect(JSON.parse(upsert.stdout)).toEqual({ planId: expect.any(String) })
      await expect(cli('settings:set', '--checkout-enabled', 'maybe')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('--checkout-enabled must be true or false.'),
      })
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
