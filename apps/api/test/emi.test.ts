import { emiTotalRepayablePaise } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emiInRupees, receiptInRupees } from './support/emi-rupees.ts'
import { createTenantWithStaff, insertCustomer } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createValuationOk, setGoldRate } from './support/valuation-factories.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})

const EMI_KEYS = [
  'id',
  'customerId',
  'valuationId',
  'tenantId',
  'amount',
  'dueDate',
  'status',
  'isRead',
  'reminderSentAt',
  'todayReminderSentAt',
  'overdueReminderSentAt',
  'paidAt',
  'createdAt',
  'updatedAt',
].sort()
const paise = (n: number) => Math.round(n * 100)

async function loan(extra: Record<string, unknown> = {}, customerEmail: string | null | undefined = undefined) {
  const t = await createTenantWithStaff(server)
  const customer = await insertCustomer(server, t.tenantId, { email: customerEmail })
  const v = await createValuationOk(server, t.employee.token, { customerId: customer.id, type: 'loan', ...extra })
  const db = server.ctx.db.forTenant(t.tenantId)
  const emis = (await db.emiRecord.findMany({ where: { valuationId: v.id }, orderBy: { dueDate: 'asc' } })).map(
    emiInRupees,
  )
  return { ...t, customer, v, db, emis }
}

const patchEmi = (t: { employee: { token: string } }, valuationId: string, body: unknown) =>
  call(server.url, 'PATCH', `/api/valuations/${valuationId}/emi`, { token: t.employee.token, body })

describe('EMI schedule at loan creation', () => {
  it.each([
    [12, 12],
    [18, 6],
    [0, 1],
    [null, 3],
    [10.5, 60],
  ])('annual rate %s, %s months: the schedule sums to principal plus interest to the paisa', async (rate, months) => {
    const { v, emis } = await loan({ interestRate: rate, emiInstallments: months })
    expect(v.estimatedLoan).toBe(44955.02)
    expect(emis).toHaveLength(months)
    const total = emis.reduce((t, e) => t + paise(e.amount), 0)
    expect(total).toBe(
      emiTotalRepayablePaise({
        principalPaise: paise(v.estimatedLoan),
        annualInterestRate: rate,
        installments: months,
      }),
    )
    if (!rate) expect(total).toBe(paise(v.estimatedLoan))
    else expect(total).toBeGreaterThan(paise(v.estimatedLoan))
    expect(emis.every((e) => e.status === 'Upcoming' && e.customerId === v.customerId)).toBe(true)
    const created = new Date(v.createdAt)
    const firstDue = emis[0]!.dueDate
    expect(Math.round((firstDue.getTime() - created.getTime()) / 86_400_000)).toBeGreaterThanOrEqual(27)
  })

  it('blank or 0 installments is one bullet installment; above 60 is capped', async () => {
    expect((await loan({ emiInstallments: '' })).emis).toHaveLength(1)
    expect((await loan({ emiInstallments: 0 })).emis).toHaveLength(1)
    expect((await loan({ emiInstallments: 100 })).emis).toHaveLength(60)
  })

  it('no schedule for sell, certificate, omitted type, or a zero loan', async () => {
    expect((await loan({ type: 'sell', emiInstallments: 6 })).emis).toHaveLength(0)
    expect((await loan({ type: 'certificate', emiInstallments: 6 })).emis).toHaveLength(0)
    expect((await loan({ type: undefined, emiInstallments: 6 })).emis).toHaveLength(0)
    expect((await loan({ ltvPercentage: 0, emiInstallments: 6 })).emis).toHaveLength(0)
  })
})

describe('POST /api/valuations/{id}/emi', () => {
  it("creates an Upcoming record inheriting the valuation's customer and tenant, with all 2.11 fields", async () => {
    const t = await loan({ type: 'certificate' })
    const res = await call(server.url, 'POST', `/api/valuations/${t.v.id}/emi`, {
      token: t.employee.token,
      body: { amount: 1500.5, dueDate: '2031-03-15' },
    })
    expect(res.status).toBe(200)
    expect(Object.keys(res.body).sort()).toEqual(EMI_KEYS)
    expect(res.body).toMatchObject({
      amount: 1500.5,
      dueDate: '2031-03-15T00:00:00.000Z',
      status: 'Upcoming',
      customerId: t.customer.id,
      tenantId: t.tenantId,
      valuationId: t.v.id,
      isRead: false,
      paidAt: null,
      reminderSentAt: null,
    })
  })

  it.each([
    [{ amount: 0, dueDate: '2031-01-01' }],
    [{ amount: -5, dueDate: '2031-01-01' }],
    [{ amount: 'abc', dueDate: '2031-01-01' }],
    [{ dueDate: '2031-01-01' }],
    [{ amount: 100, dueDate: 'not a date' }],
    [{ amount: 100 }],
    [{ amount: 100, dueDate: 20310101 }],
    [{ amount: '1e308', dueDate: '2031-01-01' }],
    [{ amount: 1e308, dueDate: '2031-01-01' }],
    [{ amount: 100_000_000.01, dueDate: '2031-01-01' }],
    [{ amount: 0.001, dueDate: '2031-01-01' }],
    [{ amount: 100, dueDate: '0000-01-01' }],
    [{ amount: 100, dueDate: '-271821-04-20' }],
    [{ amount: 100, dueDate: '+275760-09-13' }],
  ])('400 Invalid amount or due date for %j', async (body) => {
    const t = await loan({ type: 'sell' })
    expect(
      await call(server.url, 'POST', `/api/valuations/${t.v.id}/emi`, { token: t.employee.token, body }),
    ).toMatchObject({ status: 400, body: { error: 'Invalid amount or due date' } })
    expect(await t.db.emiRecord.count({ where: { valuationId: t.v.id } })).toBe(0)
  })

  it('404 Valuation not found', async () => {
    const t = await loan({ type: 'sell' })
    expect(
      await call(server.url, 'POST', '/api/valuations/nope/emi', {
        token: t.employee.token,
        body: { amount: 1, dueDate: '2031-01-01' },
      }),
    ).toMatchObject({ status: 404, body: { error: 'Valuation not found' } })
  })
})

describe('PATCH /api/valuations/{id}/emi', () => {
  it.each([
    [{ status: 'Paid' }, 400, 'Missing EMI ID or status'],
    [{ emiId: '', status: 'Paid' }, 400, 'Missing EMI ID or status'],
    [{ emiId: 'x' }, 400, 'Missing EMI ID or status'],
    [{ emiId: 'x', status: 'Done' }, 400, 'Invalid EMI status'],
    [{ emiId: 'x', status: 'paid' }, 400, 'Invalid EMI status'],
    [{ emiId: 'x', status: 'Paid' }, 404, 'EMI record not found'],
  ])('%j -> %s %s', async (body, status, error) => {
    const t = await loan({ emiInstallments: 2 })
    expect(await patchEmi(t, t.v.id, body)).toMatchObject({ status, body: { error } })
  })

  it('404 when the EMI belongs to another valuation of the same tenant', async () => {
    const t = await loan({ emiInstallments: 2 })
    const other = await createValuationOk(server, t.employee.token, {
      customerId: t.customer.id,
      type: 'loan',
      emiInstallments: 1,
    })
    expect(await patchEmi(t, other.id, { emiId: t.emis[0]!.id, status: 'Paid' })).toMatchObject({
      status: 404,
      body: { error: 'EMI record not found' },
    })
  })

  it('moves between unpaid states; Paid stamps paidAt, records a receipt, notifies; Paid cannot go back', async () => {
    const t = await loan({ emiInstallments: 3 })
    const [first] = t.emis
    const overdue = await patchEmi(t, t.v.id, { emiId: first!.id, status: 'Overdue' })
    expect(overdue).toMatchObject({ status: 200, body: { id: first!.id, status: 'Overdue', paidAt: null } })
    const before = (await server.outbox()).length
    const paid = await patchEmi(t, t.v.id, {
      emiId: first!.id,
      status: 'Paid',
      paymentMode: 'Online',
      paymentReference: 'UTR123',
    })
    expect(paid.status).toBe(200)
    expect(Object.keys(paid.body).sort()).toEqual(EMI_KEYS)
    expect(paid.body).toMatchObject({ status: 'Paid', amount: first!.amount })
    expect(new Date(paid.body.paidAt).getTime()).toBeGreaterThan(Date.now() - 60_000)
    const receipts = (await t.db.emiReceipt.findMany({ where: { valuationId: t.v.id } })).map(receiptInRupees)
    expect(receipts).toHaveLength(1)
    expect(receipts[0]).toMatchObject({
      emiId: first!.id,
      amount: first!.amount,
      paymentMode: 'Online',
      paymentReference: 'UTR123',
      customerId: t.customer.id,
    })
    expect(receipts[0]!.receiptNo).toMatch(/^ER-/)
    expect(await t.db.notification.count({ where: { customerId: t.customer.id } })).toBe(1)
    const mails = (await server.outbox()).slice(before)
    expect(mails.filter((m) => m.to.includes(t.customer.email!))).toHaveLength(1)
    expect(await t.db.emiRecord.findFirst({ where: { id: first!.id } })).toMatchObject({
      paymentMode: 'Online',
      paymentReference: 'UTR123',
    })

    for (const status of ['Upcoming', 'Due Soon', 'Overdue']) {
      expect(await patchEmi(t, t.v.id, { emiId: first!.id, status })).toMatchObject({
        status: 400,
        body: { error: 'A paid installment cannot go back.' },
      })
    }
    const again = await patchEmi(t, t.v.id, { emiId: first!.id, status: 'Paid' })
    expect(again).toMatchObject({ status: 200, body: { status: 'Paid', paidAt: paid.body.paidAt } })
    expect(await t.db.emiReceipt.count({ where: { valuationId: t.v.id } })).toBe(1)
  })

  it('omitted or unknown paymentMode is recorded as UNSPECIFIED', async () => {
    const t = await loan({ emiInstallments: 2 })
    await patchEmi(t, t.v.id, { emiId: t.emis[0]!.id, status: 'Paid', paymentMode: 'Cheque' })
    expect((await t.db.emiReceipt.findFirstOrThrow({ where: { valuationId: t.v.id } })).paymentMode).toBe('UNSPECIFIED')
  })

  it('an excess receivedAmount is allocated across the unpaid schedule, earliest first', async () => {
    const t = await loan({ emiInstallments: 4, interestRate: 0 })
    const [a, b, c, d] = t.emis.map((e) => e.amount)
    const received = Math.round((a! + b! + c! / 2) * 100) / 100
    const res = await patchEmi(t, t.v.id, {
      emiId: t.emis[0]!.id,
      status: 'Paid',
      receivedAmount: received,
      paymentMode: 'Cash',
    })
    expect(res.body.status).toBe('Paid')
    const after = (await t.db.emiRecord.findMany({ where: { valuationId: t.v.id }, orderBy: { dueDate: 'asc' } })).map(
      emiInRupees,
    )
    expect(after.map((e) => e.status)).toEqual(['Paid', 'Paid', 'Upcoming', 'Upcoming'])
    // Issue 13: the scheduled amounts stay; what the third installment received is its paidAmount.
    expect(after.map((e) => e.amount)).toEqual([a, b, c, d])
    expect(after.map((e) => paise(e.paidAmount))).toEqual([
      paise(a!),
      paise(b!),
      paise(received) - paise(a!) - paise(b!),
      0,
    ])
    const receipt = receiptInRupees(await t.db.emiReceipt.findFirstOrThrow({ where: { valuationId: t.v.id } }))
    expect(receipt).toMatchObject({ amount: received, receivedAmount: received, paymentMode: 'Cash' })
  })

  it('a partial receivedAmount keeps the scheduled amount, records it as paidAmount and keeps the installment unpaid', async () => {
    const t = await loan({ emiInstallments: 2, interestRate: 0 })
    const target = t.emis[1]!
    const res = await patchEmi(t, t.v.id, { emiId: target.id, status: 'Paid', receivedAmount: 1000 })
    expect(res).toMatchObject({
      status: 200,
      body: { id: target.id, status: 'Upcoming', paidAt: null, amount: target.amount },
    })
    expect(Object.keys(res.body).sort()).toEqual(EMI_KEYS)
    expect(emiInRupees(await t.db.emiRecord.findFirstOrThrow({ where: { id: target.id } }))).toMatchObject({
      amount: target.amount,
      paidAmount: 1000,
      status: 'Upcoming',
    })
    expect(await t.db.emiReceipt.count({ where: { valuationId: t.v.id } })).toBe(1)
  })

  it('a failing notification email never fails the payment', async () => {
    const t = await loan({ emiInstallments: 2 })
    const mailer = server.ctx.mailer
    server.ctx.mailer = {
      kind: 'outbox',
      send: () => Promise.reject(new Error('smtp down')),
    }
    try {
      const res = await patchEmi(t, t.v.id, { emiId: t.emis[0]!.id, status: 'Paid' })
      expect(res).toMatchObject({ status: 200, body: { status: 'Paid' } })
    } finally {
      server.ctx.mailer = mailer
    }
    expect(await t.db.notification.count({ where: { customerId: t.customer.id } })).toBe(1)
  })
})
