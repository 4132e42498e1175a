import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { afterAll, beforeAll, expect } from 'vitest'
import { signWebhook } from '@gold/core'
import { createSandbox, type Sandbox, type SandboxAccount } from '@gold/gateway-sandbox'
import { insertValuation, portalCustomer, trpc } from './customers-helpers.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

/**
 * Online loan payments test kit (issue 27): the gateway sandbox in-process holding each test shop's
 * own merchant account, an API server pointed at it, and a shop with keys, a borrower and a loan.
 */
export type GatewayKit = { server: TestServer; sandbox: Sandbox; close: () => Promise<void> }

export async function startGatewayKit(): Promise<GatewayKit> {
  const sandbox = createSandbox({
    keyId: 'key_platform',
    keySecret: 'platform-secret',
    refundDelayMs: 20,
    accounts: [],
  })
  const sandboxServer: Server = sandbox.app.listen(0, '127.0.0.1')
  await new Promise((resolve) => sandboxServer.once('listening', resolve))
  const sandboxUrl = `http://127.0.0.1:${(sandboxServer.address() as AddressInfo).port}`
  const server = await startTestServer({ env: { GATEWAY_API_BASE: sandboxUrl } })
  return {
    server,
    sandbox,
    async close() {
      await sandbox.flush()
      sandboxServer.closeAllConnections()
      await new Promise((resolve) => sandboxServer.close(resolve))
      await server.close()
    },
  }
}

/** One kit per test file: started before its tests, closed after; its fields are filled in `beforeAll`. */
export function useGatewayKit(): GatewayKit {
  const kit = {} as GatewayKit
  beforeAll(async () => {
    Object.assign(kit, await startGatewayKit())
  })
  afterAll(async () => {
    await kit.close?.()
  })
  return kit
}

export type PayingShop = Awaited<ReturnType<typeof payingShop>>

/** A shop with its own sandbox account (keys saved through the settings), a borrower signed in to the portal, and a ₹30,000 EMI loan. */
export async function payingShop(kit: GatewayKit) {
  const { server, sandbox } = kit
  const shop = await createTenantWithStaff(server)
  const account: SandboxAccount = {
    keyId: `key_${randomBytes(5).toString('hex')}`,
    keySecret: `secret-${randomBytes(8).toString('hex')}`,
    webhookSecret: `whsec-${randomBytes(8).toString('hex')}`,
    webhookUrl: `${server.url}/api/webhooks/gateway/shops/${shop.slug}`,
  }
  sandbox.options.accounts!.push(account)
  const saved = await trpc(server, 'mutation', 'gateway.saveSettings', account, { token: shop.admin.token })
  expect(saved.status, saved.text).toBe(200)
  const borrower = await portalCustomer(server, shop.tenantId, shop.slug)
  const loan = await openLoan(server, shop, borrower.customer.id)
  return { ...shop, account, borrower, loan }
}

export async function openLoan(
  server: TestServer,
  shop: { tenantId: string; admin: { token: string } },
  customerId: string,
) {
  const valuation = await insertValuation(server, shop.tenantId, customerId)
  const res = await call(server.url, 'POST', '/api/loans', {
    token: shop.admin.token,
    body: {
      valuationId: valuation.id,
      principal: 3000000,
      scheme: 'EMI',
      annualRate: 12,
      tenureMonths: 12,
      penalRate: 2,
      graceDays: 0,
      disbursementMode: 'UPI',
      disbursementReference: 'UTR-OPEN-1',
    },
  })
  expect(res.status, res.text).toBe(201)
  return res.body as { id: string; loanNumber: string }
}

/** portal.startPayment as the borrower: the order on the shop's gateway. */
export async function startPayment(kit: GatewayKit, shop: PayingShop, body: Record<string, unknown>) {
  const res = await trpc(
    kit.server,
    'mutation',
    'portal.startPayment',
    { loanId: shop.loan.id, ...body },
    shop.borrower.auth,
  )
  return res
}

/** A signed `payment.captured` delivery exactly as the gateway sends it, posted to a shop's webhook URL. */
export async function deliverCapture(
  kit: GatewayKit,
  url: string,
  payment: { id: string; order_id: string; amount: number; currency?: string },
  secret: string,
) {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { currency: 'INR', status: 'captured', ...payment } } },
  })
  return call(kit.server.url, 'POST', url, {
    rawBody: body,
    headers: { 'x-gateway-signature': signWebhook(body, secret) },
  })
}

export const shopWebhook = (shop: PayingShop) => `/api/webhooks/gateway/shops/${shop.slug}`

/** The loan's payments as staff see them. */
export async function loanPayments(kit: GatewayKit, shop: PayingShop) {
  const res = await call(kit.server.url, 'GET', `/api/loans/${shop.loan.id}`, { token: shop.admin.token })
  expect(res.status, res.text).toBe(200)
  return res.body.payments as { id: string; amount: number; mode: string; reference: string; receiptNumber: string }[]
}

/** What the checkout hands back to its callback. */
export type Paid = { orderId: string; paymentId: string; signature: string }

/** Pay the order on the sandbox's checkout without its webhook (the test decides who reports it). */
export function payWithoutWebhook(kit: GatewayKit, shop: PayingShop, gatewayOrderId: string): Paid {
  const url = shop.account.webhookUrl
  shop.account.webhookUrl = undefined
  try {
    const fields = kit.sandbox.completeCheckout(gatewayOrderId, 'pay')!
    return {
      orderId: fields.gateway_order_id!,
      paymentId: fields.gateway_payment_id!,
      signature: fields.gateway_signature!,
    }
  } finally {
    shop.account.webhookUrl = url
  }
}

/** portal.confirmPayment with the checkout's fields. */
export const confirmPayment = (kit: GatewayKit, shop: PayingShop, paid: Paid) =>
  trpc(
    kit.server,
    'mutation',
    'portal.confirmPayment',
    { gateway_order_id: paid.orderId, gateway_payment_id: paid.paymentId, gateway_signature: paid.signature },
    shop.borrower.auth,
  )

/** portal.payment: where an online payment stands. */
export const paymentState = async (kit: GatewayKit, shop: PayingShop, orderId: string) =>
  (await trpc(kit.server, 'query', 'portal.payment', { orderId }, shop.borrower.auth)).data

/** portal.startPayment, which must succeed. */
export async function startedPayment(kit: GatewayKit, shop: PayingShop, body: Record<string, unknown>) {
  const res = await startPayment(kit, shop, body)
  expect(res.status, res.text).toBe(200)
  return res.data as { orderId: string; gatewayOrderId: string; amount: number; keyId: string; checkoutUrl: string }
}
