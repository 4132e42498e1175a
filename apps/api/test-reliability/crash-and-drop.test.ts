import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createPlan, createTestCoupon } from '../test/billing-support.ts'
import { createTenantWithStaff } from '../test/support/factories.ts'
import { call, type ApiResponse } from '../test/support/http.ts'
import { checkoutAt, isCleanError, reconcileAt, settled, verifyAt, webhookAt } from './support/billing-calls.ts'
import { startCluster, type Cluster } from './support/cluster.ts'
import { paymentCapturedEvent, startFakeGateway, type FakeGateway } from './support/fake-gateway.ts'
import { expectMoneyInvariants, SALE_DOCUMENT_RULE } from './support/money-invariants.ts'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const ids = (list: string[]) => list.map((id) => `'${id}'`).join(',')

/**
 * Infrastructure failures under load: the database cutting every connection of the API processes
 * mid-burst, and an API process killed with SIGKILL in the middle of settling payments. Requests
 * may fail, but only cleanly (500 `{error}`); the processes recover; no money state is lost or
 * duplicated once the gateway's retries and the reconciler have run.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('database drops and process crashes', () => {
  let gateway: FakeGateway
  let cluster: Cluster
  const url = (name: string) => cluster.process(name).url

  beforeAll(async () => {
    gateway = await startFakeGateway()
    cluster = await startCluster({ names: ['a', 'b'], env: gateway.env })
  })
  afterAll(async () => {
    await cluster?.close()
    await gateway?.close()
  })
  afterEach(async () => {
    if (cluster) await expectMoneyInvariants(cluster.sql)
  })

  /** Captured orders of fresh shops (one with a coupon per shop), ready to settle. */
  async function capturedOrders(shopCount: number, perShop: number) {
    const plan = await createPlan(cluster.asServer('a'), { prices: { monthly: 30_000, quarterly: 80_000 } })
    const { code } = await createTestCoupon(cluster.asServer('a'), { kind: 'AMOUNT', amountOff: 5_000 })
    const shops = await Promise.all(
      Array.from({ length: shopCount }, () => createTenantWithStaff(cluster.asServer('a'))),
    )
    const perShopOrders = await Promise.all(
      shops.map(async (shop) => {
        const orders = []
        for (let i = 0; i < perShop; i++) {
          const body = {
            planId: plan.planId,
            billingCycle: i % 2 ? 'quarterly' : 'monthly',
            ...(i === 0 ? { couponCode: code } : {}),
          }
          const started = await checkoutAt(url('b'), shop.admin.token, body)
          expect(started.status, started.text).toBe(200)
          orders.push({ shop, purchaseId: started.body.purchaseId as string, ...gateway.capture(started.body.orderId) })
        }
        return orders
      }),
    )
    return perShopOrders.flat()
  }

  async function statusesOf(purchaseIds: string[]) {
    const rows = await cluster.sql(
      `SELECT "status", count(*)::int AS n FROM "Purchase" WHERE "id" IN (${ids(purchaseIds)}) GROUP BY "status"`,
    )
    return Object.fromEntries(rows.map((r) => [r.status, r.n]))
  }

  async function waitUntil(check: () => Promise<boolean>, ms = 20_000) {
    const until = Date.now() + ms
    while (!(await check())) {
      if (Date.now() > until) throw new Error('condition not reached in time')
      await sleep(25)
    }
  }

  it('connections terminated mid-burst: requests fail cleanly with 500 {error}, both processes recover, retried webhooks settle once', async () => {
    const orders = await capturedOrders(4, 3)
    const shop = orders[0]!.shop
    const reads = (base: string) => [
      call(base, 'GET', '/api/billing/plans', { token: shop.admin.token }),
      call(base, 'GET', '/api/customers', { token: shop.employee.token }),
      call(base, 'GET', '/api/tickets', { token: shop.employee.token }),
      call(base, 'POST', '/api/tickets', {
        token: shop.employee.token,
        body: { subject: 'Printer jam', message: 'Receipt printer jams.' },
      }),
      call(base, 'GET', '/api/billing/purchases', { token: shop.admin.token }),
    ]
    // Eight waves of traffic; from the second on, every wave has the database cut the API
    // processes' connections twice while requests (and transactions) are in flight.
    const burst: Promise<ApiResponse>[] = []
    let terminated = 0
    for (let round = 0; round < 8; round++) {
      for (const name of ['a', 'b']) burst.push(...reads(url(name)))
      for (const [i, o] of orders.entries()) {
        if (i % 8 === round)
          burst.push(
            webhookAt(url(i % 2 ? 'a' : 'b'), paymentCapturedEvent(o.payment)),
            verifyAt(url(i % 2 ? 'b' : 'a'), o.shop.admin.token, o.confirmation),
          )
      }
      if (round > 0) {
        terminated += await cluster.terminateApiConnections()
        await sleep(5)
        terminated += await cluster.terminateApiConnections()
      }
      await sleep(10)
    }
    expect(terminated).toBeGreaterThan(0)
    const results = await Promise.all(burst.map((p) => settled(p)))
    for (const p of cluster.processes) expect(p.alive, `process ${p.name} died:\n${p.output()}`).toBe(true)
    for (const r of results) {
      expect([200, 201, 500], r.text).toContain(r.status)
      if (r.status === 500) expect(isCleanError(r), r.text).toBe(true)
    }

    // Recovery: the pools reconnect; a fresh burst on both processes fully succeeds.
    await waitUntil(async () =>
      (
        await Promise.all(['a', 'b'].map((n) => call(url(n), 'GET', '/api/billing/plans', { token: shop.admin.token })))
      ).every((r) => r.status === 200),
    )
    const after = await Promise.all(['a', 'b', 'a', 'b'].flatMap((n) => reads(url(n))))
    expect(after.map((r) => r.status).filter((s) => s >= 300)).toEqual([])

    // The gateway retries every delivery that did not get a 200: all settle, once.
    for (const o of orders) expect((await webhookAt(url('a'), paymentCapturedEvent(o.payment))).status).toBe(200)
    expect(await statusesOf(orders.map((o) => o.purchaseId))).toEqual({ PAID: orders.length })
    // A settlement cut off between the grant and the document leaves the document to the reconciler.
    expect((await reconcileAt(url('b'))).body.errors).toBe(0)
  })

  it('a process SIGKILLed in the middle of a settlement burst: nothing half-applied; after restart the reconciler completes every purchase once', async () => {
    const orders = await capturedOrders(6, 4)
    const purchaseIds = orders.map((o) => o.purchaseId)
    const burst = orders.flatMap((o) => [
      settled(webhookAt(url('a'), paymentCapturedEvent(o.payment))),
      settled(verifyAt(url('a'), o.shop.admin.token, o.confirmation)),
    ])
    // Kill as soon as the first purchases are paid: the rest of the burst is cut off mid-flight.
    await waitUntil(async () => ((await statusesOf(purchaseIds)).PAID ?? 0) >= 2)
    const killedAt = await cluster.process('a').kill()
    expect(killedAt.signal).toBe('SIGKILL')
    const results = await Promise.all(burst)
    expect(results.some((r) => r.status === 0)).toBe(true)
    const afterCrash = await statusesOf(purchaseIds)
    expect(afterCrash.PAID ?? 0).toBeLessThan(orders.length)
    // Grants are atomic: only the best-effort sale document may be missing right after the crash.
    await expectMoneyInvariants(cluster.sql, { except: [SALE_DOCUMENT_RULE] })

    await cluster.restart('a')
    // The orders are now older than the 15-minute settle window start; two reconcilers overlap.
    await cluster.sql(
      `UPDATE "Purchase" SET "createdAt" = now() - interval '20 minutes' WHERE "id" IN (${ids(purchaseIds)})`,
    )
    const runs = await Promise.all([reconcileAt(url('a')), reconcileAt(url('b'))])
    for (const r of runs) expect(r.status, r.text).toBe(200)
    expect(runs[0].body.settled + runs[1].body.settled).toBe(orders.length - (afterCrash.PAID ?? 0))
    expect(runs[0].body.errors + runs[1].body.errors).toBe(0)
    expect(await statusesOf(purchaseIds)).toEqual({ PAID: orders.length })
  })

  it('a reconciler run killed half-way is completed by the next run on the other process', async () => {
    const orders = await capturedOrders(5, 4)
    const purchaseIds = orders.map((o) => o.purchaseId)
    await cluster.sql(
      `UPDATE "Purchase" SET "createdAt" = now() - interval '20 minutes' WHERE "id" IN (${ids(purchaseIds)})`,
    )
    const run = settled(reconcileAt(url('b')))
    await waitUntil(async () => ((await statusesOf(purchaseIds)).PAID ?? 0) >= 2)
    await cluster.process('b').kill()
    expect((await run).status).toBe(0)
    const paidBefore = (await statusesOf(purchaseIds)).PAID ?? 0
    expect(paidBefore).toBeLessThan(orders.length)
    await expectMoneyInvariants(cluster.sql, { except: [SALE_DOCUMENT_RULE] })
    const next = await reconcileAt(url('a'))
    expect(next.body).toMatchObject({ ok: true, settled: orders.length - paidBefore, errors: 0 })
    expect(await statusesOf(purchaseIds)).toEqual({ PAID: orders.length })
    await cluster.restart('b')
    expect((await call(url('b'), 'GET', '/healthz')).status).toBe(200)
  })
})
