import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { approvalHelpers } from './approvals-support.ts'

/** Issue 26, four-eyes approvals: the disbursement rule, the decisions and the race between checkers. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, trpc, loanValuation, openBody, shopWithChecker, setRules, approve, reject, detail } = approvalHelpers(
  () => server,
)

/** Disbursements above ₹50,000 wait. */
async function shopWithRule() {
  const t = await shopWithChecker()
  await setRules(t.admin.token, [{ action: 'disbursement', enabled: true, threshold: 5_000_000 }])
  return t
}

const loansOf = async (tenantId: string) => server.ctx.db.forTenant(tenantId).loan.count()

describe('disbursement rule', () => {
  it('with no rule on, POST /api/loans answers 201 exactly as before', async () => {
    const t = await shopWithChecker()
    const v = await loanValuation(t.token, t.customer.id)
    const res = await api(t.token, 'POST', '/api/loans', openBody(v.id, { principal: 9_000_000 }))
    expect(res.status).toBe(201)
    expect(res.body.principal).toBe(9_000_000)
    expect(res.body.pending).toBeUndefined()
  })

  it('at or below the threshold posts at once', async () => {
    const t = await shopWithRule()
    const v = await loanValuation(t.token, t.customer.id)
    const res = await api(t.token, 'POST', '/api/loans', openBody(v.id, { principal: 5_000_000 }))
    expect(res.status).toBe(201)
    expect(res.body.loanNumber).toMatch(/^GL\//)
  })

  it('above the threshold waits: 202 {pending} holding what was asked and the position seen; nothing posts', async () => {
    const t = await shopWithRule()
    const v = await loanValuation(t.token, t.customer.id)
    const res = await api(t.token, 'POST', '/api/loans', openBody(v.id, { principal: 5_000_001 }))
    expect(res.status).toBe(202)
    expect(res.body.pending).toMatchObject({
      action: 'disbursement',
      operation: 'loan.open',
      status: 'pending',
      amount: 5_000_001,
      valuationId: v.id,
      customerId: t.customer.id,
      maker: { id: t.employee.userId },
    })
    expect(await loansOf(t.tenantId)).toBe(0)
    const seen = await detail(t.checker.token, res.body.pending.id)
    expect(seen.data.payload).toMatchObject({ valuationId: v.id, principal: 5_000_001, disbursedOn: '2026-01-01' })
    expect(seen.data.positionSeen).toContainEqual({ label: 'Principal on other open loans', paise: 0 })
    expect(seen.data.canDecide).toBe(true)
    const inbox = await trpc(t.checker.token, 'approvals.inbox', undefined, 'query')
    expect(inbox.data.map((r: { id: string }) => r.id)).toEqual([res.body.pending.id])
    const counts = await trpc(t.checker.token, 'approvals.counts', undefined, 'query')
    expect(counts.data).toEqual({ pending: 1, byAction: [{ action: 'disbursement', count: 1 }] })
  })

  it('applies to the owner too, and the maker can never approve their own', async () => {
    const t = await shopWithRule()
    const v = await loanValuation(t.token, t.customer.id)
    const res = await api(t.admin.token, 'POST', '/api/loans', openBody(v.id, { principal: 6_000_000 }))
    expect(res.status).toBe(202)
    const own = await approve(t.admin.token, res.body.pending.id)
    expect(own.status).toBe(403)
    expect(own.error.message).toBe('You cannot approve or reject your own request.')
    const employee = await approve(t.token, res.body.pending.id)
    expect(employee.status).toBe(403)
    // A cashier does not hold approvals.decide: the permission guard refuses before the service.
    expect(employee.error.message).toBe('You do not have permission to do this.')
    expect(await loansOf(t.tenantId)).toBe(0)
  })

  it('approval posts the stored request as the maker and tells them', async () => {
    const t = await shopWithRule()
    const v = await loanValuation(t.token, t.customer.id)
    const res = await api(t.token, 'POST', '/api/loans', openBody(v.id, { principal: 6_000_000 }))
    const decided = await approve(t.checker.token, res.body.pending.id)
    expect(decided.status).toBe(200)
    expect(decided.data).toMatchObject({ status: 'posted', decider: { id: t.checker.userId } })
    expect(decided.data.notifiedAt).not.toBeNull()
    const loan = (await api(t.token, 'GET', `/api/loans/${decided.data.resultRef}`)).body
    expect(loan).toMatchObject({ principal: 6_000_000, valuationId: v.id, disbursedOn: '2026-01-01' })
    expect(loan.ledger[0].createdBy).toMatch(/^Employee /)
    const mail = (await server.outbox()).filter((m) => m.to.includes(t.employee.email))
    expect(mail.map((m) => m.subject)).toContainEqual(
      expect.stringMatching(/^Approved: Disburse ₹60,000 \(BULLET loan, BankTransfer\)$/),
    )
    const mine = await trpc(t.token, 'approvals.mine', undefined, 'query')
    expect(mine.data[0]).toMatchObject({ id: res.body.pending.id, status: 'posted' })
  })

  it('approval re-validates against the borrower as now: a loan opened meanwhile fails the request, nothing posts', async () => {
    const t = await shopWithRule()
    const v = await loanValuation(t.token, t.customer.id)
    const res = await api(t.token, 'POST', '/api/loans', openBody(v.id, { principal: 6_000_000 }))
    // Meanwhile a smaller loan is opened on the same valuation (below the threshold: it posts).
    expect((await api(t.token, 'POST', '/api/loans', openBody(v.id, { principal: 1_000_000 }))).status).toBe(201)
    const decided = await approve(t.checker.token, res.body.pending.id)
    expect(decided.status).toBe(200)
    expect(decided.data).toMatchObject({ status: 'failed', failure: 'This valuation already has a loan.' })
    expect(await loansOf(t.tenantId)).toBe(1)
    const mail = (await server.outbox()).filter((m) => m.to.includes(t.employee.email))
    expect(mail.map((m) => m.subject)).toContainEqual(expect.stringMatching(/^Approved but not posted:/))
  })

  it('rejection needs a reason, posts nothing and tells the maker', async () => {
    const t = await shopWithRule()
    const v = await loanValuation(t.token, t.customer.id)
    const res = await api(t.token, 'POST', '/api/loans', openBody(v.id, { principal: 6_000_000 }))
    const noReason = await reject(t.checker.token, res.body.pending.id, ' ')
    expect(noReason.status).toBe(400)
    expect(noReason.error.message).toBe('Give a reason (2 to 500 characters).')
    const decided = await reject(t.checker.token, res.body.pending.id, 'Gold not yet tested')
    expect(decided.data).toMatchObject({ status: 'rejected', reason: 'Gold not yet tested' })
    expect(await loansOf(t.tenantId)).toBe(0)
    expect((await approve(t.checker.token, res.body.pending.id)).status).toBe(409)
    const mail = (await server.outbox()).filter((m) => m.to.includes(t.employee.email))
    expect(mail.map((m) => m.text)).toContainEqual(expect.stringContaining('Reason: Gold not yet tested'))
  })

  it('two checkers approving at once: exactly one posts, the other is told it was decided', async () => {
    const t = await shopWithRule()
    const v = await loanValuation(t.token, t.customer.id)
    const res = await api(t.token, 'POST', '/api/loans', openBody(v.id, { principal: 6_000_000 }))
    const id = res.body.pending.id
    const results = await Promise.all([
      approve(t.checker.token, id),
      approve(t.admin.token, id),
      approve(t.checker.token, id),
      approve(t.admin.token, id),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409])
    for (const r of results.filter((x) => x.status === 409))
      expect(r.error.message).toBe('This request has already been decided.')
    expect(await loansOf(t.tenantId)).toBe(1)
  })

  it('tRPC loans.open answers {pending} too', async () => {
    const t = await shopWithRule()
    const v = await loanValuation(t.token, t.customer.id)
    const res = await trpc(t.token, 'loans.open', openBody(v.id, { principal: 6_000_000 }), 'mutation')
    expect(res.status).toBe(200)
    expect(res.data.pending).toMatchObject({ status: 'pending', amount: 6_000_000 })
  })

  it('only the owner edits the rules; every rule is off in a new shop', async () => {
    const t = await shopWithChecker()
    const rules = await trpc(t.token, 'approvals.rules.get', undefined, 'query')
    expect(rules.data.every((r: { enabled: boolean }) => !r.enabled)).toBe(true)
    const refused = await trpc(
      t.token,
      'approvals.rules.update',
      { rules: [{ action: 'release', enabled: true }] },
      'mutation',
    )
    // approvals.configure is new with issue 26, so lacking it answers 403 (docs/decisions/controls.md).
    expect(refused.status).toBe(403)
  })
})
