import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTenantWithStaff, insertCustomer } from '../test/support/factories.ts'
import { call } from '../test/support/http.ts'
import { createValuationOk, setGoldRate } from '../test/support/valuation-factories.ts'
import { startCluster, type Cluster } from './support/cluster.ts'

/**
 * The deployment deploy/README.md describes: three stateless API processes on one PostgreSQL,
 * requests spread over them as a reverse proxy would. Sessions, rate limits, idempotent payments
 * and gapless document numbers live in the database, so they hold whichever process answers.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('three API processes on one PostgreSQL', () => {
  let cluster: Cluster
  const urls = () => cluster.processes.map((p) => p.url)
  /** The i-th request's process, round robin as the proxy hands them out. */
  const at = (i: number) => urls()[i % 3]!

  beforeAll(async () => {
    cluster = await startCluster({ names: ['a', 'b', 'c'], env: {} })
    await setGoldRate(cluster.asServer('a'))
  })
  afterAll(async () => {
    await cluster?.close()
  })

  async function shopWithBorrower() {
    const shop = await createTenantWithStaff(cluster.asServer('a'))
    const customer = await insertCustomer(cluster.asServer('a'), shop.tenantId)
    return { ...shop, customer, token: shop.employee.token }
  }

  async function loanValuation(token: string, customerId: string, url: string) {
    return createValuationOk({ ...cluster.asServer('a'), url }, token, {
      customerId,
      type: 'loan',
      ornaments: [{ type: 'Chain', purity: '22K', grossWeight: 30, deduction: 0 }],
      interestRate: 12,
      emiInstallments: 6,
    })
  }

  const openBody = (valuationId: string) => ({
    valuationId,
    principal: 1_000_000,
    scheme: 'EMI',
    annualRate: 12,
    tenureMonths: 6,
    disbursementMode: 'BankTransfer',
    disbursementReference: 'NEFT-1',
    disbursedOn: '2026-01-01',
  })

  /** `<series>/<FY>/<n>` numbers, per series and year, are exactly 1..count. */
  function expectGapless(numbers: string[]) {
    const bySeries = new Map<string, number[]>()
    for (const n of numbers) {
      const [series, year, seq] = n.split('/')
      const key = `${series}/${year}`
      bySeries.set(key, [...(bySeries.get(key) ?? []), Number(seq)])
    }
    for (const seqs of bySeries.values())
      expect(seqs.sort((x, y) => x - y)).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1))
    expect(new Set(numbers).size).toBe(numbers.length)
  }

  it('a session signed in on one process works on the others, and signing out on a third ends it on all', async () => {
    const shop = await createTenantWithStaff(cluster.asServer('a'))
    const login = await call(at(0), 'POST', '/api/auth/login', {
      body: { email: shop.employee.email, password: shop.employee.password },
    })
    expect(login.status).toBe(200)
    const token = login.body.accessToken as string
    for (const url of urls()) expect((await call(url, 'GET', '/api/auth/me', { token })).status).toBe(200)
    expect((await call(at(2), 'POST', '/api/auth/logout', { token })).status).toBe(200)
    for (const url of urls()) {
      const me = await call(url, 'GET', '/api/auth/me', { token })
      expect(me.status).toBe(401)
    }
  })

  it('failed logins are counted once over all three: ten refusals, then 429 on every process', async () => {
    const shop = await createTenantWithStaff(cluster.asServer('a'))
    const statuses = []
    for (let i = 0; i < 10; i++) {
      const wrong = { email: shop.admin.email, password: `wrong-${i}` }
      statuses.push((await call(at(i), 'POST', '/api/auth/login', { body: wrong })).status)
    }
    expect(statuses).toEqual(Array(10).fill(401))
    for (const url of urls()) {
      const right = await call(url, 'POST', '/api/auth/login', {
        body: { email: shop.admin.email, password: shop.admin.password },
      })
      expect(right.status).toBe(429)
      expect(right.body).toEqual({ error: 'Too many attempts. Please try again later.' })
    }
  })

  it('one idempotency key sent to all three processes at once records one loan payment', async () => {
    const t = await shopWithBorrower()
    const v = await loanValuation(t.token, t.customer.id, at(0))
    const opened = await call(at(1), 'POST', '/api/loans', { token: t.token, body: openBody(v.id) })
    expect(opened.status, opened.text).toBe(201)
    const loanId = opened.body.id as string
    const body = { amount: 150_000, mode: 'UPI', reference: 'U-1', paidOn: '2026-03-01', idempotencyKey: 'pay-once' }
    const results = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        call(at(i), 'POST', `/api/loans/${loanId}/payments`, { token: t.token, body }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 201])
    expect(new Set(results.map((r) => r.body.payment.id)).size).toBe(1)
    expect(new Set(results.map((r) => r.body.payment.receiptNumber)).size).toBe(1)
    const [payments] = await cluster.sql(`SELECT count(*)::int AS n FROM "LoanPayment" WHERE "loanId" = '${loanId}'`)
    expect(payments!.n).toBe(1)
    const [entries] = await cluster.sql(
      `SELECT count(*)::int AS n FROM "LoanLedgerEntry" WHERE "loanId" = '${loanId}' AND "type" = 'PAYMENT'`,
    )
    expect(entries!.n).toBe(1)
  })

  it('loan numbers and payment receipt numbers taken at once on three processes have no gap and no repeat', async () => {
    const t = await shopWithBorrower()
    const valuations = []
    for (let i = 0; i < 6; i++) valuations.push(await loanValuation(t.token, t.customer.id, at(i)))
    const opened = await Promise.all(
      valuations.map((v, i) => call(at(i), 'POST', '/api/loans', { token: t.token, body: openBody(v.id) })),
    )
    for (const r of opened) expect(r.status, r.text).toBe(201)
    expectGapless(opened.map((r) => r.body.loanNumber as string))

    const payments = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(at(i), 'POST', `/api/loans/${opened[i % 6]!.body.id}/payments`, {
          token: t.token,
          body: {
            amount: 10_000 + i,
            mode: 'UPI',
            reference: `U${i}`,
            paidOn: '2026-03-01',
            idempotencyKey: `gapless-${i}`,
          },
        }),
      ),
    )
    for (const r of payments) expect(r.status, r.text).toBe(201)
    const receipts = payments.map((r) => r.body.payment.receiptNumber as string)
    expectGapless(receipts)
    const stored = await cluster.sql(`SELECT "receiptNumber" FROM "LoanPayment" WHERE "tenantId" = '${t.tenantId}'`)
    expect(stored.map((r) => r.receiptNumber).sort()).toEqual([...receipts].sort())
  })
})
