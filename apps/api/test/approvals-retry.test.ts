import { addDays, isoDateOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approvalOperations } from '../src/approval-operations.ts'
import { retryApprovedRequests, STALE_APPROVAL_MS } from '../src/approvals/approval-retry-service.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { approvalHelpers } from './approvals-support.ts'

/**
 * Issue 26: a request left `approved` (the process stopped between the decision's conditional
 * update and the posting, or after the posting before it was marked) is posted by the retry job
 * exactly once, however often the job runs.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, trpc, loanValuation, openLoanOk, shopWithChecker, setRules, approve } = approvalHelpers(() => server)
const today = () => isoDateOf(server.ctx.now())
const retry = () => retryApprovedRequests(server.ctx, approvalOperations)
const request = (id: string) => server.ctx.db.prisma.approvalRequest.findUniqueOrThrow({ where: { id } })
const payments = async (token: string, loanId: string) =>
  (await api(token, 'GET', `/api/loans/${loanId}`)).body.payments as { id: string }[]

/** Leave the request `approved` by `deciderId`, decided long enough ago for the retry to take it. */
async function leftApproved(id: string, deciderId: string) {
  const decidedAt = new Date(server.ctx.now().getTime() - STALE_APPROVAL_MS - 60_000)
  await server.ctx.db.prisma.approvalRequest.update({
    where: { id },
    data: { status: 'approved', deciderId, decidedAt, resultRef: null, postedAt: null },
  })
}

async function heldPayment() {
  const t = await shopWithChecker()
  const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id)
  await setRules(t.admin.token, [{ action: 'backDatedEntry', enabled: true, threshold: 3 }])
  const held = await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, {
    amount: 100_000,
    mode: 'UPI',
    reference: 'U-RETRY',
    paidOn: addDays(today(), -10),
  })
  expect(held.status).toBe(202)
  return { t, loan, id: held.body.pending.id as string }
}

describe('approved but not posted', () => {
  it('a request approved and never posted is posted by the retry, once however often it runs', async () => {
    const { t, loan, id } = await heldPayment()
    await leftApproved(id, t.checker.userId)
    // A request decided moments ago may still be posting: the retry leaves it.
    const fresh = await heldPayment()
    await server.ctx.db.prisma.approvalRequest.update({
      where: { id: fresh.id },
      data: { status: 'approved', deciderId: fresh.t.checker.userId, decidedAt: server.ctx.now() },
    })

    await retry()
    expect(await payments(t.token, loan.id)).toHaveLength(1)
    expect(await request(id)).toMatchObject({ status: 'posted', resultRef: (await payments(t.token, loan.id))[0]!.id })
    expect((await request(fresh.id)).status).toBe('approved')
    await retry()
    expect(await payments(t.token, loan.id)).toHaveLength(1)
  })

  it('a payment posted before the process stopped (not marked) is not posted again', async () => {
    const { t, loan, id } = await heldPayment()
    expect((await approve(t.checker.token, id)).data).toMatchObject({ status: 'posted' })
    const posted = (await request(id)).resultRef
    await leftApproved(id, t.checker.userId)
    await retry()
    await retry()
    expect(await payments(t.token, loan.id)).toHaveLength(1)
    expect(await request(id)).toMatchObject({ status: 'posted', resultRef: posted })
  })

  it('a waiver posted before the process stopped (not marked) is not posted again', async () => {
    const t = await shopWithChecker()
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id)
    await setRules(t.admin.token, [{ action: 'waiver', enabled: true, threshold: 0 }])
    const body = { interest: 1_000, penalCharges: 0, reason: 'Goodwill' }
    const held = await trpc(t.admin.token, 'corrections.waive', { id: loan.id, body }, 'mutation')
    const id = held.data.pending.id as string
    expect((await approve(t.checker.token, id)).data).toMatchObject({ status: 'posted' })
    await leftApproved(id, t.checker.userId)
    // The approval is dated before the waiver it posted, as it was.
    await retry()
    await retry()
    const corrections = await trpc(t.admin.token, 'corrections.ofLoan', { id: loan.id }, 'query')
    expect(corrections.data).toHaveLength(1)
    expect((await request(id)).status).toBe('posted')
  })

  it('a retry the domain now refuses ends failed with its message, and the maker is told', async () => {
    const { t, loan, id } = await heldPayment()
    await leftApproved(id, t.checker.userId)
    // A later payment meanwhile: the held one, dated before it, is refused.
    expect((await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, { amount: 5_000, mode: 'Cash' })).status).toBe(
      201,
    )
    await retry()
    expect(await request(id)).toMatchObject({ status: 'failed', failure: 'Payment date is before the last payment.' })
    expect((await request(id)).notifiedAt).not.toBeNull()
  })
})
