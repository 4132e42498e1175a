import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatPaise } from '@gold/core'
import { DEMO_LOGINS } from '@gold/api/seed'
import { createSandbox, type Sandbox } from '@gold/gateway-sandbox'
import { launchBrowser, screenshot } from '../support/browser.ts'
import { api, apiToken, appErrors, openTab, signInStaff, visible } from '../support/pages.ts'
import { startPlatform, type Platform } from '../support/platform.ts'

const KEYS = { keyId: 'key_test_e2e', keySecret: 'e2e-key-secret', webhookSecret: 'e2e-webhook-secret' }

let sandbox: Sandbox
let sandboxServer: Server
let sandboxUrl: string
let platform: Platform
let browser: Browser

/** The gateway sandbox in-process on an ephemeral port; the platform's keys and API base point at it, its webhooks at the platform. */
beforeAll(async () => {
  sandbox = createSandbox({ ...KEYS })
  sandboxServer = sandbox.app.listen(0, '127.0.0.1')
  await new Promise((resolve) => sandboxServer.once('listening', resolve))
  sandboxUrl = `http://127.0.0.1:${(sandboxServer.address() as AddressInfo).port}`
  platform = await startPlatform({
    GATEWAY_KEY_ID: KEYS.keyId,
    GATEWAY_KEY_SECRET: KEYS.keySecret,
    GATEWAY_WEBHOOK_SECRET: KEYS.webhookSecret,
    GATEWAY_API_BASE: sandboxUrl,
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

type Purchase = {
  id: string
  status: string
  planName: string
  billingCycle: string
  total: number
  gatewayOrderId?: string
  documents: Array<{ id: string; type: string; number: string }>
}

describe('buying a plan through the gateway sandbox', () => {
  it('the admin picks Starter monthly, pays on the sandbox checkout page, and sees the paid purchase with its document', async () => {
    const token = await apiToken(platform, DEMO_LOGINS.admin)
    const { body: overview } = await api(platform, token, '/api/billing/plans')
    const starter = overview.plans.find((p: { key: string }) => p.key === 'starter')
    const { body: priced } = await api(platform, token, '/api/billing/quote', {
      method: 'POST',
      body: { planId: starter.id, billingCycle: 'monthly' },
    })
    const total = formatPaise(priced.quote.total)

    const { page, errors } = await openTab(browser)
    await signInStaff(page, platform, DEMO_LOGINS.admin, '/billing')
    await visible(page.getByRole('heading', { name: 'Billing', exact: true }))
    await visible(page.getByText('No purchases yet'))
    await page.getByLabel('Billing cycle').selectOption('monthly')
    await page.getByRole('button', { name: 'Choose Starter' }).click()
    await visible(page.getByRole('heading', { name: 'Renew: Starter, Monthly' }))
    const pay = page.getByRole('button', { name: `Pay ${total}` })
    await visible(pay)
    await expect.poll(() => pay.isEnabled()).toBe(true)
    await pay.click()

    // The billing router names the sandbox's hosted page; the app adds its return address.
    await page.waitForURL((url) => url.href.startsWith(`${sandboxUrl}/checkout?`))
    const checkoutUrl = new URL(page.url())
    expect(checkoutUrl.searchParams.get('key_id')).toBe(KEYS.keyId)
    expect(checkoutUrl.searchParams.get('order_id')).toMatch(/^order_/)
    expect(checkoutUrl.searchParams.get('callback')).toBe(`${platform.mainUrl}/billing`)
    await visible(page.getByRole('heading', { name: 'Gateway sandbox' }))
    await visible(page.getByText(total))
    await page.getByRole('button', { name: 'Pay', exact: true }).click()

    // Back on the billing page: the callback is verified, the purchase is PAID with its document.
    await page.waitForURL(`${platform.mainUrl}/billing`)
    await visible(page.getByText('Payment received'))
    const history = page.getByRole('table', { name: 'Purchase history' })
    const row = history.locator('tbody tr').first()
    await visible(row.getByText('Starter · Monthly'))
    await visible(row.getByText('PAID', { exact: true }))
    await visible(row.getByText(total))
    const docLink = row.getByRole('link', { name: /^(Bill of supply|Tax invoice) / })
    await visible(docLink)
    await visible(page.getByRole('region', { name: 'Your subscription' }).getByText('Starter'))

    // The signed webhook reached the platform too; the API agrees; the document is a PDF.
    await sandbox.flush()
    const captured = sandbox.deliveries.filter((d) => d.event === 'payment.captured')
    expect(captured.map((d) => d.status)).toEqual([200])
    const { body: purchases } = await api<Purchase[]>(platform, token, '/api/billing/purchases')
    expect(purchases).toHaveLength(1)
    expect(purchases[0]).toMatchObject({
      status: 'PAID',
      planName: 'Starter',
      billingCycle: 'monthly',
      total: priced.quote.total,
    })
    expect(purchases[0]!.documents).toHaveLength(1)
    const doc = purchases[0]!.documents[0]!
    expect(await docLink.textContent()).toContain(doc.number)
    const pdf = await page.context().request.get(`${platform.mainUrl}${await docLink.getAttribute('href')}`)
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf'])
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const { body: after } = await api(platform, token, '/api/billing/plans')
    expect(after.current).toMatchObject({ plan: 'Starter', status: 'Active' })

    await screenshot(page, 'billing-sandbox-1440')
    expect(appErrors(errors)).toEqual([])
    await page.context().close()
  })
})
