import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postMonthEndAccruals } from '../src/books/month-end-service.ts'
import { postOpeningJournals } from '../src/books/opening-journals-service.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { journalsOf } from './books-support.ts'
import { loanHelpers } from './loans-support.ts'

/**
 * Issue 25, the books tie to the loans: opening journals for loans older than the books, the
 * month-end accrual and its reversal, and the stored control check runs behind the dashboard.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, loanValuation, shop, openLoanOk, trpc } = loanHelpers(() => server)

let t: Awaited<ReturnType<typeof shop>>
let loanA: { id: string; loanNumber: string }
const OLD = `old-${Math.random().toString(36).slice(2, 8)}`
const sql = (text: string) => server.ctx.db.prisma.$executeRawUnsafe(text)
const check = async (asOf: string) => (await api(t.admin.token, 'GET', `/api/books/control-check?asOf=${asOf}`)).body

beforeAll(async () => {
  t = await shop()
  // ₹1,00,000 bullet at 12% from 2026-01-01 by bank transfer.
  loanA = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id)
})

describe('opening journals for a loan older than the books', () => {
  beforeAll(async () => {
    // A ₹50,000 cash loan of 2026-01-01 with its January interest and a part payment, written
    // as the loans wrote them before the books existed: ledger rows, no journals, marked.
    await sql(`INSERT INTO "Loan" ("id", "tenantId", "loanNumber", "valuationId", "customerId", "scheme", "principal",
      "annualRateBp", "tenureMonths", "disbursedOn", "maturityOn", "disbursementMode", "principalOutstanding",
      "lastPostedOn", "ledgerCount", "updatedAt")
      SELECT '${OLD}', "tenantId", 'OLD-1', '${OLD}', "customerId", "scheme", 5000000, "annualRateBp", "tenureMonths",
      "disbursedOn", "maturityOn", 'Cash', 4000000, '2026-01-31', 3, now() FROM "Loan" WHERE "id" = '${loanA.id}'`)
    await sql(`INSERT INTO "LoanLedgerEntry" ("id", "tenantId", "loanId", "seq", "type", "amount", "principal",
      "interest", "postedOn", "mode") VALUES
      ('${OLD}-1', '${t.tenantId}', '${OLD}', 1, 'DISBURSEMENT', 5000000, 5000000, 0, '2026-01-01', 'Cash'),
      ('${OLD}-2', '${t.tenantId}', '${OLD}', 2, 'INTEREST', 49315, 0, 49315, '2026-01-31', NULL),
      ('${OLD}-3', '${t.tenantId}', '${OLD}', 3, 'PAYMENT', 1049315, 1000000, 49315, '2026-01-31', 'Cash')`)
    await sql(`INSERT INTO "BooksOpeningPending" ("tenantId", "loanId") VALUES ('${t.tenantId}', '${OLD}')`)
  })

  it('the check names the difference before, and the backfill posts what the live rules would', async () => {
    expect((await check('2026-01-31')).checks[0]).toEqual({
      account: '1400',
      books: 10_000_000,
      subLedger: 14_000_000,
      difference: -4_000_000,
    })
    expect(await postOpeningJournals(server.ctx)).toEqual({ loans: 1, journals: 3, failed: 0 })
    const journals = await journalsOf(server, t.tenantId, { A: loanA.id, OLD })
    expect(journals.filter((j) => j.lines.some((l) => l.endsWith(' OLD')))).toEqual([
      { kind: 'disbursement', date: '2026-01-01', lines: ['Dr 1400 5000000 OLD', 'Cr 1100 5000000'] },
      { kind: 'interestAccrual', date: '2026-01-31', lines: ['Dr 1410 49315 OLD', 'Cr 4100 49315'] },
      { kind: 'payment', date: '2026-01-31', lines: ['Dr 1100 1049315', 'Cr 1410 49315 OLD', 'Cr 1400 1000000 OLD'] },
    ])
  })

  it('a second run adds nothing, and the books tie to the loans', async () => {
    const before = (await journalsOf(server, t.tenantId)).length
    expect(await postOpeningJournals(server.ctx)).toEqual({ loans: 0, journals: 0, failed: 0 })
    expect((await journalsOf(server, t.tenantId)).length).toBe(before)
    expect((await check('2026-01-31')).ok).toBe(true)
    expect((await api(t.admin.token, 'GET', '/api/books/control-check')).body.ok).toBe(true)
  })
})

describe('the month-end accrual', () => {
  it('posts each open loan interest earned and unposted on the month end, reversed on the 1st, once', async () => {
    expect(await postMonthEndAccruals(server.ctx, t.tenantId, '2026-01-31')).toEqual({
      monthEnd: '2026-01-31',
      loans: 1,
      alreadyPosted: false,
    })
    // Loan A: 30 days at 12% on ₹1,00,000 (₹986.30); the old loan posted its interest that day.
    const accruals = (await journalsOf(server, t.tenantId, { A: loanA.id })).filter(
      (j) => j.kind === 'reversal' || j.kind === 'monthEndAccrual',
    )
    expect(accruals).toEqual([
      { kind: 'monthEndAccrual', date: '2026-01-31', lines: ['Dr 1410 98630 A', 'Cr 4100 98630'] },
      { kind: 'reversal', date: '2026-02-01', lines: ['Cr 1410 98630 A', 'Dr 4100 98630'] },
    ])
    expect(await postMonthEndAccruals(server.ctx, t.tenantId, '2026-01-31')).toMatchObject({ alreadyPosted: true })
    expect((await journalsOf(server, t.tenantId)).length).toBe(6)
  })

  it('the control check carries it on the month end and not the day after', async () => {
    const jan = await check('2026-01-31')
    expect(jan.ok).toBe(true)
    expect(jan.checks[1]).toEqual({ account: '1410', books: 98_630, subLedger: 98_630, difference: 0 })
    expect((await check('2026-02-01')).checks[1]).toEqual({ account: '1410', books: 0, subLedger: 0, difference: 0 })
  })
})

describe('stored control check runs (the dashboard)', () => {
  it('"Check now" stores the run; the last run reads it back', async () => {
    const ran = await trpc(t.admin.token, 'books.runControlCheck', { asOf: '2026-01-31' }, 'mutation')
    expect(ran.data).toMatchObject({ asOf: '2026-01-31', ok: true, loansOutOfBalance: [] })
    expect((await trpc(t.admin.token, 'books.lastControlCheck', undefined, 'query')).data).toEqual(ran.data)
  })

  it('names the loans behind a difference, by account', async () => {
    // An entry written around the books (as a loan older than them would be, unmarked).
    await sql(`INSERT INTO "LoanLedgerEntry" ("id", "tenantId", "loanId", "seq", "type", "amount", "principal",
      "postedOn", "mode") VALUES ('${OLD}-4', '${t.tenantId}', '${OLD}', 4, 'PAYMENT', 250000, 250000, '2026-02-10', 'Cash')`)
    const ran = (await trpc(t.admin.token, 'books.runControlCheck', {}, 'mutation')).data
    expect(ran.ok).toBe(false)
    expect(ran.checks[0]).toEqual({ account: '1400', books: 14_000_000, subLedger: 13_750_000, difference: 250_000 })
    expect(ran.loansOutOfBalance).toEqual([{ loanId: OLD, loanNumber: 'OLD-1', account: '1400', difference: 250_000 }])
    expect((await trpc(t.admin.token, 'books.lastControlCheck', undefined, 'query')).data).toEqual(ran)
  })

  it('is for tenant admins', async () => {
    expect((await trpc(t.employee.token, 'books.runControlCheck', {}, 'mutation')).status).toBe(401)
    expect((await trpc(t.employee.token, 'books.lastControlCheck', undefined, 'query')).status).toBe(401)
  })
})
