import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { pruneWebhookDeliveries, webhookRetention } from '../src/webhook/webhook-retention.ts'
import { CRON_SECRET, postWebhook, unique, withBillingServer } from './billing-support.ts'
import { call } from './support/http.ts'
import type { TestServer } from './support/test-server.ts'

let server: TestServer
withBillingServer((started) => {
  server = started
})

const DAY = 86_400_000
const deliveries = () => server.ctx.db.prisma.webhookDelivery
/** A JSON event padded with incompressible text to `bytes` bytes. */
const bigBody = (bytes: number, event = 'payment.captured') => {
  const head = `{"event":"${event}","pad":"`
  return `${head}${randomBytes(bytes)
    .toString('base64')
    .slice(0, bytes - head.length - 2)}"}`
}
const storedSince = async (since: Date) => {
  const [row] = await server.ctx.db.prisma.$queryRaw<{ rows: number; bodyText: number; rowBytes: number }[]>`
    SELECT count(*)::int AS "rows", COALESCE(sum(octet_length("rawBody")), 0)::int AS "bodyText", COALESCE(sum(pg_column_size(w.*)), 0)::int AS "rowBytes"
    FROM "WebhookDelivery" w WHERE "receivedAt" >= ${since}`
  return row!
}

describe('webhook delivery log', () => {
  it('100 unsigned 150 KB bodies store metadata only: no body text, a few KB in all', async () => {
    const since = server.ctx.now()
    for (let i = 0; i < 100; i++) {
      const raw = bigBody(150_000)
      // From many senders: one sender's unsigned deliveries are limited (webhook-sender-limit.test.ts).
      const res = await postWebhook(server, null, {
        raw,
        signature: i % 4 === 0 ? null : 'f'.repeat(64),
        sender: `198.51.100.${i}`,
      })
      expect(res.status).toBe(400)
    }
    const stored = await storedSince(since)
    expect(stored.rows).toBe(100)
    expect(stored.bodyText).toBe(0)
    // 15 MB were posted; before the fix the rows held about 10 MB.
    expect(stored.rowBytes).toBeLessThan(100 * 200)
    const rows = await deliveries().findMany({ where: { receivedAt: { gte: since } } })
    expect(new Set(rows.map((r) => [r.rawBody, r.bodyBytes, r.signatureValid].join()))).toEqual(
      new Set([',150000,false']),
    )
    expect(new Set(rows.map((r) => r.outcome))).toEqual(new Set(['missing-signature', 'invalid-signature']))
  })

  it('signed deliveries keep their body, cut to the first 100 kB', async () => {
    const raw = bigBody(150_000, 'order.paid')
    const res = await postWebhook(server, null, { raw })
    expect([res.status, res.body]).toEqual([200, { ok: true, ignored: 'order.paid' }])
    const big = await deliveries().findFirstOrThrow({ orderBy: { receivedAt: 'desc' } })
    expect(big).toMatchObject({
      signatureValid: true,
      event: 'order.paid',
      bodyBytes: 150_000,
      rawBody: raw.slice(0, webhookRetention.signedBodyMaxBytes),
    })
    const small = JSON.stringify({ event: 'order.paid', payload: { note: 'café ☕' } })
    await postWebhook(server, null, { raw: small })
    expect(await deliveries().findFirstOrThrow({ orderBy: { receivedAt: 'desc' } })).toMatchObject({
      rawBody: small,
      bodyBytes: Buffer.byteLength(small),
    })
    // A signed body that is not an event is kept too (it is the gateway's, and worth a look).
    await postWebhook(server, null, { raw: '{"event":' })
    expect(await deliveries().findFirstOrThrow({ orderBy: { receivedAt: 'desc' } })).toMatchObject({
      outcome: 'invalid-payload',
      rawBody: '{"event":',
      bodyBytes: 9,
    })
  })

  it('the daily housekeeping drops signed rows after 90 days and unsigned ones after 7, and keeps recent ones', async () => {
    const now = server.ctx.now().getTime()
    const row = (signatureValid: boolean, ageDays: number) => ({
      id: `wd-${unique()}`,
      signatureValid,
      outcome: signatureValid ? 'ignored' : 'invalid-signature',
      httpStatus: signatureValid ? 200 : 400,
      rawBody: signatureValid ? '{"event":"x"}' : null,
      bodyBytes: 13,
      receivedAt: new Date(now - ageDays * DAY),
    })
    const rows = {
      signedOld: row(true, 91),
      signedRecent: row(true, 89),
      unsignedOld: row(false, 8),
      unsignedRecent: row(false, 6),
    }
    await deliveries().createMany({ data: Object.values(rows) })
    const res = await call(server.url, 'GET', '/api/cron/emi-reminders', {
      headers: { authorization: `Bearer ${CRON_SECRET}` },
    })
    expect(res.status).toBe(200)
    expect(res.body.webhookDeliveriesPruned).toBeGreaterThanOrEqual(2)
    const left = new Set(
      (await deliveries().findMany({ where: { id: { in: Object.values(rows).map((r) => r.id) } } })).map((r) => r.id),
    )
    expect(left).toEqual(new Set([rows.signedRecent.id, rows.unsignedRecent.id]))
  })

  it('caps each kind at its row limit, oldest first, so unsigned traffic never pushes out signed rows', async () => {
    const now = server.ctx.now().getTime()
    const newest = (signatureValid: boolean) =>
      Array.from({ length: 5 }, (_, i) => ({
        id: `cap-${signatureValid}-${i}-${unique()}`,
        signatureValid,
        outcome: 'x',
        httpStatus: 200,
        bodyBytes: 0,
        receivedAt: new Date(now + (i + 1) * 60_000),
      }))
    const [signed, unsigned] = [newest(true), newest(false)]
    await deliveries().createMany({ data: [...signed, ...unsigned] })
    const pruned = await pruneWebhookDeliveries(server.ctx, {
      ...webhookRetention,
      signedMaxRows: 3,
      unsignedMaxRows: 2,
    })
    expect(pruned).toBeGreaterThanOrEqual(5)
    expect(
      (await deliveries().findMany({ where: { signatureValid: true }, orderBy: { receivedAt: 'asc' } })).map(
        (r) => r.id,
      ),
    ).toEqual(signed.slice(2).map((r) => r.id))
    expect(
      (await deliveries().findMany({ where: { signatureValid: false }, orderBy: { receivedAt: 'asc' } })).map(
        (r) => r.id,
      ),
    ).toEqual(unsigned.slice(3).map((r) => r.id))
    await deliveries().deleteMany({ where: { receivedAt: { gt: server.ctx.now() } } })
  })

  it('between daily runs an unsigned flood stays within the cap (plus one trim interval)', async () => {
    const { unsignedMaxRows, unsignedTrimEvery } = webhookRetention
    const hourAgo = new Date(server.ctx.now().getTime() - 3_600_000)
    await server.ctx.db.prisma.$executeRaw`
      INSERT INTO "WebhookDelivery" ("id", "signatureValid", "outcome", "httpStatus", "bodyBytes", "receivedAt")
      SELECT 'flood-' || g, false, 'invalid-signature', 400, 10, ${hourAgo} FROM generate_series(1, ${unsignedMaxRows + 500}::int) g`
    const since = server.ctx.now()
    for (let i = 0; i < unsignedTrimEvery; i++)
      expect((await postWebhook(server, null, { raw: '{}', signature: 'bad', sender: `192.0.2.${i}` })).status).toBe(
        400,
      )
    const unsigned = await deliveries().count({ where: { signatureValid: false } })
    expect(unsigned).toBeGreaterThanOrEqual(unsignedMaxRows)
    expect(unsigned).toBeLessThan(unsignedMaxRows + unsignedTrimEvery)
    // The trim removed the oldest: every delivery just received is still there.
    expect(await deliveries().count({ where: { signatureValid: false, receivedAt: { gte: since } } })).toBe(
      unsignedTrimEvery,
    )
  })
})
