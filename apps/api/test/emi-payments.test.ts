import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMI_APPLIED_RULE, MONEY_INVARIANTS, prismaQuery } from '../test-reliability/support/money-invariants.ts'
import { emiInRupees, receiptInRupees } from './support/emi-rupees.ts'
import { createTenantWithStaff, insertCustomer } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createValuationOk, setGoldRate } from './support/valuation-factories.ts'

/** Issue 13: EMI payments are validated, recorded exactly once under concurrency, and partial ones keep the schedule. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})

const paise = (n: number) => Math.round(n * 100)

/** A 0% loan of ₹44,955.02 in two installments of ₹22,477.51. */
async function loan() {
  const t = await createTenantWithStaff(server)
  const customer = await insertCustomer(server, t.tenantId)
  const v = await createValuationOk(server, t.employee.token, {
    customerId: customer.id,
    type: 'loan',
    interestRate: 0,
    emiInstallments: 2,
  })
  const db = server.ctx.db.forTenant(t.tenantId)
  const emis = (await db.emiRecord.findMany({ where: { valuationId: v.id }, orderBy: { dueDate: 'asc' } })).map(
    emiInRupees,
  )
  expect(emis.map((e) => e.amount)).toEqual([22477.51, 22477.51])
  return { ...t, customer, v, db, emis, target: emis[0]! }
}
type Loan = Awaited<ReturnType<typeof loan>>

const pay = (t: Loan, body: Record<string, unknown>) =>
  call(server.url, 'PATCH', `/api/valuations/${t.v.id}/emi`, {
    token: t.employee.token,
    body: { emiId: t.target.id, status: 'Paid', ...body },
  })

async function stored(t: Loan) {
  return {
    emis: (await t.db.emiRecord.findMany({ where: { valuationId: t.v.id }, orderBy: { dueDate: 'asc' } })).map(
      emiInRupees,
    ),
    receipts: (await t.db.emiReceipt.findMany({ where: { valuationId: t.v.id }, orderBy: { createdAt: 'asc' } })).map(
      receiptInRupees,
    ),
  }
}

/** Every receipt's money went somewhere: applied amounts per installment sum to its paidAmount; a Paid one is paid in full. */
async function expectLedgerBalances(t: Loan) {
  const { emis, receipts } = await stored(t)
  const appliedTo = new Map<string, number>()
  for (const r of receipts) {
    const allocation = r.allocation as {
      receivedPaise: number
      applied: { emiId: string; amountPaise: number }[]
      excessPaise: number
    }
    const applied = allocation.applied.reduce((sum, a) => sum + a.amountPaise, 0)
    expect(paise(r.amount)).toBe(applied + allocation.excessPaise)
    for (const a of allocation.applied) appliedTo.set(a.emiId, (appliedTo.get(a.emiId) ?? 0) + a.amountPaise)
  }
  for (const e of emis) {
    expect(appliedTo.get(e.id) ?? 0).toBe(paise(e.paidAmount))
    expect(e.amount).toBe(22477.51)
    if (e.status === 'Paid') expect(paise(e.paidAmount)).toBe(paise(e.amount))
    else expect(paise(e.paidAmount)).toBeLessThan(paise(e.amount))
  }
  return { emis, receipts }
}

describe('PATCH /api/valuations/{id}/emi: receivedAmount validation', () => {
  it.each([
    ['abc'],
    [-500],
    ['-500'],
    [0],
    ['0'],
    ['20,000'],
    [0.001],
    [''],
    [100_000_000.01],
    ['1e308'],
    [true],
    [[1000]],
    [{ amount: 1000 }],
  ])('receivedAmount %j is 400 and records nothing', async (receivedAmount) => {
    const t = await loan()
    const before = (await server.outbox()).length
    const res = await pay(t, { receivedAmount, paymentMode: 'Cash' })
    expect([res.status, res.body]).toEqual([400, { error: 'Received amount must be a positive number.' }])
    const { emis, receipts } = await stored(t)
    expect(receipts).toHaveLength(0)
    expect(emis.map((e) => [e.status, e.amount, e.paidAmount, e.paidAt])).toEqual([
      ['Upcoming', 22477.51, 0, null],
      ['Upcoming', 22477.51, 0, null],
    ])
    expect(await t.db.notification.count({ where: { customerId: t.customer.id } })).toBe(0)
    expect((await server.outbox()).slice(before).filter((m) => m.to.includes(t.customer.email!))).toHaveLength(0)
  })

  it('a bad receivedAmount is refused on a status-only change too', async () => {
    const t = await loan()
    const res = await pay(t, { status: 'Overdue', receivedAmount: 'abc' })
    expect([res.status, res.body]).toEqual([400, { error: 'Received amount must be a positive number.' }])
    expect((await stored(t)).emis[0]!.status).toBe('Upcoming')
  })

  it.each([[123], [''], ['k'.repeat(101)]])('idempotencyKey %j is 400', async (idempotencyKey) => {
    const t = await loan()
    const res = await pay(t, { receivedAmount: 100, idempotencyKey })
    expect([res.status, res.body]).toEqual([
      400,
      { error: 'Idempotency key must be a string of at most 100 characters.' },
    ])
    expect((await stored(t)).receipts).toHaveLength(0)
  })
})

describe('PATCH /api/valuations/{id}/emi: partial payments', () => {
  it('keep the scheduled amount, accumulate paidAmount, show on the timeline; no amount then pays the outstanding', async () => {
    const t = await loan()
    const before = (await server.outbox()).length
    const first = await pay(t, { receivedAmount: 1000, paymentMode: 'Cash' })
    expect(first).toMatchObject({
      status: 200,
      body: { id: t.target.id, amount: 22477.51, status: 'Upcoming', paidAt: null },
    })
    const second = await pay(t, { receivedAmount: '477.51', paymentMode: 'Online', paymentReference: 'UTR9' })
    expect(second).toMatchObject({ status: 200, body: { amount: 22477.51, status: 'Upcoming', paidAt: null } })
    expect((await stored(t)).emis[0]).toMatchObject({ amount: 22477.51, paidAmount: 1477.51, status: 'Upcoming' })

    const mails = (await server.outbox()).slice(before).filter((m) => m.to.includes(t.customer.email!))
    expect(mails.map((m) => /payment of (₹[\d,]+\.\d{2})/.exec(m.text)?.[1])).toEqual(['₹1,000.00', '₹477.51'])

    const rest = await pay(t, { paymentMode: 'Cash' })
    expect(rest).toMatchObject({ status: 200, body: { amount: 22477.51, status: 'Paid' } })
    const { emis, receipts } = await expectLedgerBalances(t)
    expect(receipts.map((r) => [r.amount, r.receivedAmount])).toEqual([
      [1000, 1000],
      [477.51, 477.51],
      [21000, null],
    ])
    expect(emis.map((e) => [e.status, e.paidAmount])).toEqual([
      ['Paid', 22477.51],
      ['Upcoming', 0],
    ])
    const last = (await server.outbox()).filter((m) => m.to.includes(t.customer.email!)).at(-1)!
    expect(last.text).toContain('payment of ₹21,000.00')

    const timeline = await call(server.url, 'GET', `/api/customers/${t.customer.id}/timeline`, {
      token: t.employee.token,
    })
    expect(timeline.status).toBe(200)
    expect(timeline.body.filter((e: { type: string }) => e.type === 'EMI_PAID')).toEqual([
      {
        id: `emi-${receipts[0]!.id}`,
        type: 'EMI_PAID',
        occurredAt: receipts[0]!.createdAt.toISOString(),
        detail: '₹1,000.00',
      },
      {
        id: `emi-${receipts[1]!.id}`,
        type: 'EMI_PAID',
        occurredAt: receipts[1]!.createdAt.toISOString(),
        detail: '₹477.51',
      },
      { id: `emi-${t.target.id}`, type: 'EMI_PAID', occurredAt: emis[0]!.paidAt!.toISOString(), detail: '₹21,000.00' },
    ])
  })

  it('REST keeps the spec projections; tRPC adds paise: amountPaise, paidAmountPaise, outstandingPaise', async () => {
    const t = await loan()
    await pay(t, { receivedAmount: 2477.51 })
    const rest = await call(server.url, 'GET', `/api/valuations/${t.v.id}`, { token: t.employee.token })
    expect(Object.keys(rest.body.emiRecords[0]).sort()).toEqual([
      'amount',
      'dueDate',
      'id',
      'paidAt',
      'status',
      'valuationId',
    ])
    const encoded = encodeURIComponent(JSON.stringify({ json: { id: t.v.id } }))
    const trpc = await call(server.url, 'GET', `/trpc/valuations.get?input=${encoded}`, { token: t.employee.token })
    expect(
      trpc.body.result.data.json.emiRecords.map((e: Record<string, unknown>) => [
        e.amount,
        e.amountPaise,
        e.paidAmountPaise,
        e.outstandingPaise,
      ]),
    ).toEqual([
      [22477.51, 2247751, 247751, 2000000],
      [22477.51, 2247751, 0, 2247751],
    ])
    const patched = await call(server.url, 'POST', '/trpc/valuations.patchEmi', {
      token: t.employee.token,
      body: { json: { id: t.v.id, body: { emiId: t.target.id, status: 'Paid', receivedAmount: 500 } } },
    })
    expect(patched.body.result.data.json).toMatchObject({
      id: t.target.id,
      amount: 22477.51,
      amountPaise: 2247751,
      paidAmountPaise: 297751,
      outstandingPaise: 1950000,
      status: 'Upcoming',
    })
  })
})

describe('PATCH /api/valuations/{id}/emi: concurrency', () => {
  it('parallel partial payments are each recorded once: every 200 has its own receipt', async () => {
    const t = await loan()
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => pay(t, { receivedAmount: 1000 + i, paymentMode: 'Cash' })),
    )
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200])
    const { emis, receipts } = await expectLedgerBalances(t)
    expect(receipts).toHaveLength(6)
    expect(new Set(receipts.map((r) => r.receiptNo)).size).toBe(6)
    expect(receipts.map((r) => r.amount).sort()).toEqual([1000, 1001, 1002, 1003, 1004, 1005])
    expect(emis[0]).toMatchObject({ status: 'Upcoming', paidAmount: 6015 })
  })

  it('parallel payments that overrun the target: 200s are recorded, the ones that find it paid answer 409 and record nothing', async () => {
    const t = await loan()
    const results = await Promise.all(Array.from({ length: 4 }, () => pay(t, { receivedAmount: 10000 })))
    const ok = results.filter((r) => r.status === 200)
    const refused = results.filter((r) => r.status !== 200)
    // 10,000 + 10,000 leave 2,477.51 owed; the third pays it and spills 7,522.49 onto the next one.
    expect(ok).toHaveLength(3)
    for (const r of refused)
      expect([r.status, r.body]).toEqual([409, { error: 'This installment was paid by another request.' }])
    const { emis, receipts } = await expectLedgerBalances(t)
    expect(receipts).toHaveLength(3)
    expect(emis.map((e) => [e.status, e.paidAmount])).toEqual([
      ['Paid', 22477.51],
      ['Upcoming', 7522.49],
    ])
  })

  it('parallel "mark Paid" without an amount pays once; the others answer 200 (already paid) or 409 (paid meanwhile)', async () => {
    const t = await loan()
    const results = await Promise.all(Array.from({ length: 4 }, () => pay(t, { paymentMode: 'Cash' })))
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1)
    for (const r of results) {
      if (r.status === 200) expect(r.body).toMatchObject({ status: 'Paid', amount: 22477.51 })
      else expect([r.status, r.body]).toEqual([409, { error: 'This installment was paid by another request.' }])
    }
    const { receipts } = await expectLedgerBalances(t)
    expect(receipts).toHaveLength(1)
  })

  it('409 when the target is paid while the payment waits for the schedule lock', async () => {
    const t = await loan()
    let response: Promise<Awaited<ReturnType<typeof pay>>> | undefined
    await server.ctx.db.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT 1 FROM "EmiRecord" WHERE "valuationId" = ${t.v.id} FOR UPDATE`
      response = pay(t, { receivedAmount: 500 })
      await new Promise((resolve) => setTimeout(resolve, 400))
      await tx.emiRecord.update({
        where: { id: t.target.id },
        data: { status: 'Paid', paidAt: new Date(), paidAmountPaise: 2247751 },
      })
    })
    const res = await response!
    expect([res.status, res.body]).toEqual([409, { error: 'This installment was paid by another request.' }])
    expect((await stored(t)).receipts).toHaveLength(0)
    expect((await stored(t)).emis[1]!.paidAmount).toBe(0)
    // The stand-in payment above has no receipt; undo it so the money invariants below hold.
    await t.db.emiRecord.update({
      where: { id: t.target.id },
      data: { status: 'Upcoming', paidAt: null, paidAmountPaise: 0 },
    })
  })

  it('a receivedAmount for an installment already Paid is 409, not a silent 200', async () => {
    const t = await loan()
    expect((await pay(t, {})).status).toBe(200)
    const res = await pay(t, { receivedAmount: 100 })
    expect([res.status, res.body]).toEqual([409, { error: 'This installment was paid by another request.' }])
    expect((await stored(t)).receipts).toHaveLength(1)
  })
})

describe('PATCH /api/valuations/{id}/emi: idempotencyKey', () => {
  it('a replayed key records once and answers the current record', async () => {
    const t = await loan()
    const body = { receivedAmount: 1500, paymentMode: 'Cash', idempotencyKey: 'form-1' }
    const first = await pay(t, body)
    const again = await pay(t, body)
    expect(first.status).toBe(200)
    expect(again).toMatchObject({ status: 200, body: first.body })
    const { emis, receipts } = await expectLedgerBalances(t)
    expect(receipts.map((r) => [r.amount, r.idempotencyKey])).toEqual([[1500, 'form-1']])
    expect(emis[0]!.paidAmount).toBe(1500)
    expect(await t.db.notification.count({ where: { customerId: t.customer.id } })).toBe(1)
  })

  it('parallel requests with one key record one payment, all answered 200', async () => {
    const t = await loan()
    const results = await Promise.all(
      Array.from({ length: 4 }, () => pay(t, { receivedAmount: 700, idempotencyKey: 'double-click' })),
    )
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200])
    const { emis, receipts } = await expectLedgerBalances(t)
    expect(receipts).toHaveLength(1)
    expect(emis[0]!.paidAmount).toBe(700)
  })

  it('the key of a full payment replays after the installment is Paid', async () => {
    const t = await loan()
    expect((await pay(t, { idempotencyKey: 'full-1' })).body.status).toBe('Paid')
    expect(await pay(t, { idempotencyKey: 'full-1' })).toMatchObject({ status: 200, body: { status: 'Paid' } })
    expect((await stored(t)).receipts).toHaveLength(1)
  })

  it('a key reused for another amount, installment or valuation is 409 and records nothing', async () => {
    const t = await loan()
    expect((await pay(t, { receivedAmount: 100, idempotencyKey: 'k-1' })).status).toBe(200)
    const conflict = { status: 409, body: { error: 'This idempotency key was already used for a different payment.' } }
    expect(await pay(t, { receivedAmount: 200, idempotencyKey: 'k-1' })).toMatchObject(conflict)
    expect(await pay(t, { idempotencyKey: 'k-1' })).toMatchObject(conflict)
    expect(
      await call(server.url, 'PATCH', `/api/valuations/${t.v.id}/emi`, {
        token: t.employee.token,
        body: { emiId: t.emis[1]!.id, status: 'Paid', receivedAmount: 100, idempotencyKey: 'k-1' },
      }),
    ).toMatchObject(conflict)
    const other = await createValuationOk(server, t.employee.token, {
      customerId: t.customer.id,
      type: 'loan',
      emiInstallments: 1,
    })
    const otherEmi = await t.db.emiRecord.findFirstOrThrow({ where: { valuationId: other.id } })
    expect(
      await call(server.url, 'PATCH', `/api/valuations/${other.id}/emi`, {
        token: t.employee.token,
        body: { emiId: otherEmi.id, status: 'Paid', receivedAmount: 100, idempotencyKey: 'k-1' },
      }),
    ).toMatchObject(conflict)
    expect(await t.db.emiReceipt.count({ where: { customerId: t.customer.id } })).toBe(1)
  })

  it('keys are per tenant', async () => {
    const a = await loan()
    const b = await loan()
    expect((await pay(a, { receivedAmount: 100, idempotencyKey: 'shared' })).status).toBe(200)
    expect((await pay(b, { receivedAmount: 100, idempotencyKey: 'shared' })).status).toBe(200)
    expect((await stored(b)).receipts).toHaveLength(1)
  })
})

describe('money invariants (test-reliability/support/money-invariants.ts)', () => {
  it('the EMI rules hold over every payment above, and catch an amount received but not receipted', async () => {
    const query = prismaQuery(server.ctx.db.prisma)
    const emiRules = Object.entries(MONEY_INVARIANTS).filter(([name]) => /EMI/.test(name))
    expect(emiRules.map(([name]) => name)).toContain(EMI_APPLIED_RULE)
    const violations = async () =>
      Object.fromEntries(
        (await Promise.all(emiRules.map(async ([name, sql]) => [name, await query(sql)] as const))).filter(
          ([, rows]) => rows.length > 0,
        ),
      )
    expect(await violations()).toEqual({})
    const t = await loan()
    await t.db.emiRecord.update({ where: { id: t.target.id }, data: { paidAmountPaise: 10000 } })
    expect(Object.keys(await violations())).toEqual([EMI_APPLIED_RULE])
    await t.db.emiRecord.update({ where: { id: t.target.id }, data: { paidAmountPaise: 0 } })
  })
})
