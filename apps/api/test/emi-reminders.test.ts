import { addDays, addMonthsClamped, daysBetween, formatPaise, formatRupees, isoDateOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loanHelpers } from './loans-support.ts'
import { emiInRupees } from './support/emi-rupees.ts'
import { createTenantWithStaff, insertCustomer } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createValuationOk, setGoldRate } from './support/valuation-factories.ts'

const CRON_SECRET = 'cron-secret-for-tests'
const DAY = 86_400_000
let server: TestServer
const { openLoanOk } = loanHelpers(() => server)
beforeAll(async () => {
  server = await startTestServer({ env: { CRON_SECRET } })
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})

const runCron = (
  headers: Record<string, string> = { authorization: `Bearer ${CRON_SECRET}` },
  s: TestServer = server,
) => call(s.url, 'GET', '/api/cron/emi-reminders', { headers })

/** A loan whose four installments are re-dated: overdue, due today, due in 3 days, due in 20 days. */
async function loanWithDueDates() {
  const t = await createTenantWithStaff(server)
  const customer = await insertCustomer(server, t.tenantId)
  const v = await createValuationOk(server, t.employee.token, {
    customerId: customer.id,
    type: 'loan',
    emiInstallments: 4,
  })
  const db = server.ctx.db.forTenant(t.tenantId)
  const emis = await db.emiRecord.findMany({ where: { valuationId: v.id }, orderBy: { dueDate: 'asc' } })
  const now = server.ctx.now().getTime()
  const offsets = [-2 * DAY, 0, 3 * DAY, 20 * DAY]
  for (const [i, e] of emis.entries())
    await db.emiRecord.updateMany({ where: { id: e.id }, data: { dueDate: new Date(now + offsets[i]!) } })
  return { ...t, customer, v, db, emis }
}

const mailsTo = async (email: string) => (await server.outbox()).filter((m) => m.to.includes(email))

describe('GET /api/cron/emi-reminders', () => {
  it('401 plain text Unauthorized for a missing or wrong secret', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer wrong' }, { authorization: CRON_SECRET }]
    for (const headers of attempts) {
      const res = await runCron(headers)
      expect(res.status).toBe(401)
      expect(res.text).toBe('Unauthorized')
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    }
  })

  it('fails closed when CRON_SECRET is unset', async () => {
    const open = await startTestServer()
    try {
      const res = await runCron({ authorization: 'Bearer ' }, open)
      expect(res.status).toBe(401)
      expect(res.text).toBe('Unauthorized')
      expect((await runCron({ authorization: 'Bearer undefined' }, open)).status).toBe(401)
    } finally {
      await open.close()
    }
  })

  it("syncs statuses and sends each window's reminder once, never twice", async () => {
    const t = await loanWithDueDates()
    const first = await runCron()
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ ok: true })
    expect(first.body.statusesUpdated).toBeGreaterThanOrEqual(3)
    expect(first.body.remindersSent).toBeGreaterThanOrEqual(3)
    const statuses = (
      await t.db.emiRecord.findMany({ where: { valuationId: t.v.id }, orderBy: { dueDate: 'asc' } })
    ).map((e) => e.status)
    expect(statuses).toEqual(['Overdue', 'Due Soon', 'Due Soon', 'Upcoming'])
    const mails = await mailsTo(t.customer.email!)
    expect(mails.map((m) => m.subject.split(' - ')[0]).sort()).toEqual(['EMI due soon', 'EMI due today', 'EMI overdue'])
    expect(await t.db.notification.count({ where: { customerId: t.customer.id } })).toBe(3)
    const rows = await t.db.emiRecord.findMany({ where: { valuationId: t.v.id }, orderBy: { dueDate: 'asc' } })
    expect(rows[0]!.overdueReminderSentAt).not.toBeNull()
    expect(rows[1]!.todayReminderSentAt).not.toBeNull()
    expect(rows[2]!.reminderSentAt).not.toBeNull()
    expect(rows[3]!.reminderSentAt).toBeNull()

    const second = await runCron()
    expect(second.body.remindersSent).toBe(0)
    const concurrent = await Promise.all([runCron(), runCron(), runCron()])
    expect(concurrent.every((r) => r.status === 200)).toBe(true)
    expect(await mailsTo(t.customer.email!)).toHaveLength(3)
  })

  it('a later window of the same installment is a new reminder (due soon, then due today)', async () => {
    const t = await loanWithDueDates()
    await runCron()
    expect(await mailsTo(t.customer.email!)).toHaveLength(3)
    server.clock.advance(3 * DAY)
    try {
      await runCron()
      await runCron()
      const subjects = (await mailsTo(t.customer.email!)).map((m) => m.subject.split(' - ')[0])
      // the 3-day one is now due today; the today one is overdue now.
      expect(subjects.filter((s) => s === 'EMI due today')).toHaveLength(2)
      expect(subjects.filter((s) => s === 'EMI overdue')).toHaveLength(2)
      expect(subjects).toHaveLength(5)
    } finally {
      server.clock.advance(-3 * DAY)
    }
  })

  it('paid installments get no reminders; customers without email still get the in-app notification', async () => {
    const t = await createTenantWithStaff(server)
    const customer = await insertCustomer(server, t.tenantId, { email: null })
    const v = await createValuationOk(server, t.employee.token, {
      customerId: customer.id,
      type: 'loan',
      emiInstallments: 2,
    })
    const db = server.ctx.db.forTenant(t.tenantId)
    const [a, b] = await db.emiRecord.findMany({ where: { valuationId: v.id }, orderBy: { dueDate: 'asc' } })
    const soon = new Date(server.ctx.now().getTime() + 2 * DAY)
    await db.emiRecord.updateMany({ where: { id: { in: [a!.id, b!.id] } }, data: { dueDate: soon } })
    await db.emiRecord.updateMany({ where: { id: a!.id }, data: { status: 'Paid', paidAt: new Date() } })
    await runCron()
    const notes = await db.notification.findMany({ where: { customerId: customer.id } })
    expect(notes).toHaveLength(1)
    expect((await db.emiRecord.findFirstOrThrow({ where: { id: a!.id } })).reminderSentAt).toBeNull()
  })

  it('prunes old rate-limit hits and long-expired OTP codes', async () => {
    const t = await createTenantWithStaff(server)
    const old = new Date(Date.now() - 3 * DAY)
    await server.ctx.db.prisma.rateLimitHit.create({ data: { key: `test:${t.slug}`, createdAt: old } })
    await server.ctx.db.prisma.rateLimitHit.create({ data: { key: `test:${t.slug}`, createdAt: new Date() } })
    await server.ctx.db
      .forTenant(t.tenantId)
      .otpCode.create({ data: { tenantId: t.tenantId, email: 'x@y.z', codeHash: 'h', expiresAt: old } })
    const res = await runCron()
    expect(res.body.rateLimitHitsPruned).toBeGreaterThanOrEqual(1)
    expect(res.body.otpCodesPruned).toBeGreaterThanOrEqual(1)
    expect(await server.ctx.db.prisma.rateLimitHit.count({ where: { key: `test:${t.slug}` } })).toBe(1)
    expect(await server.ctx.db.forTenant(t.tenantId).otpCode.count()).toBe(0)
  })
})

/** Issue 15: the daily job and the loans. */
describe('GET /api/cron/emi-reminders with loans', () => {
  const today = () => isoDateOf(server.ctx.now())

  /** A ₹30,000 loan at 12% (EMI over 3 months unless `scheme` says otherwise) by bank transfer. */
  async function openLoan(body: { disbursedOn: string; scheme?: string }) {
    const t = await createTenantWithStaff(server)
    const customer = await insertCustomer(server, t.tenantId)
    const v = await createValuationOk(server, t.employee.token, {
      customerId: customer.id,
      type: 'loan',
      emiInstallments: 3,
    })
    const opened = await openLoanOk(t.employee.token, v.id, {
      principal: 3_000_000,
      scheme: 'EMI',
      tenureMonths: 3,
      ...body,
    })
    const db = server.ctx.db.forTenant(t.tenantId)
    const loan = (path = '') => call(server.url, 'GET', `/api/loans/${opened.id}${path}`, { token: t.employee.token })
    return { ...t, customer, v, db, loanId: opened.id as string, loan }
  }

  it("a loan's reminder asks for its next due amount, not the installment's scheduled amount", async () => {
    // The first installment fell due two days ago; the second is a month away.
    const t = await openLoan({ disbursedOn: addDays(addMonthsClamped(today(), -1), -2) })
    const paid = await call(server.url, 'POST', `/api/loans/${t.loanId}/payments`, {
      token: t.employee.token,
      body: { amount: 100_000, mode: 'UPI', reference: 'UPI-1' },
    })
    expect(paid.status, paid.text).toBe(201)
    const { nextDue } = (await t.loan()).body
    const [first] = (
      await t.db.emiRecord.findMany({ where: { valuationId: t.v.id }, orderBy: { dueDate: 'asc' } })
    ).map(emiInRupees)
    expect(nextDue.amount).toBeLessThan(Math.round(first!.amount * 100))

    expect((await runCron()).status).toBe(200)
    const mails = await mailsTo(t.customer.email!)
    const reminders = mails.filter((m) => m.subject.startsWith('EMI '))
    expect(reminders.map((m) => m.subject.split(' - ')[0])).toEqual(['EMI overdue'])
    expect(reminders[0]!.text).toContain(`Your installment of ${formatPaise(nextDue.amount)} due on`)
    expect(reminders[0]!.text).not.toContain(formatRupees(first!.amount))
    const notes = await t.db.notification.findMany({ where: { customerId: t.customer.id, title: 'EMI overdue' } })
    expect(notes.map((n) => n.body)).toEqual([expect.stringContaining(formatPaise(nextDue.amount))])

    // Once the due is covered there is nothing to remind about.
    await call(server.url, 'POST', `/api/loans/${t.loanId}/payments`, {
      token: t.employee.token,
      body: { amount: nextDue.amount, mode: 'UPI', reference: 'UPI-2' },
    })
    expect((await t.loan()).body.schedule[0].covered).toBe(true)
    await runCron()
    expect((await mailsTo(t.customer.email!)).filter((m) => m.subject.startsWith('EMI '))).toHaveLength(1)
  })

  it("a borrower's status follows their loan as it falls overdue with time", async () => {
    const t = await openLoan({ disbursedOn: today() })
    const status = async () => (await t.db.customer.findFirstOrThrow({ where: { id: t.customer.id } })).status
    expect(await status()).toBe('Loan Active')
    server.clock.advance(40 * DAY)
    try {
      const res = await runCron()
      expect(res.status).toBe(200)
      expect(res.body.borrowerStatusesUpdated).toBeGreaterThanOrEqual(1)
      expect(await status()).toBe('Overdue')
      const changes = await t.db.timelineEvent.findMany({ where: { customerId: t.customer.id, type: 'STATUS_CHANGE' } })
      expect(changes.length).toBeGreaterThanOrEqual(1)
      await runCron()
      expect(await status()).toBe('Overdue')
    } finally {
      server.clock.advance(-40 * DAY)
    }
  })

  it('a closed loan whose gold is not back by releaseDueBy is in the output until it is released', async () => {
    const t = await openLoan({ disbursedOn: addDays(today(), -30), scheme: 'BULLET' })
    const closeOn = addDays(today(), -20)
    const quote = await t.loan(`/closure-quote?asOf=${closeOn}`)
    const closed = await call(server.url, 'POST', `/api/loans/${t.loanId}/payments`, {
      token: t.employee.token,
      body: { amount: quote.body.total, mode: 'UPI', reference: 'UPI-CLOSE', paidOn: closeOn },
    })
    expect(closed.status, closed.text).toBe(201)
    const loan = closed.body.loan
    expect(loan.status).toBe('Closed')
    expect(loan.releaseDueBy < today()).toBe(true)

    const res = await runCron()
    expect(res.body.releaseOverdue).toContainEqual({
      tenantId: t.tenantId,
      loanId: t.loanId,
      loanNumber: loan.loanNumber,
      releaseDueBy: loan.releaseDueBy,
      daysLate: daysBetween(loan.releaseDueBy, today()),
    })
    const released = await call(server.url, 'POST', `/api/loans/${t.loanId}/release`, {
      token: t.employee.token,
      body: { releasedTo: 'The borrower', sealIntact: true },
    })
    expect(released.status, released.text).toBe(200)
    const after = await runCron()
    expect(after.body.releaseOverdue.map((l: { loanId: string }) => l.loanId)).not.toContain(t.loanId)
  })
})
