import { addDays, isoDateOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaffUser } from '../src/auth/identity-admin.ts'
import { assignRoles } from '../src/roles/roles-service.ts'
import { loginAs } from './support/factories.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { approvalHelpers } from './approvals-support.ts'

/** Issue 26, four-eyes approvals on an existing loan: back-dated payments, release, renewal top-up. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, loanValuation, openLoanOk, openBody, shopWithChecker, setRules, approve, reject, detail } =
  approvalHelpers(() => server)
const today = () => isoDateOf(server.ctx.now())
const pay = (token: string, loanId: string, body: Record<string, unknown>) =>
  api(token, 'POST', `/api/loans/${loanId}/payments`, body)
const ledgerTypes = async (token: string, loanId: string) =>
  (await api(token, 'GET', `/api/loans/${loanId}`)).body.ledger.map((e: { type: string }) => e.type)

describe('back-dated entry rule (payments older than 3 days)', () => {
  async function setUp() {
    const t = await shopWithChecker()
    // Opened before the rule: its disbursement date (2026-01-01) is itself a back-dated entry.
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id)
    await setRules(t.admin.token, [{ action: 'backDatedEntry', enabled: true, threshold: 3 }])
    return { t, loan }
  }

  it('a payment 3 days back posts; 4 days back waits with 202 {pending}, and nothing is recorded', async () => {
    const { t, loan } = await setUp()
    const ok = await pay(t.token, loan.id, {
      amount: 100_000,
      mode: 'UPI',
      reference: 'U1',
      paidOn: addDays(today(), -4 + 1),
    })
    expect(ok.status).toBe(201)
    const held = await pay(t.token, loan.id, {
      amount: 100_000,
      mode: 'UPI',
      reference: 'U2',
      paidOn: addDays(today(), -4),
    })
    expect(held.status).toBe(202)
    expect(held.body.pending).toMatchObject({ action: 'backDatedEntry', operation: 'loan.payment', loanId: loan.id })
    expect((await ledgerTypes(t.token, loan.id)).filter((x: string) => x === 'PAYMENT')).toHaveLength(1)
  })

  it('approval re-validates: a later payment posted meanwhile makes the held one fail, nothing posts', async () => {
    const { t, loan } = await setUp()
    const held = await pay(t.token, loan.id, {
      amount: 100_000,
      mode: 'UPI',
      reference: 'U2',
      paidOn: addDays(today(), -10),
    })
    expect(held.status).toBe(202)
    expect((await pay(t.token, loan.id, { amount: 50_000, mode: 'UPI', reference: 'U3' })).status).toBe(201)
    const seen = await detail(t.checker.token, held.body.pending.id)
    expect(seen.data.positionSeen).not.toEqual(seen.data.positionNow)
    const decided = await approve(t.checker.token, held.body.pending.id)
    expect(decided.data).toMatchObject({ status: 'failed', failure: 'Payment date is before the last payment.' })
    expect((await ledgerTypes(t.token, loan.id)).filter((x: string) => x === 'PAYMENT')).toHaveLength(1)
  })

  it('self-approval is refused; another approves and it posts on its own date; a rejection posts nothing', async () => {
    const { t, loan } = await setUp()
    const paidOn = addDays(today(), -10)
    const held = await pay(t.admin.token, loan.id, { amount: 100_000, mode: 'UPI', reference: 'U4', paidOn })
    expect((await approve(t.admin.token, held.body.pending.id)).status).toBe(403)
    const decided = await approve(t.checker.token, held.body.pending.id)
    expect(decided.data.status).toBe('posted')
    const payments = (await api(t.token, 'GET', `/api/loans/${loan.id}`)).body.payments
    expect(payments).toEqual([expect.objectContaining({ id: decided.data.resultRef, paidOn, amount: 100_000 })])
    const again = await pay(t.token, loan.id, {
      amount: 100_000,
      mode: 'UPI',
      reference: 'U5',
      paidOn: addDays(today(), -5),
    })
    expect((await reject(t.checker.token, again.body.pending.id, 'Wrong date')).data.status).toBe('rejected')
    expect((await api(t.token, 'GET', `/api/loans/${loan.id}`)).body.payments).toHaveLength(1)
  })
})

describe('release rule (every release)', () => {
  async function closedLoan() {
    const t = await shopWithChecker()
    await setRules(t.admin.token, [{ action: 'release', enabled: true }])
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id)
    const quote = (await api(t.token, 'GET', `/api/loans/${loan.id}/closure-quote`)).body
    expect((await pay(t.token, loan.id, { amount: quote.total, mode: 'UPI', reference: 'CLOSE' })).status).toBe(201)
    return { t, loan }
  }
  const release = (token: string, id: string) =>
    api(token, 'POST', `/api/loans/${id}/release`, { releasedTo: 'Asha', sealIntact: true })

  it('with the rule off the release answers 200 with the loan, as before', async () => {
    const t = await shopWithChecker()
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id)
    const quote = (await api(t.token, 'GET', `/api/loans/${loan.id}/closure-quote`)).body
    await pay(t.token, loan.id, { amount: quote.total, mode: 'UPI', reference: 'CLOSE' })
    const res = await release(t.token, loan.id)
    expect([res.status, res.body.status]).toEqual([200, 'Released'])
  })

  it('waits, is refused to its maker, posts once approved; a second request for the same gold then fails', async () => {
    const { t, loan } = await closedLoan()
    const first = await release(t.token, loan.id)
    const second = await release(t.token, loan.id)
    expect([first.status, second.status]).toEqual([202, 202])
    expect((await api(t.token, 'GET', `/api/loans/${loan.id}`)).body.status).toBe('Closed')
    expect((await approve(t.token, first.body.pending.id)).status).toBe(403)
    expect((await approve(t.checker.token, first.body.pending.id)).data.status).toBe('posted')
    expect((await api(t.token, 'GET', `/api/loans/${loan.id}`)).body).toMatchObject({
      status: 'Released',
      releasedTo: 'Asha',
    })
    const late = await approve(t.admin.token, second.body.pending.id)
    expect(late.data).toMatchObject({ status: 'failed', failure: 'This loan cannot be released in its current state.' })
  })

  it('a rejection posts nothing', async () => {
    const { t, loan } = await closedLoan()
    const held = await release(t.token, loan.id)
    expect((await reject(t.admin.token, held.body.pending.id, 'Borrower not present')).data.status).toBe('rejected')
    expect((await api(t.token, 'GET', `/api/loans/${loan.id}`)).body.status).toBe('Closed')
  })
})

describe('disbursement rule on a renewal: the top-up is the amount', () => {
  it('a top-up at the threshold posts; above it waits and posts when approved', async () => {
    const t = await shopWithChecker()
    await setRules(t.admin.token, [{ action: 'disbursement', enabled: true, threshold: 1_000_000 }])
    const v1 = await loanValuation(t.token, t.customer.id)
    const loan = await openLoanOk(t.token, v1.id, { principal: 1_000_000, disbursedOn: today() })
    const v2 = await loanValuation(t.token, t.customer.id)
    const renew = (principal: number) =>
      api(t.token, 'POST', `/api/loans/${loan.id}/renew`, openBody(v2.id, { principal, disbursedOn: today() }))
    const held = await renew(2_000_001)
    expect(held.status).toBe(202)
    expect(held.body.pending).toMatchObject({ operation: 'loan.renew', amount: 1_000_001 })
    const posted = await renew(2_000_000)
    expect(posted.status).toBe(201)
    const late = await approve(t.checker.token, held.body.pending.id)
    expect(late.data).toMatchObject({ status: 'failed', failure: 'This loan cannot be renewed in its current state.' })
  })
})

describe("who reads a request's detail", () => {
  it('the maker their own, a decider and an auditor every one; another employee gets 404 as for another shop', async () => {
    const t = await shopWithChecker()
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id)
    await setRules(t.admin.token, [{ action: 'release', enabled: true }])
    const held = await api(t.token, 'POST', `/api/loans/${loan.id}/release`, { releasedTo: 'Asha', sealIntact: true })
    expect(held.status, held.text).toBe(202)
    const id = held.body.pending.id as string
    const staffMember = async (roles: string[]) => {
      const email = `reader-${Math.random().toString(36).slice(2, 10)}@test.gold`
      const user = await createStaffUser(server.ctx, {
        tenant: t.slug,
        role: 'TENANT_EMPLOYEE',
        email,
        password: 'Reader@12345',
        name: 'Reader',
      })
      if (roles.length) await assignRoles(server.ctx, t.tenantId, { userId: user.userId, roles })
      return loginAs(server, email, 'Reader@12345')
    }

    expect((await detail(t.token, id)).status).toBe(200)
    expect((await detail(t.checker.token, id)).status).toBe(200)
    expect((await detail(await staffMember(['auditor']), id)).status).toBe(200)
    const other = await detail(await staffMember([]), id)
    expect([other.status, other.error.message]).toEqual([404, 'Approval request not found.'])
  })
})
