import { describe, expect, it } from 'vitest'
import { reconcileLoanPayments } from '../src/gateway/loan-payments-reconcile.ts'
import { trpc } from './customers-helpers.ts'
import {
  confirmPayment,
  deliverCapture,
  loanPayments,
  payingShop,
  paymentState,
  payWithoutWebhook,
  shopWebhook,
  startedPayment,
  useGatewayKit,
  type Paid,
  type PayingShop,
} from './gateway-support.ts'

/** One order paid twice at the gateway (issue 27): one payment posts, the other is refunded or held, once. */
const kit = useGatewayKit()

const AMOUNT = 80000

async function paidTwice() {
  const shop = await payingShop(kit)
  const order = await startedPayment(kit, shop, { choice: 'amount', amount: AMOUNT })
  const first = payWithoutWebhook(kit, shop, order.gatewayOrderId)
  const second = payWithoutWebhook(kit, shop, order.gatewayOrderId)
  return { shop, order, first, second }
}

const webhook = (shop: PayingShop, paid: Paid) =>
  deliverCapture(
    kit,
    shopWebhook(shop),
    { id: paid.paymentId, order_id: paid.orderId, amount: AMOUNT },
    shop.account.webhookSecret!,
  )

const reconcileLater = async () => {
  kit.server.clock.advance(2 * 60_000)
  return reconcileLoanPayments(kit.server.ctx)
}

const refundsOf = (paymentId: string) =>
  [...kit.sandbox.state.refunds.values()].filter((r) => r.payment_id === paymentId).map((r) => r.amount)

const heldPayments = async (shop: PayingShop) =>
  (await trpc(kit.server, 'query', 'gateway.heldPayments', undefined, { token: shop.admin.token })).data

/** The staff message log of the borrower: kind, channel and the honest status (no provider set up here: outbox). */
async function toldBorrower(shop: PayingShop) {
  const log = await trpc(
    kit.server,
    'query',
    'messages.list',
    { customerId: shop.borrower.customer.id },
    { token: shop.admin.token },
  )
  expect(log.status, log.text).toBe(200)
  const rows = log.data.items as { kind: string; channel: string; status: string }[]
  return rows
    .filter((r) => r.kind.startsWith('onlinePayment'))
    .map((r) => `${r.kind} ${r.channel} ${r.status}`)
    .sort()
}

/** Exactly one of the two payments posted on the loan, the other refunded once at the gateway. */
async function expectOnePostedOneRefunded(shop: PayingShop, a: Paid, b: Paid) {
  const posted = (await loanPayments(kit, shop)).map((p) => p.reference)
  expect(posted).toHaveLength(1)
  const other = posted[0] === a.paymentId ? b : a
  expect([a.paymentId, b.paymentId]).toContain(posted[0])
  expect(refundsOf(posted[0]!)).toEqual([])
  expect(refundsOf(other.paymentId)).toEqual([AMOUNT])
  return other
}

describe('one order paid twice', () => {
  it('posts the first payment and refunds the second, whatever reports it how often', async () => {
    const { shop, order, first, second } = await paidTwice()
    expect((await webhook(shop, first)).body).toEqual({ ok: true, outcome: 'posted' })
    expect((await webhook(shop, second)).body).toEqual({ ok: true, outcome: 'refunded' })
    expect((await webhook(shop, second)).body).toEqual({ ok: true, outcome: 'already' })
    expect((await confirmPayment(kit, shop, second)).data).toMatchObject({ status: 'posted', amount: AMOUNT })
    expect(await reconcileLater()).toMatchObject({ settled: 0, refunded: 0, errors: 0 })

    expect((await loanPayments(kit, shop)).map((p) => p.reference)).toEqual([first.paymentId])
    expect(refundsOf(second.paymentId)).toEqual([AMOUNT])
    expect((await paymentState(kit, shop, order.orderId)).status).toBe('posted')
    const held = await heldPayments(shop)
    expect(held.waitingCount).toBe(0)
    expect(held.refunded).toEqual([
      expect.objectContaining({
        amount: AMOUNT,
        status: 'refunded',
        gatewayPaymentId: second.paymentId,
        loanNumber: shop.loan.loanNumber,
        why: expect.stringMatching(/paid the same order twice/),
      }),
    ])
    expect(await toldBorrower(shop)).toEqual([
      'onlinePaymentRefunded email outbox',
      'onlinePaymentRefunded sms outbox',
      'onlinePaymentRefunded whatsapp outbox',
    ])
  })

  it('posts one and refunds the other when the reconciler hears of both first', async () => {
    const { shop, first, second } = await paidTwice()
    expect(await reconcileLater()).toMatchObject({ settled: 1, refunded: 1, errors: 0 })
    for (const paid of [second, first]) {
      expect((await webhook(shop, paid)).body).toEqual({ ok: true, outcome: 'already' })
      expect((await confirmPayment(kit, shop, paid)).status).toBe(200)
    }
    expect(await reconcileLater()).toMatchObject({ settled: 0, refunded: 0 })
    await expectOnePostedOneRefunded(shop, first, second)
  })

  it('posts one and refunds the other once when webhooks, verifies and the reconciler race', async () => {
    const { shop, first, second } = await paidTwice()
    kit.server.clock.advance(2 * 60_000)
    const answers = await Promise.all([
      ...[second, first, second, first].map((p) => webhook(shop, p)),
      ...[first, second].map((p) => confirmPayment(kit, shop, p)),
      reconcileLoanPayments(kit.server.ctx),
      reconcileLoanPayments(kit.server.ctx),
    ])
    for (const a of answers.slice(0, 6)) expect((a as { status: number }).status).toBe(200)
    await expectOnePostedOneRefunded(shop, first, second)
    expect((await heldPayments(shop)).refunded).toHaveLength(1)
    expect(await toldBorrower(shop)).toHaveLength(3)
  })

  it('holds the second payment for the shop when the gateway refuses its refund', async () => {
    const { shop, first, second } = await paidTwice()
    // Refunded on the gateway's dashboard already: the gateway refuses the shop's refund.
    const base = kit.server.ctx.config.gateway.apiBase.replace(/\/+$/, '')
    const manual = await fetch(`${base}/sandbox/payments/${second.paymentId}/refund`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(manual.status).toBe(200)
    expect((await confirmPayment(kit, shop, first)).data.status).toBe('posted')
    expect((await webhook(shop, second)).body).toEqual({ ok: true, outcome: 'held' })
    expect((await webhook(shop, second)).body).toEqual({ ok: true, outcome: 'already' })
    const held = await heldPayments(shop)
    expect(held).toMatchObject({
      waitingCount: 1,
      waiting: [{ status: 'held', gatewayPaymentId: second.paymentId, amount: AMOUNT }],
    })
    expect(held.waiting[0].note).toMatch(/refused the refund/)
    expect((await loanPayments(kit, shop)).map((p) => p.reference)).toEqual([first.paymentId])
    const refundAgain = { orderId: held.waiting[0].orderId, action: 'refund' }
    const again = await trpc(kit.server, 'mutation', 'gateway.resolveHeldPayment', refundAgain, {
      token: shop.admin.token,
    })
    expect(again.data).toEqual({ status: 'held' })
    expect(await toldBorrower(shop)).toEqual([
      'onlinePaymentHeld email outbox',
      'onlinePaymentHeld sms outbox',
      'onlinePaymentHeld whatsapp outbox',
    ])
  })
})
