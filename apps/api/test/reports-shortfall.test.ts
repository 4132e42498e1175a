import { goldValuePaise, isoDateOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { loanHelpers } from './loans-support.ts'

/** The daily job's shortfall step and the dashboard's Shortfall card. */
const CRON_SECRET = 'cron-secret-for-tests'
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ env: { CRON_SECRET } })
  await setGoldRate(server, 6000)
})
afterAll(async () => {
  await server?.close()
})
const { loanValuation, shop, openLoanOk, trpc } = loanHelpers(() => server)
const runCron = () =>
  call(server.url, 'GET', '/api/cron/emi-reminders', { headers: { authorization: `Bearer ${CRON_SECRET}` } })

describe('loans short of gold', () => {
  it('flags an Active loan above its ratio once the rate falls, tells the borrower once, clears when it recovers', async () => {
    const t = await shop()
    const today = isoDateOf(server.ctx.now())
    // 30 g of 22K chain (27.48 g fine) is worth ₹1,79,820.xx at ₹6,000: ₹1,50,000 is within 85%.
    const v = await loanValuation(t.token, t.customer.id)
    const loan = await openLoanOk(t.token, v.id, {
      principal: 15_000_000,
      scheme: 'EMI',
      tenureMonths: 12,
      disbursedOn: today,
    })
    const within = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id, {
      principal: 2_000_000,
      scheme: 'EMI',
      tenureMonths: 12,
      disbursedOn: today,
    })

    await setGoldRate(server, 5000)
    const goldValue = goldValuePaise([27_480], 500_000)
    // The borrower's exposure (₹1,70,000) is in the ₹2,50,000 tier: 85%.
    const excess = 15_000_000 - Math.floor((goldValue * 8500) / 10_000)
    expect(excess).toBeGreaterThan(0)

    const first = await runCron()
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ ok: true, shortfallLoans: 1, shortfallNotices: 1 })
    const db = server.ctx.db.forTenant(t.tenantId)
    const flagged = await db.loan.findMany({
      where: { id: { in: [loan.id, within.id] } },
      orderBy: { principal: 'desc' },
    })
    expect(flagged.map((l) => l.shortfallOn?.toISOString().slice(0, 10) ?? null)).toEqual([today, null])
    const messages = await db.loanMessage.findMany({ where: { loanId: loan.id }, orderBy: { channel: 'asc' } })
    expect(messages.map((m) => [m.kind, m.channel, m.dedupeKey, m.status])).toEqual([
      ['shortfall', 'email', `shortfall:${loan.id}:${today}`, 'outbox'],
      ['shortfall', 'sms', `shortfall:${loan.id}:${today}`, 'outbox'],
      ['shortfall', 'whatsapp', `shortfall:${loan.id}:${today}`, 'outbox'],
    ])
    const mail = (await server.outbox()).filter((m) => m.to.includes(t.customer.email!))
    expect(mail).toHaveLength(1)
    expect(mail[0]!.text).toContain(loan.loanNumber)

    // Run again (the same day, or the next while still short): nothing is sent twice.
    const second = await runCron()
    expect(second.body).toMatchObject({ shortfallLoans: 1, shortfallNotices: 0 })
    expect(await db.loanMessage.count({ where: { loanId: loan.id } })).toBe(3)
    expect((await server.outbox()).filter((m) => m.to.includes(t.customer.email!))).toHaveLength(1)

    // The dashboard card (any staff) shows it with today's figures.
    const card = await trpc(t.token, 'reports.shortfalls', undefined, 'query')
    expect(card.status).toBe(200)
    expect(card.data).toEqual({
      rate22kPaise: 500_000,
      loans: [
        {
          id: loan.id,
          loanNumber: loan.loanNumber,
          customer: { id: t.customer.id, name: t.customer.name, phone: t.customer.phone },
          shortfallOn: today,
          outstanding: 15_000_000,
          goldValue,
          permitted: 15_000_000 - excess,
          excess,
          ratioBp: 8500,
          ltvBp: Math.ceil((15_000_000 * 10_000) / goldValue),
        },
      ],
    })

    // The rate recovers: the next run clears the flag and the card empties.
    await setGoldRate(server, 6000)
    expect((await runCron()).body).toMatchObject({ shortfallLoans: 0, shortfallNotices: 0 })
    expect((await db.loan.findFirst({ where: { id: loan.id } }))?.shortfallOn).toBeNull()
    expect((await trpc(t.token, 'reports.shortfalls', undefined, 'query')).data.loans).toEqual([])
  })
})

describe('the shop’s own rate', () => {
  it('tests the loans at the 22K rate the shop entered today, at once when it is entered and in the daily run', async () => {
    const t = await shop()
    const today = isoDateOf(server.ctx.now())
    // ₹1,50,000 on 27.48 g fine: within 85% at the platform's ₹6,000 (₹1,64,880 of gold), far
    // above it at the shop's ₹3,500 (about ₹96,180 of gold).
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id, {
      principal: 15_000_000,
      scheme: 'EMI',
      tenureMonths: 12,
      disbursedOn: today,
    })
    expect((await runCron()).body).toMatchObject({ shortfallLoans: 0 })
    expect(await trpc(t.token, 'reports.shortfalls', undefined, 'query')).toMatchObject({
      data: { rate22kPaise: 600_000, loans: [] },
    })

    const entered = await trpc(t.admin.token, 'goldRates.enter', { rate22k: 3500 }, 'mutation')
    expect(entered.status).toBe(200)
    await server.ctx.jobs.settled()
    const goldValue = goldValuePaise([27_480], 350_000)
    const card = await trpc(t.token, 'reports.shortfalls', undefined, 'query')
    expect(card.data.rate22kPaise).toBe(350_000)
    expect(card.data.loans).toMatchObject([
      { id: loan.id, shortfallOn: today, goldValue, excess: 15_000_000 - Math.floor((goldValue * 8500) / 10_000) },
    ])

    // The daily run keeps testing at the shop's rate of the day, not the platform's newer one.
    expect((await runCron()).body).toMatchObject({ shortfallLoans: 1, shortfallNotices: 0 })
    expect((await trpc(t.token, 'reports.shortfalls', undefined, 'query')).data.loans).toHaveLength(1)
  })
})
