import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPlan } from '../test/billing-support.ts'
import { createTenantWithStaff } from '../test/support/factories.ts'
import { checkoutAt, webhookAt } from './support/billing-calls.ts'
import { startCluster, type Cluster } from './support/cluster.ts'
import { paymentCapturedEvent, startFakeGateway, type FakeGateway } from './support/fake-gateway.ts'
import { expectMoneyInvariants } from './support/money-invariants.ts'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function outboxMails(dir: string) {
  const files = await readdir(dir).catch(() => [] as string[])
  return Promise.all(
    files.map(
      async (f) =>
        JSON.parse(await readFile(path.join(dir, f), 'utf8')) as { to: string[]; subject: string; text: string },
    ),
  )
}

/**
 * The durable job queue across a crash: a settlement commits its receipt job with the grant, so a
 * process SIGKILLed before the receipt went out loses nothing, and the restarted process delivers
 * the receipt exactly once.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('job queue: a crash between settlement and receipt', () => {
  let gateway: FakeGateway
  let cluster: Cluster

  beforeAll(async () => {
    gateway = await startFakeGateway()
    // JOB_WORKER=off: the process stores jobs but works none, so the kill lands after the
    // settlement's commit and before its receipt, every time.
    cluster = await startCluster({ names: ['a'], env: { ...gateway.env, JOB_WORKER: 'off' } })
  })
  afterAll(async () => {
    await cluster?.close()
    await gateway?.close()
  })

  it('SIGKILL after the webhook settled a purchase: after restart the receipt is mailed exactly once', async () => {
    const a = cluster.process('a')
    const plan = await createPlan(cluster.asServer('a'), { prices: { monthly: 30_000 } })
    const shop = await createTenantWithStaff(cluster.asServer('a'))
    const started = await checkoutAt(a.url, shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })
    expect(started.status, started.text).toBe(200)
    const { payment } = gateway.capture(started.body.orderId)
    const event = paymentCapturedEvent(payment)
    const res = await webhookAt(a.url, event)
    expect(res.status, res.text).toBe(200)

    const purchaseId = started.body.purchaseId as string
    const jobState = async () =>
      (
        await cluster.sql(
          `SELECT state::text AS state, count(*)::int AS n FROM pgboss.job
            WHERE name = 'billing-settlement' AND data->>'purchaseId' = '${purchaseId}' GROUP BY state`,
        )
      ).map((r) => [r.state, r.n])
    expect(await jobState()).toEqual([['created', 1]])
    // Read straight from the outbox directory: cluster.outbox() would wait for the stored job.
    const receipts = async () =>
      (await outboxMails(cluster.outboxDir)).filter(
        (m) => m.to.includes(shop.admin.email) && m.subject.startsWith('Payment received'),
      )
    expect(await receipts()).toEqual([])

    expect((await a.kill()).signal).toBe('SIGKILL')
    // The gateway retries its delivery while the process is down and after: still one job.
    await cluster.restart('a', { JOB_WORKER: 'on' })
    expect((await webhookAt(cluster.process('a').url, event)).status).toBe(200)

    const until = Date.now() + 30_000
    while ((await receipts()).length === 0 && Date.now() < until) await sleep(100)
    await sleep(2_000)
    const mails = await receipts()
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('is attached')
    expect(await jobState()).toEqual([['completed', 1]])
    await expectMoneyInvariants(cluster.sql)
  })
})
