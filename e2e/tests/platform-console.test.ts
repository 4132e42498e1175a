import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatPaise } from '@gold/core'
import { DEMO_LOGINS } from '@gold/api/seed'
import { createSandbox, type Sandbox } from '@gold/gateway-sandbox'
import { launchBrowser, screenshot } from '../support/browser.ts'
import { api, apiToken, appErrors, openTab, signInStaff, visible } from '../support/pages.ts'
import { startPlatform, type Platform } from '../support/platform.ts'

const KEYS = { keyId: 'key_test_console', keySecret: 'console-key-secret', webhookSecret: 'console-webhook-secret' }
const PHONE = { width: 390, height: 844 }

let sandbox: Sandbox
let sandboxServer: Server
let platform: Platform
let browser: Browser

/** The gateway sandbox in-process; the platform (embedded database, demo seed) keeps running throughout. */
beforeAll(async () => {
  sandbox = createSandbox({ ...KEYS, refundDelayMs: 500 })
  sandboxServer = sandbox.app.listen(0, '127.0.0.1')
  await new Promise((resolve) => sandboxServer.once('listening', resolve))
  platform = await startPlatform({
    GATEWAY_KEY_ID: KEYS.keyId,
    GATEWAY_KEY_SECRET: KEYS.keySecret,
    GATEWAY_WEBHOOK_SECRET: KEYS.webhookSecret,
    GATEWAY_API_BASE: `http://127.0.0.1:${(sandboxServer.address() as AddressInfo).port}`,
  })
  sandbox.options.webhookUrl = `${platform.mainUrl}/api/gateway/webhook`
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await sandbox?.flush()
  sandboxServer?.closeAllConnections()
  await new Promise((resolve) => sandboxServer?.close(resolve))
  await platform?.close()
})

async function shootBoth(page: Page, name: string) {
  await screenshot(page, `${name}-1440`)
  const size = page.viewportSize()!
  await page.setViewportSize(PHONE)
  await screenshot(page, `${name}-390`)
  await page.setViewportSize(size)
}

/** The demo shop buys Starter monthly through the sandbox (its checkout completed as the hosted page would). */
async function demoShopBuysStarter() {
  const token = await apiToken(platform, DEMO_LOGINS.admin)
  const { body: overview } = await api(platform, token, '/api/billing/plans')
  const starter = overview.plans.find((p: { key: string }) => p.key === 'starter')
  const { body: order } = await api(platform, token, '/api/billing/checkout', {
    method: 'POST',
    body: { planId: starter.id, billingCycle: 'monthly' },
  })
  const fields = sandbox.completeCheckout(order.orderId, 'pay')!
  const { status } = await api(platform, token, '/api/billing/verify', { method: 'POST', body: fields })
  expect(status).toBe(200)
  return { token, starter, purchaseId: order.purchaseId as string, total: order.amount as number }
}

describe('the platform console', () => {
  it('the super admin creates a coupon and refunds a purchase while the server runs on the embedded database', async () => {
    expect(platform.ctx.db.kind).not.toBe('postgres')
    const bought = await demoShopBuysStarter()

    const { page, errors } = await openTab(browser)
    await signInStaff(page, platform, DEMO_LOGINS.superAdmin, '/platform/coupons')
    await visible(page.getByRole('heading', { name: 'Coupons', exact: true }))
    for (const item of ['Tenants', 'Plans', 'Purchases', 'Webhooks', 'Platform settings', 'Audit log'])
      await visible(page.getByRole('link', { name: item, exact: true }))

    // A coupon for Starter, 15% off.
    await page.getByRole('button', { name: 'New coupon' }).click()
    const form = page.getByRole('form', { name: 'New coupon' })
    await form.getByLabel(/^Code/).fill('festive15')
    await form.getByLabel(/^Percent off/).fill('15')
    await form.getByLabel('Starter', { exact: true }).check()
    await screenshot(page, 'platform-console-new-coupon-1440')
    await form.getByRole('button', { name: 'Create coupon' }).click()
    await visible(page.getByText('Coupon FESTIVE15 created.'))
    const coupons = page.getByRole('table', { name: 'Coupons' })
    await visible(coupons.getByText('FESTIVE15'))
    await visible(coupons.getByText('15% off'))
    await shootBoth(page, 'platform-console-coupons')

    // The shop's quote takes it at once.
    const { body: quoted } = await api(platform, bought.token, '/api/billing/quote', {
      method: 'POST',
      body: { planId: bought.starter.id, billingCycle: 'monthly', couponCode: 'festive15' },
    })
    expect(quoted.couponError).toBeNull()
    expect(quoted.quote.discount).toBe(Math.round(quoted.quote.subtotal * 0.15))

    // Refund part of the demo shop's purchase, after a confirmation.
    await page.getByRole('link', { name: 'Purchases', exact: true }).click()
    await page.getByLabel('Shop').fill('demo')
    const purchases = page.getByRole('table', { name: 'Purchases' })
    const row = purchases.locator('tbody tr').first()
    await visible(row.getByText('Demo Gold Loans'))
    await visible(row.getByText('PAID', { exact: true }))
    await row.getByRole('button', { name: /^Refund / }).click()
    const refund = page.getByRole('form', { name: 'Refund a purchase' })
    const amount = Math.floor(bought.total / 2 / 100) * 100
    await refund.getByLabel('Amount to refund (₹)').fill(formatPaise(amount).replace('₹', ''))
    await refund.getByRole('button', { name: 'Review refund' }).click()
    await visible(refund.getByRole('group', { name: 'Confirm the refund' }))
    await screenshot(page, 'platform-console-refund-confirm-1440')
    await refund.getByRole('button', { name: `Refund ${formatPaise(amount)}` }).click()
    await visible(page.getByText(`Refund of ${formatPaise(amount)} to Demo Gold Loans requested.`))

    // The sandbox processes it and says so by webhook; the list shows it applied.
    await sandbox.flush()
    await expect
      .poll(
        async () =>
          (await platform.ctx.db.prisma.purchase.findUniqueOrThrow({ where: { id: bought.purchaseId } })).status,
        { timeout: 15_000 },
      )
      .toBe('PARTIALLY_REFUNDED')
    await page.reload()
    await visible(purchases.locator('tbody tr').first().getByText('PARTIALLY REFUNDED', { exact: true }))
    await visible(purchases.locator('tbody tr').first().getByText('PROCESSED', { exact: true }))
    await shootBoth(page, 'platform-console-purchases')

    // Both actions are in the audit log with who took them.
    await page.getByRole('link', { name: 'Audit log', exact: true }).click()
    const audit = page.getByRole('table', { name: 'Audit log' })
    await visible(audit.getByText('Refund requested'))
    await visible(audit.getByText('Coupon created'))
    await visible(audit.getByText('Platform Operator').first())
    await shootBoth(page, 'platform-console-audit')

    await page.getByRole('link', { name: 'Tenants', exact: true }).click()
    await visible(page.getByRole('table', { name: 'Tenants' }).getByText('Demo Gold Loans'))
    await shootBoth(page, 'platform-console-tenants')

    expect(appErrors(errors)).toEqual([])
    await page.context().close()
  })
})
