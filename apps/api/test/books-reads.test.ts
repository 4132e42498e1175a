import { writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, creditLine, debitLine, isoDateOf } from '@gold/core'
import { booksRepository } from '../src/books/books-repository.ts'
import { call, getBytes } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { csvRows } from './books-csv-rows.ts'
import { loanHelpers } from './loans-support.ts'

/** Issue 25: the books to read (day book, cash and bank books, ledgers, statements) as JSON, CSV and PDF. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, loanValuation, shop, openLoanOk, trpc } = loanHelpers(() => server)
const today = () => isoDateOf(server.ctx.now())

type Shop = Awaited<ReturnType<typeof shop>>
let t: Shop
const DAY = '2026-02-10'
const FEB = `from=2026-02-01&to=${DAY}`
const query = async (path: string, input: unknown) => {
  const res = await trpc(t.admin.token, `books.${path}`, input, 'query')
  expect(res.status, JSON.stringify(res.error)).toBe(200)
  return res.data
}
const voucher = (body: Record<string, unknown>) =>
  trpc(t.admin.token, 'books.writeVoucher', { narration: 'Voucher', ...body }, 'mutation')
const rupees = (paise: number) => (paise / 100).toFixed(2)
const blankOr = (paise: number) => (paise === 0 ? '' : rupees(paise))

beforeAll(async () => {
  t = await shop()
  // ₹5,00,000 capital in cash on 1 Feb; a ₹19,000 loan paid out in cash on 2 Feb; on 10 Feb
  // ₹5,000 back in cash, rent ₹4,500.50 paid in cash and ₹1,000 of cash banked.
  const capital = await voucher({
    type: 'receipt',
    moneyAccountCode: '1100',
    accountCode: '3100',
    amountPaise: 50_000_000,
    date: '2026-02-01',
    narration: 'Capital brought in',
  })
  expect(capital.status).toBe(200)
  const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id, {
    principal: 1_900_000,
    disbursementMode: 'Cash',
    disbursedOn: '2026-02-02',
  })
  const paid = await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, {
    amount: 500_000,
    mode: 'Cash',
    paidOn: DAY,
  })
  expect(paid.status).toBe(201)
  for (const body of [
    { type: 'payment', moneyAccountCode: '1100', accountCode: '5400', amountPaise: 450_050, narration: 'Rent, Feb' },
    { type: 'contra', fromAccountCode: '1100', toAccountCode: '1200', amountPaise: 100_000, narration: 'Banked' },
  ])
    expect((await voucher({ ...body, date: DAY })).status).toBe(200)
})

describe('books.dayBook and /api/books/day-book.csv', () => {
  it('opening + in - out = closing, to the paisa', async () => {
    const book = await query('dayBook', { date: DAY })
    expect(book).toMatchObject({
      date: DAY,
      openingCashPaise: 50_000_000 - 1_900_000,
      cashInPaise: 500_000,
      cashOutPaise: 450_050 + 100_000,
      closingCashPaise: 48_100_000 + 500_000 - 550_050,
    })
    expect(book.entries.map((e: { reference: string }) => e.reference.slice(0, 3))).toContain('PV/')
    const csv = await api(t.admin.token, 'GET', `/api/books/day-book.csv?date=${DAY}`)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="day-book-${DAY}.csv"`)
    const rows = csvRows(csv.text)
    const lines = book.entries.flatMap((e: { reference: string; lines: Record<string, number | string>[] }) =>
      e.lines.map((l) => [
        e.reference,
        l.accountCode,
        blankOr(l.debitPaise as number),
        blankOr(l.creditPaise as number),
      ]),
    )
    expect(rows.slice(2, -3).map((r) => [r[1], r[3], r[5], r[6]])).toEqual(lines)
    expect(rows.at(-1)).toEqual([DAY, '', 'Closing cash', '', '', rupees(book.closingCashPaise), ''])
  })
})

describe('ledgers, cash and bank books', () => {
  it("a ledger's closing equals the trial balance's line; its CSV equals its JSON in rupees", async () => {
    const tb = await query('trialBalance', { asOf: DAY })
    for (const code of ['1100', '1400', '3100']) {
      const ledger = await query('ledger', { account: code, from: '2026-02-01', to: DAY })
      const line = tb.accounts.find((a: { code: string }) => a.code === code)
      expect(ledger.closingPaise, code).toBe(
        ledger.side === 'debit' ? line.debit - line.credit : line.credit - line.debit,
      )
      const csv = await api(t.admin.token, 'GET', `/api/books/ledger.csv?account=${code}&${FEB}`)
      const rows = csvRows(csv.text)
      expect(rows.slice(2, -1).map((r) => [r[0], r[1], r[4], r[5], r[6]])).toEqual(
        ledger.rows.map((r: Record<string, number | string>) => [
          r.date,
          r.reference,
          blankOr(r.debitPaise as number),
          blankOr(r.creditPaise as number),
          rupees(r.balancePaise as number),
        ]),
      )
      expect(rows.at(-1)![6]).toBe(rupees(ledger.closingPaise))
    }
  })

  it('the cash book and bank book run their balances; CSV in rupees', async () => {
    const cash = await query('cashBook', { from: '2026-02-01', to: DAY })
    expect(cash).toMatchObject({ openingPaise: 0, closingPaise: 48_049_950, totalReceiptsPaise: 50_500_000 })
    const bank = await query('bankBook', { from: '2026-02-01', to: DAY })
    expect(bank.rows.map((r: { receiptPaise: number }) => r.receiptPaise)).toEqual([100_000])
    expect(bank.rows[0].contraAccounts).toEqual([{ code: '1100', name: 'Main cash' }])
    for (const [path, book] of [
      ['cash-book', cash],
      ['bank-book', bank],
    ] as const) {
      const rows = csvRows((await api(t.admin.token, 'GET', `/api/books/${path}.csv?${FEB}`)).text)
      expect(rows.slice(2, -1).map((r) => [r[1], r[4], r[5], r[6]])).toEqual(
        book.rows.map((r: Record<string, number | string>) => [
          r.reference,
          blankOr(r.receiptPaise as number),
          blankOr(r.paymentPaise as number),
          rupees(r.balancePaise as number),
        ]),
      )
    }
  })

  it('cash in hand per day ends at the day book closing', async () => {
    const { days } = await query('cashInHand', { from: '2026-02-01', to: DAY })
    expect(days).toHaveLength(10)
    expect(days.at(-1)).toEqual({ date: DAY, closingCashPaise: 48_049_950 })
    expect(days[0]).toEqual({ date: '2026-02-01', closingCashPaise: 50_000_000 })
  })
})

describe('statements', () => {
  it('profit is income minus expenses; the balance sheet balances; both CSV equal the JSON', async () => {
    const pl = await query('profitAndLoss', { from: '2026-02-01', to: DAY })
    expect(pl.profit).toBe(pl.totalIncome - pl.totalExpenses)
    expect(pl.expenses).toContainEqual({ code: '5400', name: 'Rent', amount: 450_050 })
    const bs = await query('balanceSheet', { asOf: DAY })
    expect(bs.balanced).toBe(true)
    expect(bs.totalAssets).toBe(bs.totalLiabilitiesAndEquity)
    const plRows = csvRows((await api(t.admin.token, 'GET', `/api/books/profit-and-loss.csv?${FEB}`)).text)
    expect(plRows.at(-1)).toEqual(['Profit', '', 'Profit', rupees(pl.profit)])
    const bsRows = csvRows((await api(t.admin.token, 'GET', `/api/books/balance-sheet.csv?asOf=${DAY}`)).text)
    expect(bsRows.find((r) => r[2] === 'Total assets')![3]).toBe(rupees(bs.totalAssets))
    expect(bsRows.at(-1)![3]).toBe(rupees(bs.totalLiabilitiesAndEquity))
  })
})

const pagesOf = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length

describe('PDF downloads', () => {
  it('render as PDFs; a long ledger runs over pages', async () => {
    // Sixty small expense journals on one day make the rent ledger long.
    const books = booksRepository(server.ctx, t.tenantId)
    for (let i = 0; i < 60; i++)
      await books.insertJournal(
        {
          date: '2026-02-11',
          narration: `Tea and snacks for the staff, day ${i + 1}`,
          source: { kind: 'test', id: `tea-${i}` },
          lines: [debitLine('5400', 1_000 + i), creditLine('1100', 1_000 + i)],
        },
        null,
      )
    for (const path of [
      `day-book.pdf?date=${DAY}`,
      `profit-and-loss.pdf?${FEB}`,
      `balance-sheet.pdf?asOf=${DAY}`,
      `cash-book.pdf?${FEB}`,
      `bank-book.pdf?${FEB}`,
      'cash-book.pdf?account=1100&from=2026-02-01&to=2026-02-11',
      'ledger.pdf?account=5400&from=2026-02-01&to=2026-02-11',
    ]) {
      const res = await getBytes(server.url, `/api/books/${path}`, { token: t.admin.token })
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      const pdf = res.bytes
      if (process.env.BOOKS_PDF_OUT) writeFileSync(`${process.env.BOOKS_PDF_OUT}/${path.split('.pdf')[0]}.pdf`, pdf)
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
      if (path.startsWith('ledger')) expect(pagesOf(pdf)).toBeGreaterThan(1)
    }
  })
})

describe('refusals and isolation', () => {
  it('employees and anonymous callers get 401 on the downloads', async () => {
    for (const path of [
      `/api/books/day-book.csv`,
      `/api/books/balance-sheet.pdf`,
      '/api/books/ledger.csv?account=1100',
    ]) {
      expect((await api(t.token, 'GET', path)).status, path).toBe(401)
      expect((await call(server.url, 'GET', path, {})).status, path).toBe(401)
    }
  })

  it('bad and future dates and long or reversed ranges are 400 with clear messages', async () => {
    const cases: [string, string][] = [
      ['/api/books/day-book.csv?date=2026-02-30', 'Dates must be calendar dates written YYYY-MM-DD.'],
      [`/api/books/day-book.pdf?date=${addDays(today(), 1)}`, 'Dates may not be in the future.'],
      ['/api/books/cash-book.csv?from=2025-01-01&to=2026-02-10', 'Choose at most 366 days at a time.'],
      [
        '/api/books/ledger.csv?account=1100&from=2026-02-10&to=2026-02-01',
        'The from date must be on or before the to date.',
      ],
      ['/api/books/ledger.csv', 'Choose an account.'],
    ]
    for (const [path, message] of cases) {
      const res = await api(t.admin.token, 'GET', path)
      expect([res.status, res.body?.error], path).toEqual([400, message])
    }
    expect((await trpc(t.admin.token, 'books.dayBook', { date: 'soon' }, 'query')).status).toBe(400)
    expect(today() > DAY).toBe(true)
  })

  it("another shop's account is not found here, and its ledger of a shared code has none of ours", async () => {
    const u = await shop()
    const added = await trpc(
      u.admin.token,
      'books.addAccount',
      { code: '5430', name: 'Telephone', group: 'Expense' },
      'mutation',
    )
    expect(added.status).toBe(200)
    expect((await api(t.admin.token, 'GET', `/api/books/ledger.csv?account=5430&${FEB}`)).status).toBe(404)
    const theirs = await trpc(u.admin.token, 'books.ledger', { account: '1100', from: '2026-02-01', to: DAY }, 'query')
    expect(theirs.data).toMatchObject({ openingPaise: 0, rows: [], closingPaise: 0 })
    const theirDay = await trpc(u.admin.token, 'books.dayBook', { date: DAY }, 'query')
    expect(theirDay.data).toMatchObject({ openingCashPaise: 0, entries: [], closingCashPaise: 0 })
  })
})

describe('the chart and the vouchers list', () => {
  it('adds, renames and deletes an account; system accounts and accounts with postings stay', async () => {
    const mutate = (path: string, input: unknown) => trpc(t.admin.token, `books.${path}`, input, 'mutation')
    expect((await mutate('addAccount', { code: '5440', name: 'Water', group: 'Expense' })).status).toBe(200)
    expect((await mutate('addAccount', { code: '5441', name: 'water', group: 'Expense' })).status).toBe(409)
    expect((await mutate('renameAccount', { code: '5440', name: 'Water and sewage' })).data).toEqual({
      code: '5440',
      name: 'Water and sewage',
    })
    const { accounts } = await query('accounts', undefined)
    expect(accounts.find((a: { code: string }) => a.code === '5440')).toMatchObject({
      name: 'Water and sewage',
      hasPostings: false,
      balancePaise: 0,
      money: null,
    })
    expect(accounts.find((a: { code: string }) => a.code === '5400')).toMatchObject({ hasPostings: true })
    expect((await mutate('deleteAccount', { code: '1100' })).error.message).toBe(
      'This account is used by the system postings and cannot be deleted.',
    )
    expect((await mutate('deleteAccount', { code: '5400' })).error.message).toBe(
      'This account has postings and cannot be deleted.',
    )
    expect((await mutate('deleteAccount', { code: '5440' })).data).toEqual({ code: '5440', deleted: true })
    expect((await mutate('deleteAccount', { code: '5440' })).status).toBe(404)
  })

  it('lists vouchers newest first, saying which were reversed', async () => {
    const { vouchers } = await query('vouchers', { from: '2026-02-01', to: DAY })
    expect(vouchers.map((v: { kind: string }) => v.kind)).toEqual(['contraVoucher', 'paymentVoucher', 'receiptVoucher'])
    const rent = vouchers[1]
    const reversed = await trpc(t.admin.token, 'books.reverseJournal', { journalId: rent.journalId }, 'mutation')
    expect(reversed.status).toBe(200)
    const after = await query('vouchers', { from: '2026-02-01', to: DAY })
    expect(after.vouchers.map((v: { reversed: boolean }) => v.reversed)).toEqual([false, true, false])
    expect(after.vouchers[1]).toMatchObject({ amountPaise: 450_050, narration: 'Rent, Feb', billFile: null })
  })
})
