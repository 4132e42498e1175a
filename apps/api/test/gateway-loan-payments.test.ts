import { describe, expect, it } from 'vitest'
import { reconcileLoanPayments } from '../src/gateway/loan-payments-reconcile.ts'
import { recordLoanPayment } from '../src/loans/loan-payment-service.ts'
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
  startPayment,
  type Paid,
  type PayingShop,
} from './gateway-support.ts'
import { call } from './support/http.ts'

/** Paying a loan from the portal on the shop's own gateway (issue 27), through the sandbox: no mocks. */
const kit = useGatewayKit()

const payQuietly = (shop: PayingShop, gatewayOrderId: string) => payWithoutWebhook(kit, shop, gatewayOrderId)
const confirm = (shop: PayingShop, paid: Paid) => confirmPayment(kit, shop, paid)
const state = (shop: PayingShop, orderId: string) => paymentState(kit, shop, orderId)
const started = (shop: PayingShop, body: Record<string, unknown>) => startedPayment(kit, shop, body)

const reconcileLater = async () => {
  kit.server.clock.advance(2 * 60_000)
  return reconcileLoanPayments(kit.server.ctx)
}

describe('paying a loan from the portal', () => {
  it('posts a captured payment once by the webhook, however often it comes, then verify and reconciler agree', async () => {
    const shop = await payingShop(kit)
    const order = await started(shop, { choice: 'amount', amount: 150000 })
    expect(order).toMatchObject({ amount: 150000, keyId: shop.account.keyId })
    expect(order.checkoutUrl).toContain(`order_id=${order.gatewayOrderId}`)

    const paid = payQuietly(shop, order.gatewayOrderId)
    const payment = { id: paid.paymentId, order_id: order.gatewayOrderId, amount: 150000 }
    for (let i = 0; i < 3; i++) {
      const res = await deliverCapture(kit, shopWebhook(shop), payment, shop.account.webhookSecret!)
      expect(res.status, res.text).toBe(200)
    }
    expect((await confirm(shop, paid)).data).toMatchObject({ status: 'posted', amount: 150000 })
    expect((await reconcileLater()).settled).toBe(0)

    const payments = await loanPayments(kit, shop)
    expect(payments).toHaveLength(1)
    expect(payments[0]).toMatchObject({ amount: 150000, mode: 'UPI', reference: paid.paymentId })
    const after = await state(shop, order.orderId)
    expect(after.receipt.receiptNumber).toBe(payments[0]!.receiptNumber)
    expect(after.loan.toClose).toBeGreaterThan(0)

    // The books: the whole amount into the gateway clearing account.
    const lines = await kit.server.ctx.db.prisma.journalLine.findMany({
      where: { tenantId: shop.tenantId, accountCode: '1300' },
    })
    // The disbursement went out by UPI (credit), the payment came in (debit).
    expect(lines.map((l) => [Number(l.debitPaise), Number(l.creditPaise)]).sort()).toEqual([
      [0, 30_000_00],
      [150000, 0],
    ])
  })

  it('settles by the verify callback first, then the late webhook and the reconciler change nothing', async () => {
    const shop = await payingShop(kit)
    const order = await started(shop, { choice: 'nextDue' })
    const paid = payQuietly(shop, order.gatewayOrderId)
    const confirmed = await confirm(shop, paid)
    expect(confirmed.data, confirmed.text).toMatchObject({ status: 'posted', amount: order.amount })
    expect(confirmed.data.receipt.receiptNumber).toMatch(/^PR\//)
    const late = await deliverCapture(
      kit,
      shopWebhook(shop),
      { id: paid.paymentId, order_id: order.gatewayOrderId, amount: order.amount },
      shop.account.webhookSecret!,
    )
    expect(late.body).toEqual({ ok: true, outcome: 'already' })
    await reconcileLater()
    expect(await loanPayments(kit, shop)).toHaveLength(1)
  })

  it('settles by the reconciler when neither the webhook nor the callback arrived', async () => {
    const shop = await payingShop(kit)
    const order = await started(shop, { choice: 'close' })
    payQuietly(shop, order.gatewayOrderId)
    expect((await state(shop, order.orderId)).status).toBe('created')
    const first = await reconcileLater()
    expect(first.settled).toBeGreaterThanOrEqual(1)
    const after = await state(shop, order.orderId)
    expect(after).toMatchObject({ status: 'posted', loan: { status: 'Closed', toClose: 0 } })
    expect(after.loan.releaseDueBy).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect((await reconcileLater()).settled).toBe(0)
    expect(await loanPayments(kit, shop)).toHaveLength(1)
  })

  it('posts once when webhook, verify and reconciler race, each several times', async () => {
    const shop = await payingShop(kit)
    const order = await started(shop, { choice: 'amount', amount: 99900 })
    const paid = payQuietly(shop, order.gatewayOrderId)
    const capture = { id: paid.paymentId, order_id: order.gatewayOrderId, amount: 99900 }
    kit.server.clock.advance(2 * 60_000)
    const answers = await Promise.all([
      ...[1, 2, 3].map(() => deliverCapture(kit, shopWebhook(shop), capture, shop.account.webhookSecret!)),
      ...[1, 2, 3].map(() => confirm(shop, paid)),
      ...[1, 2].map(() => reconcileLoanPayments(kit.server.ctx)),
    ])
    for (const a of answers.slice(0, 6)) expect((a as { status: number }).status).toBe(200)
    const payments = await loanPayments(kit, shop)
    expect(payments.filter((p) => p.reference === paid.paymentId)).toHaveLength(1)
    expect((await state(shop, order.orderId)).status).toBe('posted')
  })

  it('completes a payment posted by a process that died before marking its order', async () => {
    const shop = await payingShop(kit)
    const order = await started(shop, { choice: 'amount', amount: 70000 })
    const paid = payQuietly(shop, order.gatewayOrderId)
    // What the dying process committed: the payment under the gateway's id, the order still `created`.
    await recordLoanPayment(
      kit.server.ctx,
      shop.tenantId,
      shop.loan.id,
      { amount: 70000, mode: 'UPI', reference: paid.paymentId, paidOn: null, idempotencyKey: paid.paymentId },
      { userId: null },
    )
    expect((await state(shop, order.orderId)).status).toBe('created')
    expect((await reconcileLater()).errors).toBe(0)
    expect(await state(shop, order.orderId)).toMatchObject({
      status: 'posted',
      receipt: { receiptNumber: expect.stringMatching(/^PR\//) },
    })
    expect(await loanPayments(kit, shop)).toHaveLength(1)
  })

  it('sends the borrower a message with the receipt', async () => {
    const shop = await payingShop(kit)
    const order = await started(shop, { choice: 'amount', amount: 50000 })
    await confirm(shop, payQuietly(shop, order.gatewayOrderId))
    const notes = await trpc(kit.server, 'query', 'portal.notifications', undefined, shop.borrower.auth)
    expect(JSON.stringify(notes.data.items)).toContain('PR/')
  })

  it('refuses what cannot be paid online', async () => {
    const shop = await payingShop(kit)
    const tooMuch = await startPayment(kit, shop, { choice: 'amount', amount: 10 ** 12 })
    expect(tooMuch.error?.message).toMatch(/^Pay from ₹1 up to the amount to close the loan \(₹30,0/)
    const tooLittle = await startPayment(kit, shop, { choice: 'amount', amount: 99 })
    expect(tooLittle.error?.httpStatus).toBe(400)
    const other = await startPayment(kit, shop, { choice: 'close', loanId: 'not-theirs' })
    expect(other.error).toMatchObject({ httpStatus: 404, message: 'Loan not found.' })
  })
})

describe('a capture that no longer fits', () => {
  it('is refunded when the loan was closed meanwhile, never posted', async () => {
    const shop = await payingShop(kit)
    const order = await started(shop, { choice: 'amount', amount: 200000 })
    const quote = await call(kit.server.url, 'GET', `/api/loans/${shop.loan.id}/closure-quote`, {
      token: shop.admin.token,
    })
    const closed = await call(kit.server.url, 'POST', `/api/loans/${shop.loan.id}/payments`, {
      token: shop.admin.token,
      body: { amount: quote.body.total, mode: 'UPI', reference: 'UTR-CLOSE' },
    })
    expect(closed.status, closed.text).toBe(201)
    const paid = payQuietly(shop, order.gatewayOrderId)
    const answers = await Promise.all([
      deliverCapture(
        kit,
        shopWebhook(shop),
        { id: paid.paymentId, order_id: order.gatewayOrderId, amount: 200000 },
        shop.account.webhookSecret!,
      ),
      confirm(shop, paid),
      confirm(shop, paid),
    ])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect((await state(shop, order.orderId)).status).toBe('refunded')
    expect((await loanPayments(kit, shop)).map((p) => p.reference)).toEqual(['UTR-CLOSE'])
    const refunds = [...kit.sandbox.state.refunds.values()].filter((r) => r.payment_id === paid.paymentId)
    expect(refunds.map((r) => r.amount)).toEqual([200000])
    const held = await trpc(kit.server, 'query', 'gateway.heldPayments', undefined, { token: shop.admin.token })
    expect(held.data.refunded).toEqual([
      expect.objectContaining({
        orderId: order.orderId,
        amount: 200000,
        status: 'refunded',
        loanNumber: shop.loan.loanNumber,
      }),
    ])
  })

  it('is refunded when it is above the amount to close now', async () => {
    const shop = await payingShop(kit)
    const order = await started(shop, { choice: 'close' })
    const part = await call(kit.server.url, 'POST', `/api/loans/${shop.loan.id}/payments`, {
      token: shop.admin.token,
      body: { amount: 100000, mode: 'UPI', reference: 'UTR-PART' },
    })
    expect(part.status, part.text).toBe(201)
    payQuietly(shop, order.gatewayOrderId)
    expect((await reconcileLater()).refunded).toBeGreaterThanOrEqual(1)
    expect((await state(shop, order.orderId)).status).toBe('refunded')
    expect(await loanPayments(kit, shop)).toHaveLength(1)
  })

  it('is held for the shop when the refund fails, then resolved once', async () => {
    const shop = await payingShop(kit)
    const order = await started(shop, { choice: 'amount', amount: 120000 })
    const quote = await call(kit.server.url, 'GET', `/api/loans/${shop.loan.id}/closure-quote`, {
      token: shop.admin.token,
    })
    await call(kit.server.url, 'POST', `/api/loans/${shop.loan.id}/payments`, {
      token: shop.admin.token,
      body: { amount: quote.body.total, mode: 'Cash' },
    })
    const paid = payQuietly(shop, order.gatewayOrderId)
    // Refunded on the gateway's dashboard before the shop's refund: the gateway refuses ours.
    const manual = await fetch(sandboxUrl(`/sandbox/payments/${paid.paymentId}/refund`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(manual.status).toBe(200)
    expect((await confirm(shop, paid)).data.status).toBe('held')
    const admin = { token: shop.admin.token }
    const held = await trpc(kit.server, 'query', 'gateway.heldPayments', undefined, admin)
    expect(held.data).toMatchObject({ waitingCount: 1, waiting: [{ orderId: order.orderId, status: 'held' }] })
    expect(held.data.waiting[0].note).toMatch(/refused the refund/)

    const noNote = await trpc(
      kit.server,
      'mutation',
      'gateway.resolveHeldPayment',
      { orderId: order.orderId, action: 'settledOutside' },
      admin,
    )
    expect(noNote.error?.httpStatus).toBe(400)
    const resolve = { orderId: order.orderId, action: 'settledOutside', note: 'Refunded on the gateway dashboard' }
    const [a, b] = await Promise.all([
      trpc(kit.server, 'mutation', 'gateway.resolveHeldPayment', resolve, admin),
      trpc(kit.server, 'mutation', 'gateway.resolveHeldPayment', resolve, admin),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    expect((await state(shop, order.orderId)).status).toBe('resolved')
    expect(await loanPayments(kit, shop)).toHaveLength(1)
  })
})

function sandboxUrl(path: string) {
  return `${kit.server.ctx.config.gateway.apiBase.replace(/\/+$/, '')}${path}`
}
