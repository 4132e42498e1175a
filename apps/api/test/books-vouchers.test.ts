import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { financialYearOfDate, isoDateOf } from '@gold/core'
import { call } from './support/http.ts'
import { TEST_PNG } from './support/test-images.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { journalsOf } from './books-support.ts'
import { loanHelpers } from './loans-support.ts'

/** Issue 25: vouchers numbered gaplessly per series and financial year; corrections by reversal. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})
const { shop, trpc } = loanHelpers(() => server)
const today = () => isoDateOf(server.ctx.now())
const fy = () => financialYearOfDate(today())

type Shop = Awaited<ReturnType<typeof shop>>
const voucher = (token: string, body: Record<string, unknown>) => trpc(token, 'books.writeVoucher', body, 'mutation')
const expense = (t: Shop, amountPaise: number, fields: Record<string, unknown> = {}) =>
  voucher(t.admin.token, {
    type: 'payment',
    moneyAccountCode: '1100',
    accountCode: '5400',
    amountPaise,
    narration: 'Shop rent',
    ...fields,
  })

describe('vouchers', () => {
  let t: Shop
  beforeAll(async () => {
    t = await shop()
  })

  it('receipt: money in, credited to the chosen account, numbered RV/<FY>/000001', async () => {
    const res = await voucher(t.admin.token, {
      type: 'receipt',
      moneyAccountCode: '1100',
      accountCode: '3100',
      amountPaise: 10_000_000,
      narration: 'Capital brought in',
    })
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({
      kind: 'receiptVoucher',
      number: `RV/${fy()}/000001`,
      date: today(),
      narration: 'Capital brought in',
      amountPaise: 10_000_000,
    })
    expect(await journalsOf(server, t.tenantId)).toEqual([
      { kind: 'receiptVoucher', date: today(), lines: ['Dr 1100 10000000', 'Cr 3100 10000000'] },
    ])
  })

  it('payment of an expense with its bill photo, an upload of this shop', async () => {
    const up = await call(server.url, 'POST', '/api/upload', {
      token: t.admin.token,
      rawBody: TEST_PNG,
      headers: { 'content-type': 'image/png', 'x-file-name': 'rent-bill.png' },
    })
    expect(up.status).toBe(201)
    const res = await expense(t, 2_500_000, { billFile: up.body.pathname })
    expect([res.status, res.data.number, res.data.billFile]).toEqual([200, `PV/${fy()}/000001`, up.body.pathname])
    expect((await journalsOf(server, t.tenantId)).at(-1)).toEqual({
      kind: 'paymentVoucher',
      date: today(),
      lines: ['Dr 5400 2500000', 'Cr 1100 2500000'],
    })
    const other = await shop()
    const foreign = await expense(other, 100, { billFile: up.body.pathname })
    expect([foreign.status, foreign.error.message]).toEqual([400, 'Bill photo must be a file uploaded to this shop.'])
  })

  it('contra: cash deposited in the bank; journal: any balanced lines', async () => {
    const contra = await voucher(t.admin.token, {
      type: 'contra',
      fromAccountCode: '1100',
      toAccountCode: '1200',
      amountPaise: 5_000_000,
      narration: 'Cash deposited',
    })
    expect([contra.status, contra.data.number]).toEqual([200, `CV/${fy()}/000001`])
    const jv = await voucher(t.admin.token, {
      type: 'journal',
      narration: 'Electricity booked under rent by mistake',
      lines: [
        { accountCode: '5420', debitPaise: 40_000 },
        { accountCode: '5400', creditPaise: 40_000 },
      ],
    })
    expect([jv.status, jv.data.number]).toEqual([200, `JV/${fy()}/000001`])
    expect((await journalsOf(server, t.tenantId)).slice(-2)).toEqual([
      { kind: 'contraVoucher', date: today(), lines: ['Dr 1200 5000000', 'Cr 1100 5000000'] },
      { kind: 'journalVoucher', date: today(), lines: ['Dr 5420 40000', 'Cr 5400 40000'] },
    ])
  })

  it.each<[string, Record<string, unknown>, number, string]>([
    [
      'an unknown type',
      { type: 'invoice', narration: 'x' },
      400,
      'Voucher type must be receipt, payment, contra or journal.',
    ],
    ['no narration', { type: 'receipt', narration: ' ' }, 400, 'Narration must be 1 to 500 characters.'],
    [
      'an expense paid from an expense',
      { type: 'payment', moneyAccountCode: '5410', accountCode: '5400', amountPaise: 100, narration: 'x' },
      400,
      'Choose a cash or bank account for the money side of this voucher.',
    ],
    [
      'an unbalanced journal',
      {
        type: 'journal',
        narration: 'x',
        lines: [
          { accountCode: '5420', debitPaise: 100 },
          { accountCode: '5400', creditPaise: 90 },
        ],
      },
      400,
      'Debits (₹1) must equal credits (₹0.90).',
    ],
    [
      'a future date',
      {
        type: 'receipt',
        moneyAccountCode: '1100',
        accountCode: '3100',
        amountPaise: 100,
        narration: 'x',
        date: '2099-01-01',
      },
      400,
      'Dates may not be in the future.',
    ],
  ])('refuses %s, and takes no number', async (_name, body, status, message) => {
    const res = await voucher(t.admin.token, body)
    expect([res.status, res.error.message]).toEqual([status, message])
  })

  it('the refusals took no numbers: the next receipt is 000002', async () => {
    const res = await voucher(t.admin.token, {
      type: 'receipt',
      moneyAccountCode: '1200',
      accountCode: '4300',
      amountPaise: 50_000,
      narration: 'Processing fee',
    })
    expect(res.data.number).toBe(`RV/${fy()}/000002`)
  })

  it('are for tenant admins: an employee gets 401', async () => {
    const res = await voucher(t.employee.token, { type: 'receipt', narration: 'x' })
    expect(res.status).toBe(401)
  })
})

describe('voucher numbering under concurrency', () => {
  it('ten payment vouchers at once are numbered 000001 to 000010, no gap, no repeat', async () => {
    const t = await shop()
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => expense(t, 1_000 + i)))
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200))
    const numbers = results.map((r) => r.data.number as string).sort()
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => `PV/${fy()}/${String(i + 1).padStart(6, '0')}`))
    expect((await journalsOf(server, t.tenantId)).filter((j) => j.kind === 'paymentVoucher')).toHaveLength(10)
  })
})

describe('a correction is a reversing journal', () => {
  it('reverses a journal once (tenant admins), sides swapped, never an edit', async () => {
    const t = await shop()
    const posted = await expense(t, 70_000, { narration: 'Rent paid twice' })
    const res = await trpc(t.admin.token, 'books.reverseJournal', { journalId: posted.data.journalId }, 'mutation')
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({ reversesJournalId: posted.data.journalId, date: today() })
    expect((await journalsOf(server, t.tenantId)).map((j) => [j.kind, j.lines])).toEqual([
      ['paymentVoucher', ['Dr 5400 70000', 'Cr 1100 70000']],
      ['reversal', ['Cr 5400 70000', 'Dr 1100 70000']],
    ])
    const again = await trpc(t.admin.token, 'books.reverseJournal', { journalId: posted.data.journalId }, 'mutation')
    expect([again.status, again.error.message]).toEqual([409, 'This journal has already been reversed.'])
    const missing = await trpc(t.admin.token, 'books.reverseJournal', { journalId: 'nope' }, 'mutation')
    expect([missing.status, missing.error.message]).toEqual([404, 'Journal not found.'])
    const employee = await trpc(
      t.employee.token,
      'books.reverseJournal',
      { journalId: posted.data.journalId },
      'mutation',
    )
    expect(employee.status).toBe(401)
  })
})
