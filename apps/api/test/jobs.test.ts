import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buyPlan, createPlan, fakeGateway, GATEWAY_ENV, paymentEvent, postWebhook, unique } from './billing-support.ts'
import { trpc } from './customers-helpers.ts'
import { createSuperAdminLogin, createTenantWithStaff, type StaffLogin } from './support/factories.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

/**
 * The durable job queue (apps/api/src/jobs): a failing job is retried with back-off and shown to
 * the platform operator, and a job keyed by what it delivers runs once however often it is asked for.
 */
let server: TestServer
let ops: StaffLogin
let outboxDir: string
const gateway = fakeGateway()

beforeAll(async () => {
  gateway.listen()
  outboxDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'gold-jobs-')), 'outbox')
  server = await startTestServer({ env: { ...GATEWAY_ENV, MAIL_OUTBOX_DIR: outboxDir } })
  ops = await createSuperAdminLogin(server)
})
afterAll(async () => {
  gateway.close()
  await server?.close()
  await rm(path.dirname(outboxDir), { recursive: true, force: true })
})

type JobView = {
  id: string
  queue: string
  state: string
  attempts: number
  lastError: string | null
  nextAttemptAt: string | null
}

async function jobsOf(queue: string): Promise<JobView[]> {
  const res = await trpc(server, 'query', 'platform.jobs', { queue, limit: 100 }, { token: ops.token })
  expect(res.status).toBe(200)
  return (res.data as { items: JobView[] }).items
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > until) throw new Error(`timed out; last value ${JSON.stringify(value)}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Mails in the outbox, read straight from the directory (without waiting for the queue). */
async function mailsWithSubject(subject: string) {
  const files = await readdir(outboxDir).catch(() => [] as string[])
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(path.join(outboxDir, f), 'utf8')) as { subject: string }),
  )
  return mails.filter((m) => m.subject === subject)
}

describe('job queue', () => {
  it('retries a failing job with back-off, shows it to the operator, and delivers once the fault clears', async () => {
    // The outbox path is a file, so writing a mail fails until it is removed.
    await rm(outboxDir, { recursive: true, force: true })
    await writeFile(outboxDir, 'not a directory')
    const subject = `Retry me ${unique()}`
    await server.ctx.jobs.enqueue('mail', `test:${subject}`, { to: ['a@test.gold'], subject, text: 'x', html: 'x' })

    const byId = async () => (await jobsOf('mail')).find((j) => j.state !== 'completed' || j.attempts > 0)
    const first = await waitFor(byId, (j) => j?.state === 'retry' && j.attempts === 1)
    expect(first!.lastError).toMatch(/EEXIST|ENOTDIR/)
    const second = await waitFor(
      async () => (await jobsOf('mail')).find((j) => j.id === first!.id),
      (j) => j?.state === 'retry' && j.attempts === 2,
    )
    // Back-off: the second wait is at least twice the first delay (1 s in tests, doubling).
    expect(Date.parse(second!.nextAttemptAt!) - Date.parse(first!.nextAttemptAt!)).toBeGreaterThanOrEqual(2_000)
    expect(await mailsWithSubject(subject)).toEqual([])

    await rm(outboxDir, { force: true })
    const done = await waitFor(
      async () => (await jobsOf('mail')).find((j) => j.id === first!.id),
      (j) => j?.state === 'completed',
    )
    expect(done).toMatchObject({ attempts: 3, lastError: null })
    expect(await mailsWithSubject(subject)).toHaveLength(1)
  })

  it('runs a job once however often it is enqueued under its key', async () => {
    const subject = `Once ${unique()}`
    const mail = { to: ['a@test.gold'], subject, text: 'x', html: 'x' }
    await Promise.all([1, 2, 3].map(() => server.ctx.jobs.enqueue('mail', `test:${subject}`, mail)))
    await server.ctx.jobs.settled()
    await server.ctx.jobs.enqueue('mail', `test:${subject}`, mail)
    await server.ctx.jobs.settled()
    expect(await mailsWithSubject(subject)).toHaveLength(1)
  })

  it('sends one receipt for a settlement reported by verify and the webhook again and again', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server, { prices: { monthly: 50_000 } })
    const { purchaseId, orderId, paymentId } = await buyPlan(server, gateway, shop.admin.token, {
      planId: plan.planId,
      billingCycle: 'monthly',
    })
    const event = paymentEvent('payment.captured', {
      id: paymentId,
      order_id: orderId,
      amount: 50_000,
      currency: 'INR',
      status: 'captured',
    })
    for (const res of await Promise.all([1, 2, 3].map(() => postWebhook(server, event)))) expect(res.status).toBe(200)
    await server.ctx.jobs.settled()

    const jobs = await server.ctx.db.sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'billing-settlement' AND data->>'purchaseId' = ${purchaseId}`
    expect(jobs[0]!.n).toBe(1)
    const receipts = (await server.outbox()).filter(
      (m) => m.to.includes(shop.admin.email) && m.subject.startsWith('Payment received'),
    )
    expect(receipts).toHaveLength(1)
    expect(receipts[0]!.attachments).toHaveLength(1)
    const settled = (await jobsOf('billing-settlement')).filter((j) => j.state === 'completed')
    expect(settled.length).toBeGreaterThanOrEqual(1)
  })

  it('is for super admins only', async () => {
    const shop = await createTenantWithStaff(server)
    for (const token of [undefined, shop.admin.token, shop.employee.token]) {
      const res = await trpc(server, 'query', 'platform.jobs', {}, { token })
      expect([res.status, res.error?.message]).toEqual([401, 'Unauthorized'])
    }
  })
})
