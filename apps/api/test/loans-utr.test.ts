import { addDays, isoDateOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { loanHelpers } from './loans-support.ts'

/**
 * Issue 27: a shop that matches UPI payments by their UTR can refuse a reference already recorded.
 * Off by default: loans.md refuses no repeated reference, so the contract's answer stays.
 */
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

async function twoLoans() {
  const t = await shop()
  const open = async () =>
    openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id, {
      principal: 1_000_000,
      disbursedOn: addDays(today(), -10),
    })
  return { t, first: await open(), second: await open() }
}
const pay = (token: string, loanId: string, body: Record<string, unknown>) =>
  api(token, 'POST', `/api/loans/${loanId}/payments`, { amount: 10_000, ...body })

describe('a repeated UTR (issue 27)', () => {
  it('is recorded as before while the shop has not turned the rule on (loans.md)', async () => {
    const { t, first } = await twoLoans()
    expect((await pay(t.token, first.id, { mode: 'UPI', reference: 'UTR-1' })).status).toBe(201)
    expect((await pay(t.token, first.id, { mode: 'UPI', reference: 'UTR-1' })).status).toBe(201)
  })

  it('is refused with 409 naming the receipt and loan once the rule is on: any case, any loan, UPI or bank transfer', async () => {
    const { t, first, second } = await twoLoans()
    await trpc(t.admin.token, 'shop.updateUpi', { refuseDuplicateUtr: true }, 'mutation')
    const ok = await pay(t.token, first.id, { mode: 'UPI', reference: '412345678901' })
    expect(ok.status).toBe(201)
    const expected = {
      error: `UTR 412345678901 is already recorded on receipt ${ok.body.payment.receiptNumber} (loan ${first.loanNumber}). Each payment has its own UTR; check the one the borrower's app shows.`,
    }
    expect(await pay(t.token, first.id, { mode: 'UPI', reference: ' 412345678901 ' })).toMatchObject({
      status: 409,
      body: expected,
    })
    expect(await pay(t.token, second.id, { mode: 'BankTransfer', reference: '412345678901' })).toMatchObject({
      status: 409,
      body: expected,
    })
    const ref = await pay(t.token, first.id, { mode: 'UPI', reference: 'abc-1' })
    expect((await pay(t.token, first.id, { mode: 'UPI', reference: 'ABC-1' })).body.error).toContain(
      ref.body.payment.receiptNumber,
    )
    // tRPC answers the same message (CONFLICT); nothing was recorded by the refusals.
    const viaTrpc = await trpc(
      t.token,
      'loans.pay',
      { id: second.id, body: { amount: 10_000, mode: 'UPI', reference: '412345678901' } },
      'mutation',
    )
    expect(viaTrpc.error).toMatchObject({ message: expected.error, data: { code: 'CONFLICT', httpStatus: 409 } })
    const ledger = (await api(t.token, 'GET', `/api/loans/${second.id}`)).body.ledger
    expect(ledger.filter((e: { type: string }) => e.type === 'PAYMENT')).toEqual([])
    // The same idempotency key again is the first payment's replay, not a repeated UTR.
    const keyed = { mode: 'UPI', reference: 'K-1', idempotencyKey: crypto.randomUUID() }
    expect((await pay(t.token, second.id, keyed)).status).toBe(201)
    expect((await pay(t.token, second.id, keyed)).status).toBe(200)
  })

  it('a cash payment is never refused for its reference; a reversed payment frees its UTR', async () => {
    const { t, first, second } = await twoLoans()
    await trpc(t.admin.token, 'shop.updateUpi', { refuseDuplicateUtr: true }, 'mutation')
    expect((await pay(t.token, first.id, { mode: 'Cash', reference: 'C-1' })).status).toBe(201)
    expect((await pay(t.token, first.id, { mode: 'Cash', reference: 'C-1' })).status).toBe(201)
    const wrong = await pay(t.token, first.id, { mode: 'UPI', reference: 'UTR-WRONG-LOAN' })
    const reversed = await trpc(
      t.admin.token,
      'corrections.reversePayment',
      { id: first.id, body: { paymentId: wrong.body.payment.id, reason: 'Entered on the wrong loan' } },
      'mutation',
    )
    expect(reversed.status, JSON.stringify(reversed.error)).toBe(200)
    expect((await pay(t.token, second.id, { mode: 'UPI', reference: 'UTR-WRONG-LOAN' })).status).toBe(201)
  })
})
