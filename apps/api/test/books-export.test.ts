import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, creditLine, debitLine, isoDateOf } from '@gold/core'
import { readTallyXml, tallyNetByLedger } from '@gold/core/books/tally-xml-test-support'
import { booksRepository } from '../src/books/books-repository.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { loanHelpers } from './loans-support.ts'
import { csvRows } from './books-csv-rows.ts'

/** Issue 25: the books as files for the accountant, Tally XML and CSV in rupees, equal to the JSON. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, loanValuation, shop, openLoanOk } = loanHelpers(() => server)
const today = () => isoDateOf(server.ctx.now())

let t: Awaited<ReturnType<typeof shop>>
const JAN = 'from=2026-01-01&to=2026-01-31'
const ODD = `Tea & "snacks" <staff> 'Jan'`

const rupees = (paise: number) => (paise === 0 ? '' : (paise / 100).toFixed(2))

beforeAll(async () => {
  t = await shop()
  // ₹1,00,000 by bank transfer on 2026-01-01, ₹20,000 back in cash on 2026-01-31.
  const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id)
  const paid = await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, {
    amount: 2_000_000,
    mode: 'Cash',
    paidOn: '2026-01-31',
  })
  expect(paid.status).toBe(201)
  // A voucher as the vouchers slice will write it, with every character XML must escape.
  await booksRepository(server.ctx, t.tenantId).insertJournal(
    {
      date: '2026-01-31',
      narration: ODD,
      source: { kind: 'paymentVoucher', id: 'pv-1' },
      lines: [debitLine('5490', 45_050), creditLine('1100', 45_050)],
    },
    null,
  )
})

describe('GET /api/books/export/tally.xml', () => {
  it('parses, its vouchers net to zero, and its ledgers sum to the trial balance', async () => {
    const res = await api(t.admin.token, 'GET', `/api/books/export/tally.xml?${JAN}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="tally-2026-01-01-to-2026-01-31.xml"')
    const file = readTallyXml(res.text)
    expect([file.tallyRequest, file.reportName]).toEqual(['Import Data', 'All Masters'])
    expect(file.ledgers.find((l) => l.name === 'Gold loans principal')?.parent).toBe('Loans & Advances (Asset)')
    expect(file.vouchers.map((v) => [v.type, v.date, v.narration === ODD])).toEqual([
      ['Payment', '20260101', false],
      ['Journal', '20260131', false],
      ['Receipt', '20260131', false],
      ['Payment', '20260131', true],
    ])
    for (const v of file.vouchers) expect(v.entries.reduce((s, e) => s + e.amountPaise, 0)).toBe(0)

    const tb = (await api(t.admin.token, 'GET', '/api/books/trial-balance?asOf=2026-01-31')).body
    const net = tallyNetByLedger(file)
    expect(Object.fromEntries([...net].filter(([, paise]) => paise !== 0))).toEqual(
      Object.fromEntries(
        tb.accounts.map((a: { name: string; debit: number; credit: number }) => [a.name, a.debit - a.credit]),
      ),
    )
    expect(tb.accounts.map((a: { name: string }) => a.name)).toContain('Other operating expenses')
  })

  it('masters alone, vouchers alone', async () => {
    const masters = readTallyXml((await api(t.admin.token, 'GET', '/api/books/export/tally.xml?part=masters')).text)
    expect([masters.ledgers.length > 0, masters.vouchers.length]).toEqual([true, 0])
    const vouchers = readTallyXml(
      (await api(t.admin.token, 'GET', `/api/books/export/tally.xml?${JAN}&part=vouchers`)).text,
    )
    expect([vouchers.reportName, vouchers.ledgers.length, vouchers.vouchers.length]).toEqual(['Vouchers', 0, 4])
  })

  it('another shop exports its own empty books', async () => {
    const other = await shop()
    const file = readTallyXml((await api(other.admin.token, 'GET', `/api/books/export/tally.xml?${JAN}`)).text)
    expect(file.vouchers).toEqual([])
  })
})

describe('CSV in rupees equal to the JSON', () => {
  it('journal.csv: one row per journal line, paise / 100', async () => {
    const res = await api(t.admin.token, 'GET', `/api/books/export/journal.csv?${JAN}`)
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8'])
    const journals = await booksRepository(server.ctx, t.tenantId).journalsBetween('2026-01-01', '2026-01-31')
    const names = new Map((await booksRepository(server.ctx, t.tenantId).ledgerAccounts()).map((a) => [a.code, a.name]))
    expect(csvRows(res.text)).toEqual([
      ['date', 'voucherNumber', 'accountCode', 'accountName', 'debitRupees', 'creditRupees', 'narration'],
      ...journals.flatMap((j) =>
        j.lines.map((l) => [
          j.date,
          j.id,
          l.accountCode,
          names.get(l.accountCode),
          rupees(l.debitPaise),
          rupees(l.creditPaise),
          j.narration,
        ]),
      ),
    ])
    expect(csvRows(res.text).at(-1)).toEqual(['2026-01-31', journals[3]!.id, '1100', 'Main cash', '', '450.50', ODD])
  })

  it('trial-balance.csv: the JSON at asOf in rupees, then the totals', async () => {
    const json = (await api(t.admin.token, 'GET', '/api/books/trial-balance?asOf=2026-01-31')).body
    const res = await api(t.admin.token, 'GET', '/api/books/trial-balance.csv?asOf=2026-01-31')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="trial-balance-2026-01-31.csv"')
    const fixed = (paise: number) => (paise / 100).toFixed(2)
    expect(csvRows(res.text)).toEqual([
      ['code', 'name', 'group', 'debitRupees', 'creditRupees'],
      ...json.accounts.map((a: { code: string; name: string; group: string; debit: number; credit: number }) => [
        a.code,
        a.name,
        a.group,
        fixed(a.debit),
        fixed(a.credit),
      ]),
      ['', 'Total', '', fixed(json.totals.debit), fixed(json.totals.credit)],
    ])
    expect(json.totals.debit).toBe(10_098_630)
  })
})

describe('who may download, and which dates', () => {
  const paths = ['/api/books/export/tally.xml', '/api/books/export/journal.csv', '/api/books/trial-balance.csv']

  it('is for tenant admins: employees and anonymous callers get 401', async () => {
    for (const path of paths) {
      expect(await api(t.employee.token, 'GET', path)).toMatchObject({ status: 401, body: { error: 'Unauthorized' } })
      expect(await call(server.url, 'GET', path)).toMatchObject({ status: 401, body: { error: 'Unauthorized' } })
    }
  })

  it.each([
    ['from=2026-02-30', 'Dates must be calendar dates written YYYY-MM-DD.'],
    ['to=15-02-2026', 'Dates must be calendar dates written YYYY-MM-DD.'],
    ['from=2026-02-01&to=2026-01-31', 'The from date must be on or before the to date.'],
    ['from=2024-01-01&to=2025-03-31', 'Export at most 366 days at a time.'],
  ])('?%s is refused with 400', async (query, error) => {
    for (const path of paths.slice(0, 2))
      expect(await api(t.admin.token, 'GET', `${path}?${query}`)).toMatchObject({ status: 400, body: { error } })
  })

  it('refuses a day that has not come yet, and an unknown part', async () => {
    const tomorrow = addDays(today(), 1)
    for (const query of [`to=${tomorrow}`, `from=${tomorrow}`])
      for (const path of paths.slice(0, 2))
        expect(await api(t.admin.token, 'GET', `${path}?${query}`)).toMatchObject({
          status: 400,
          body: { error: 'Dates may not be in the future.' },
        })
    expect(await api(t.admin.token, 'GET', `/api/books/trial-balance.csv?asOf=${tomorrow}`)).toMatchObject({
      status: 400,
      body: { error: 'Dates may not be in the future.' },
    })
    expect(await api(t.admin.token, 'GET', '/api/books/trial-balance.csv?asOf=2026-02-30')).toMatchObject({
      status: 400,
      body: { error: 'Dates must be calendar dates written YYYY-MM-DD.' },
    })
    expect(await api(t.admin.token, 'GET', '/api/books/export/tally.xml?part=ledgers')).toMatchObject({
      status: 400,
      body: { error: 'part must be masters or vouchers.' },
    })
  })
})
