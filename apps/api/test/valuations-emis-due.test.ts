import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertEmi, insertValuation, trpc } from './customers-helpers.ts'
import { createTenantWithStaff, insertCustomer } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

const DAY = 86_400_000
const inDays = (n: number) => new Date(Date.now() + n * DAY)

/** A tenant whose EMIs are stored as Upcoming: the status sync must move them before they are listed. */
async function setup() {
  const t = await createTenantWithStaff(server)
  const asha = await insertCustomer(server, t.tenantId, { name: 'Asha Verma' })
  const ravi = await insertCustomer(server, t.tenantId, { name: 'Ravi Kumar' })
  const va = await insertValuation(server, t.tenantId, asha.id)
  const vr = await insertValuation(server, t.tenantId, ravi.id)
  const overdue = await insertEmi(server, t.tenantId, asha.id, va.id, {
    amount: 1500,
    dueDate: inDays(-3),
    status: 'Upcoming',
  })
  const dueSoon = await insertEmi(server, t.tenantId, ravi.id, vr.id, {
    amount: 2500,
    dueDate: inDays(3),
    status: 'Upcoming',
  })
  await insertEmi(server, t.tenantId, asha.id, va.id, { dueDate: inDays(40), status: 'Upcoming' })
  await insertEmi(server, t.tenantId, ravi.id, vr.id, { dueDate: inDays(-10), status: 'Paid', paidAt: inDays(-11) })
  return { ...t, asha, ravi, va, vr, overdue, dueSoon }
}

describe('EMIs due soon and overdue (GET /api/emis, valuations.emisDue)', () => {
  it('lists unpaid Due Soon and Overdue EMIs after the status sync, earliest first, with the borrower and valuation', async () => {
    const t = await setup()
    const other = await createTenantWithStaff(server)
    const stranger = await insertCustomer(server, other.tenantId)
    await insertEmi(
      server,
      other.tenantId,
      stranger.id,
      (await insertValuation(server, other.tenantId, stranger.id)).id,
      { dueDate: inDays(-1) },
    )

    const rest = await call(server.url, 'GET', '/api/emis', { token: t.employee.token })
    expect(rest.status).toBe(200)
    expect(rest.body.emis).toEqual([
      expect.objectContaining({
        id: t.overdue.id,
        status: 'Overdue',
        amount: 1500,
        valuationId: t.va.id,
        customerId: t.asha.id,
        customerName: 'Asha Verma',
      }),
      expect.objectContaining({
        id: t.dueSoon.id,
        status: 'Due Soon',
        amount: 2500,
        valuationId: t.vr.id,
        customerId: t.ravi.id,
        customerName: 'Ravi Kumar',
      }),
    ])
    const stored = await server.ctx.db.forTenant(t.tenantId).emiRecord.findFirst({ where: { id: t.overdue.id } })
    expect(stored?.status).toBe('Overdue')

    const viaTrpc = await trpc(server, 'query', 'valuations.emisDue', undefined, { token: t.admin.token })
    expect(viaTrpc.status).toBe(200)
    expect(viaTrpc.data.emis.map((e: { id: string }) => e.id)).toEqual([t.overdue.id, t.dueSoon.id])
  })

  it('filters by status, and rejects any other status with 400 Invalid EMI status', async () => {
    const t = await setup()
    const overdue = await call(server.url, 'GET', '/api/emis?status=Overdue', { token: t.employee.token })
    expect(overdue.body.emis.map((e: { id: string }) => e.id)).toEqual([t.overdue.id])
    const soon = await trpc(server, 'query', 'valuations.emisDue', { status: 'Due Soon' }, { token: t.employee.token })
    expect(soon.data.emis.map((e: { id: string }) => e.id)).toEqual([t.dueSoon.id])
    for (const status of ['Paid', 'Upcoming', 'overdue']) {
      const bad = await call(server.url, 'GET', `/api/emis?status=${encodeURIComponent(status)}`, {
        token: t.employee.token,
      })
      expect([bad.status, bad.body]).toEqual([400, { error: 'Invalid EMI status' }])
    }
  })

  it('answers at most 20 rows', async () => {
    const t = await setup()
    for (let i = 0; i < 21; i++) await insertEmi(server, t.tenantId, t.asha.id, t.va.id, { dueDate: inDays(-20 - i) })
    const res = await call(server.url, 'GET', '/api/emis', { token: t.employee.token })
    expect(res.body.emis).toHaveLength(20)
    expect(res.body.emis.every((e: { status: string }) => e.status === 'Overdue')).toBe(true)
  })

  it('is for staff only', async () => {
    expect((await call(server.url, 'GET', '/api/emis')).status).toBe(401)
    expect((await trpc(server, 'query', 'valuations.emisDue', undefined)).status).toBe(401)
  })
})
