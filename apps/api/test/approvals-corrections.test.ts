import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { approvalHelpers } from './approvals-support.ts'

/** Issue 26, four-eyes approvals of corrections: a payment's reversal and a waiver above the shop's threshold. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, trpc, loanValuation, openLoanOk, shopWithChecker, setRules, approve, reject } = approvalHelpers(
  () => server,
)
const pay = async (token: string, loanId: string, amount: number, reference: string) =>
  (await api(token, 'POST', `/api/loans/${loanId}/payments`, { amount, mode: 'UPI', reference })).body.payment as {
    id: string
  }
const reverse = (token: string, loanId: string, paymentId: string) =>
  trpc(
    token,
    'corrections.reversePayment',
    { id: loanId, body: { paymentId, reason: 'Entered on the wrong loan' } },
    'mutation',
  )
const waive = (token: string, loanId: string, interest: number) =>
  trpc(token, 'corrections.waive', { id: loanId, body: { interest, penalCharges: 0, reason: 'Goodwill' } }, 'mutation')
const corrections = async (token: string, loanId: string) =>
  (await trpc(token, 'corrections.ofLoan', { id: loanId }, 'query')).data as { kind: string }[]

async function setUp(rule: { action: string; threshold: number }) {
  const t = await shopWithChecker()
  const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id)
  await setRules(t.admin.token, [{ ...rule, enabled: true }])
  return { t, loan }
}

describe('reversal rule (above ₹1,000)', () => {
  it('a reversal of ₹1,000 posts; of ₹1,000.01 waits, and nothing is reversed until a second person approves', async () => {
    const { t, loan } = await setUp({ action: 'reversal', threshold: 100_000 })
    const small = await pay(t.token, loan.id, 100_000, 'U1')
    expect((await reverse(t.admin.token, loan.id, small.id)).status).toBe(200)
    const large = await pay(t.token, loan.id, 100_001, 'U2')
    const held = await reverse(t.admin.token, loan.id, large.id)
    expect(held.status).toBe(200)
    expect(held.data.pending).toMatchObject({ action: 'reversal', operation: 'loan.reversePayment', loanId: loan.id })
    expect(await corrections(t.admin.token, loan.id)).toHaveLength(1)

    const own = await approve(t.admin.token, held.data.pending.id)
    expect([own.status, own.error.message]).toEqual([403, 'You cannot approve or reject your own request.'])
    const approved = await approve(t.checker.token, held.data.pending.id)
    expect(approved.status).toBe(200)
    expect(approved.data).toMatchObject({ status: 'posted' })
    expect(await corrections(t.admin.token, loan.id)).toHaveLength(2)

    // The decision's trail entry holds the request as it was (pending) and as it is (posted).
    const trail = await trpc(t.admin.token, 'audit.search', { actorId: t.checker.userId }, 'query')
    const entry = trail.data.items.find((e: { action: string }) => e.action === 'approvals.approve')
    expect(entry.before).toMatchObject({ id: held.data.pending.id, status: 'pending', decider: null })
    expect(entry.after).toMatchObject({
      id: held.data.pending.id,
      status: 'posted',
      decider: { id: t.checker.userId },
      resultRef: expect.any(String),
    })
  })

  it('approval re-validates: a later payment meanwhile makes the reversal fail (latest only), nothing posts', async () => {
    const { t, loan } = await setUp({ action: 'reversal', threshold: 0 })
    const first = await pay(t.token, loan.id, 50_000, 'U1')
    const held = await reverse(t.admin.token, loan.id, first.id)
    await pay(t.token, loan.id, 50_000, 'U2')
    const decided = await approve(t.checker.token, held.data.pending.id)
    expect(decided.data).toMatchObject({ status: 'failed' })
    expect(await corrections(t.admin.token, loan.id)).toHaveLength(0)
  })

  it('a rejection needs a reason and posts nothing', async () => {
    const { t, loan } = await setUp({ action: 'reversal', threshold: 0 })
    const payment = await pay(t.token, loan.id, 50_000, 'U1')
    const held = await reverse(t.admin.token, loan.id, payment.id)
    expect((await reject(t.checker.token, held.data.pending.id, 'Paid on this loan')).data).toMatchObject({
      status: 'rejected',
    })
    expect(await corrections(t.admin.token, loan.id)).toHaveLength(0)
  })
})

describe('waiver rule (above ₹100)', () => {
  it('₹100 posts at once; ₹100.01 waits until approved, then the waiver posts', async () => {
    const { t, loan } = await setUp({ action: 'waiver', threshold: 10_000 })
    const small = await waive(t.admin.token, loan.id, 10_000)
    expect(small.status, JSON.stringify(small.error)).toBe(200)
    expect(small.data.pending).toBeUndefined()
    const held = await waive(t.admin.token, loan.id, 10_001)
    expect(held.data.pending).toMatchObject({ action: 'waiver', operation: 'loan.waive' })
    expect(await corrections(t.admin.token, loan.id)).toHaveLength(1)
    expect((await approve(t.checker.token, held.data.pending.id)).data).toMatchObject({ status: 'posted' })
    expect((await corrections(t.admin.token, loan.id)).map((c) => c.kind)).toEqual(['waiver', 'waiver'])
  })
})
