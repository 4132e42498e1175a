import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signWebhook } from '@gold/core'
import { createSandbox, type Sandbox, type SandboxAccount } from '@gold/gateway-sandbox'
import { createSession } from '../src/auth/session-service.ts'
import { reconcileLoanPayments } from '../src/gateway/loan-payments-reconcile.ts'
import { insertCustomer } from '../test/support/factories.ts'
import { createTenantWithStaff } from '../test/support/factories.ts'
import { call } from '../test/support/http.ts'
import { openLoan } from '../test/gateway-support.ts'
import { startCluster, type Cluster } from './support/cluster.ts'

const SESSION_SECRET = 'reliability-session-secret-0123456789'

/**
 * A shop's own gateway (issue 27) behind three API processes: every capture is reported several
 * times, to every process, out of order (a `payment.failed` after the capture, the checkout's
 * verify beside the webhooks), and one process is SIGKILLed in the middle of it. After a restart
 * and a reconciler pass, every payment the gateway captured is posted exactly once, counted
 * against the gateway's own list.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("a shop's gateway webhooks on three processes", () => {
  let cluster: Cluster
  let sandbox: Sandbox
  let sandboxServer: Server

  beforeAll(async () => {
    sandbox = createSandbox({ keyId: 'key_platform', keySecret: 'platform-secret', accounts: [], refundDelayMs: 20 })
    sandboxServer = sandbox.app.listen(0, '127.0.0.1')
    await new Promise((resolve) => sandboxServer.once('listening', resolve))
    const sandboxUrl = `http://127.0.0.1:${(sandboxServer.address() as AddressInfo).port}`
    cluster = await startCluster({ names: ['a', 'b', 'c'], env: { SESSION_SECRET, GATEWAY_API_BASE: sandboxUrl } })
  })
  afterAll(async () => {
    await cluster?.close()
    sandboxServer?.closeAllConnections()
    await new Promise((resolve) => sandboxServer?.close(resolve))
  })

  it('duplicated and reordered deliveries and a SIGKILL mid-storm post every captured payment exactly once', async () => {
    const harness = cluster.asServer('a')
    const shop = await createTenantWithStaff(harness)
    const account: SandboxAccount = {
      keyId: 'key_rel_shop',
      keySecret: 'rel-shop-key-secret',
      webhookSecret: 'rel-shop-webhook',
    }
    sandbox.options.accounts!.push(account)
    const saved = await call(cluster.process('b').url, 'POST', '/trpc/gateway.saveSettings', {
      token: shop.admin.token,
      body: { json: account },
    })
    expect(saved.status, saved.text).toBe(200)
    const customer = await insertCustomer(harness, shop.tenantId)
    const token = await createSession(cluster.ctx, 'customer', customer.id, shop.tenantId)
    const portal = (i: number) => {
      const p = cluster.processes[i % 3]!
      return { url: p.url, auth: { token, host: `${shop.slug}.localhost:${p.port}` } }
    }

    const paid: { orderId: string; paymentId: string; signature: string; amount: number }[] = []
    for (let i = 0; i < 6; i++) {
      const loan = await openLoan(harness, shop, customer.id)
      const { url, auth } = portal(i)
      const started = await call(url, 'POST', '/trpc/portal.startPayment', {
        ...auth,
        body: { json: { loanId: loan.id, choice: 'amount', amount: 10_000 + i } },
      })
      expect(started.status, started.text).toBe(200)
      const order = started.body.result.data.json as { gatewayOrderId: string }
      const fields = sandbox.completeCheckout(order.gatewayOrderId, 'pay')!
      paid.push({
        orderId: order.gatewayOrderId,
        paymentId: fields.gateway_payment_id!,
        signature: fields.gateway_signature!,
        amount: 10_000 + i,
      })
    }

    const deliver = (i: number, event: string, p: (typeof paid)[number]) => {
      const body = JSON.stringify({
        event,
        payload: {
          payment: {
            entity: {
              id: p.paymentId,
              order_id: p.orderId,
              amount: p.amount,
              currency: 'INR',
              status: event.split('.')[1],
            },
          },
        },
      })
      return call(cluster.processes[i % 3]!.url, 'POST', `/api/webhooks/gateway/shops/${shop.slug}`, {
        rawBody: body,
        headers: { 'x-gateway-signature': signWebhook(body, account.webhookSecret!) },
      }).catch(() => null)
    }
    const verify = (i: number, p: (typeof paid)[number]) => {
      const { url, auth } = portal(i)
      const json = { gateway_order_id: p.orderId, gateway_payment_id: p.paymentId, gateway_signature: p.signature }
      return call(url, 'POST', '/trpc/portal.confirmPayment', { ...auth, body: { json } }).catch(() => null)
    }
    // The storm: each capture three times to three processes, a late payment.failed, and verify twice.
    const storm = paid.flatMap((p, n) => [
      deliver(n + 2, 'payment.failed', p),
      deliver(n, 'payment.captured', p),
      verify(n + 1, p),
      deliver(n + 1, 'payment.captured', p),
      deliver(n + 2, 'payment.captured', p),
      verify(n + 2, p),
    ])
    await new Promise((r) => setTimeout(r, 40))
    const killed = await cluster.process('a').kill()
    expect(killed.signal).toBe('SIGKILL')
    await Promise.all(storm)
    await cluster.restart('a')

    // The gateway retries what was not answered; a reconciler pass a few minutes on asks it too.
    await Promise.all(paid.map((p, n) => deliver(n, 'payment.captured', p)))
    const later = { ...cluster.ctx, now: () => new Date(Date.now() + 3 * 60_000) }
    await reconcileLoanPayments(later)

    const captured = [...sandbox.state.payments.values()].filter(
      (p) => p.status === 'captured' && paid.some((x) => x.paymentId === p.id),
    )
    expect(captured).toHaveLength(6)
    const posted = await cluster.sql(
      `SELECT "idempotencyKey", "amount"::int AS amount FROM "LoanPayment" WHERE "tenantId" = '${shop.tenantId}' AND "mode" = 'UPI' AND "idempotencyKey" IS NOT NULL`,
    )
    expect(posted.map((r) => r.idempotencyKey).sort()).toEqual(captured.map((p) => p.id).sort())
    expect(posted.map((r) => r.amount).sort()).toEqual(captured.map((p) => p.amount).sort())
    const entries = await cluster.sql(
      `SELECT count(*)::int AS n FROM "LoanLedgerEntry" WHERE "tenantId" = '${shop.tenantId}' AND "type" = 'PAYMENT'`,
    )
    expect(entries[0]!.n).toBe(6)
    const orders = await cluster.sql(
      `SELECT "status", count(*)::int AS n FROM "LoanPaymentOrder" WHERE "tenantId" = '${shop.tenantId}' GROUP BY "status"`,
    )
    expect(orders).toEqual([{ status: 'posted', n: 6 }])
  })
})
