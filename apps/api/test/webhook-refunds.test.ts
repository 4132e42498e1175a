import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { commands } from '../src/cli/commands.ts'
import {
  MONEY_INVARIANTS,
  prismaQuery,
  REFUND_COUNTED_ONCE_RULE,
} from '../test-reliability/support/money-invariants.ts'
import {
  buyPlan,
  createPlan,
  GATEWAY_BASE,
  postWebhook,
  purchaseRow,
  refundEvent,
  tenantRow,
  unique,
  withBillingServer,
} from './billing-support.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { call } from './support/http.ts'
import type { TestServer } from './support/test-server.ts'

let server: TestServer
const gateway = withBillingServer((started) => {
  server = started
})

const DAY = 86_400_000
const createRefund = (purchase: string, amount: number, revoke: boolean) =>
  commands['refund:create']!(server.ctx, { purchase, amount: String(amount), revoke: String(revoke) }) as Promise<{
    refundId: string
    gatewayRefundId: string
  }>
const refundRow = (id: string) => server.ctx.db.prisma.refund.findUniqueOrThrow({ where: { id } })

async function paidPurchase(amount = 100_000, options: { existingExpiryDays?: number } = {}) {
  const shop = await createTenantWithStaff(server)
  if (options.existingExpiryDays) {
    await server.ctx.db.prisma.tenant.update({
      where: { id: shop.tenantId },
      data: { subscriptionExpiryDate: new Date(server.ctx.now().getTime() + options.existingExpiryDays * DAY) },
    })
  }
  const plan = await createPlan(server, { prices: { monthly: amount } })
  const bought = await buyPlan(server, gateway, shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })
  return { shop, ...bought }
}
const processed = (entity: Record<string, unknown>) =>
  postWebhook(server, refundEvent('refund.processed', { currency: 'INR', status: 'processed', ...entity }))

describe('refund:create', () => {
  it('writes a PENDING refund, asks the gateway with notes {purchaseId, refundId}, stores the gateway id', async () => {
    const { purchaseId, paymentId } = await paidPurchase()
    const out = await createRefund(purchaseId, 30_000, false)
    expect(out).toEqual({ refundId: expect.any(String), gatewayRefundId: expect.stringMatching(/^rfnd_/) })
    expect(gateway.state.refundRequests.at(-1)).toEqual({
      paymentId,
      body: { amount: 30_000, notes: { purchaseId, refundId: out.refundId } },
    })
    expect(await refundRow(out.refundId)).toMatchObject({
      status: 'PENDING',
      amount: 30_000,
      revokesPeriod: false,
      gatewayRefundId: out.gatewayRefundId,
      purchaseId,
    })
  })

  it('refuses more than is left to refund, counting pending refunds, and non-paid purchases', async () => {
    const { purchaseId } = await paidPurchase(10_000)
    await createRefund(purchaseId, 6_000, false)
    await expect(createRefund(purchaseId, 5_000, false)).rejects.toThrow(/At most 4000 paise/)
    await expect(createRefund(purchaseId, 0, false)).rejects.toThrow()
    await expect(createRefund('no-such-purchase', 1, false)).rejects.toThrow(/No purchase/)
  })
})

describe('refund events', () => {
  it('refund.processed (by gateway refund id): PARTIALLY_REFUNDED, credit note, listed with only PROCESSED refunds', async () => {
    const { shop, purchaseId } = await paidPurchase(100_000)
    const first = await createRefund(purchaseId, 40_000, true)
    const second = await createRefund(purchaseId, 10_000, false)
    const res = await processed({ id: first.gatewayRefundId, payment_id: 'ignored', amount: 40_000 })
    expect([res.status, res.body]).toEqual([200, { ok: true }])
    expect(await refundRow(first.refundId)).toMatchObject({ status: 'PROCESSED' })
    const row = await purchaseRow(server, purchaseId)
    expect(row).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 40_000 })
    // A partial refund never revokes, even one recorded as revoking.
    expect((await tenantRow(server, shop.tenantId)).subscriptionExpiryDate).toEqual(row.periodEnd)
    const list = await call(server.url, 'GET', '/api/billing/purchases', { token: shop.admin.token })
    const listed = list.body.find((p: { id: string }) => p.id === purchaseId)
    expect(listed.refunds).toEqual([
      expect.objectContaining({ id: first.refundId, purchaseId, status: 'PROCESSED', amount: 40_000 }),
    ])
    expect(listed.documents.map((d: { type: string }) => d.type)).toEqual(['BILL_OF_SUPPLY', 'CREDIT_NOTE'])
    expect(listed.documents[1]).toMatchObject({
      total: 40_000,
      cancelledAt: null,
      number: expect.stringMatching(/^CRN\/\d{4}-\d{2}\/\d{6}$/),
    })
    expect(listed.refundedAmount).toBe(40_000)
    expect(second.refundId).not.toBe(first.refundId)
  })

  it('a full refund recorded as revoking subtracts exactly the granted span and cancels the sale document', async () => {
    const { shop, purchaseId } = await paidPurchase(50_000, { existingExpiryDays: 20 })
    const before = await tenantRow(server, shop.tenantId)
    const row = await purchaseRow(server, purchaseId)
    const { gatewayRefundId } = await createRefund(purchaseId, 50_000, true)
    await processed({ id: gatewayRefundId, amount: 50_000 })
    const after = await tenantRow(server, shop.tenantId)
    expect(after.subscriptionExpiryDate!.getTime()).toBe(
      before.subscriptionExpiryDate!.getTime() - (row.periodEnd!.getTime() - row.periodStart!.getTime()),
    )
    expect(after.paymentStatus).toBe('Refunded')
    expect(await purchaseRow(server, purchaseId)).toMatchObject({ status: 'REFUNDED', refundedAmount: 50_000 })
    const sale = await server.ctx.db.prisma.billingDocument.findUniqueOrThrow({
      where: { saleOfPurchaseId: purchaseId },
    })
    expect(sale.cancelledAt).not.toBeNull()
  })

  it('a full refund not recorded as revoking keeps the period', async () => {
    const { shop, purchaseId } = await paidPurchase(50_000)
    const before = await tenantRow(server, shop.tenantId)
    const a = await createRefund(purchaseId, 20_000, false)
    const b = await createRefund(purchaseId, 30_000, false)
    await processed({ id: a.gatewayRefundId, amount: 20_000 })
    await processed({ id: b.gatewayRefundId, amount: 30_000 })
    expect(await purchaseRow(server, purchaseId)).toMatchObject({ status: 'REFUNDED', refundedAmount: 50_000 })
    expect((await tenantRow(server, shop.tenantId)).subscriptionExpiryDate).toEqual(before.subscriptionExpiryDate)
  })

  it('resolves by notes.refundId when the gateway id is not stored yet, and links it', async () => {
    const { purchaseId } = await paidPurchase(10_000)
    const purchase = await purchaseRow(server, purchaseId)
    const local = await server.ctx.db.prisma.refund.create({
      data: { purchaseId, tenantId: purchase.tenantId, amount: 3_000, status: 'PENDING' },
    })
    const gatewayRefundId = `rfnd_${unique()}`
    await processed({
      id: gatewayRefundId,
      payment_id: purchase.gatewayPaymentId,
      amount: 3_000,
      notes: { purchaseId, refundId: local.id },
    })
    expect(await refundRow(local.id)).toMatchObject({ status: 'PROCESSED', gatewayRefundId })
    expect((await purchaseRow(server, purchaseId)).refundedAmount).toBe(3_000)
  })

  it('adopts a refund made directly at the gateway against the purchase of its payment_id', async () => {
    const { purchaseId, paymentId } = await paidPurchase(10_000)
    const gatewayRefundId = `rfnd_${unique()}`
    expect(
      (
        await postWebhook(
          server,
          refundEvent('refund.created', {
            id: gatewayRefundId,
            payment_id: paymentId,
            amount: 2_500,
            currency: 'INR',
            status: 'pending',
          }),
        )
      ).body,
    ).toEqual({ ok: true })
    const adopted = await server.ctx.db.prisma.refund.findUniqueOrThrow({ where: { gatewayRefundId } })
    expect(adopted).toMatchObject({ purchaseId, status: 'PENDING', amount: 2_500, revokesPeriod: false })
    await processed({ id: gatewayRefundId, payment_id: paymentId, amount: 2_500 })
    expect(await purchaseRow(server, purchaseId)).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 2_500 })
  })

  it('reordering and replay: processed before created, repeated processed, a late failed: applied once', async () => {
    const { purchaseId, paymentId } = await paidPurchase(10_000)
    const id = `rfnd_${unique()}`
    const entity = { id, payment_id: paymentId, amount: 4_000, currency: 'INR' }
    await processed(entity)
    await processed(entity)
    await postWebhook(server, refundEvent('refund.created', { ...entity, status: 'pending' }))
    await postWebhook(server, refundEvent('refund.failed', { ...entity, status: 'failed' }))
    expect(await server.ctx.db.prisma.refund.findUniqueOrThrow({ where: { gatewayRefundId: id } })).toMatchObject({
      status: 'PROCESSED',
    })
    expect((await purchaseRow(server, purchaseId)).refundedAmount).toBe(4_000)
    expect(await server.ctx.db.prisma.billingDocument.count({ where: { purchaseId, type: 'CREDIT_NOTE' } })).toBe(1)
  })

  it('refund.failed marks a PENDING refund FAILED; nothing is refunded', async () => {
    const { purchaseId } = await paidPurchase(10_000)
    const { refundId, gatewayRefundId } = await createRefund(purchaseId, 1_000, false)
    const res = await postWebhook(
      server,
      refundEvent('refund.failed', { id: gatewayRefundId, amount: 1_000, status: 'failed' }),
    )
    expect(res.body).toEqual({ ok: true })
    expect(await refundRow(refundId)).toMatchObject({ status: 'FAILED' })
    expect(await processed({ id: gatewayRefundId, amount: 1_000 })).toMatchObject({ status: 200 })
    expect((await purchaseRow(server, purchaseId)).refundedAmount).toBe(0)
  })

  it('unknown payment, missing entity id, unusable amount: acknowledged with 200, nothing changes', async () => {
    const before = await server.ctx.db.prisma.refund.count()
    const unknown = await processed({ id: `rfnd_${unique()}`, payment_id: 'pay_nobody', amount: 100 })
    expect([unknown.status, unknown.body]).toEqual([200, { ok: true }])
    for (const event of [
      refundEvent('refund.processed', { amount: 100 }),
      { event: 'refund.processed', payload: {} },
    ]) {
      const res = await postWebhook(server, event)
      expect([res.status, res.body]).toEqual([200, { ok: true }])
    }
    const { paymentId } = await paidPurchase(1_000)
    const malformed = await processed({ id: `rfnd_${unique()}`, payment_id: paymentId, amount: 'all of it' })
    expect([malformed.status, malformed.body]).toEqual([200, { ok: true }])
    expect(await server.ctx.db.prisma.refund.count()).toBe(before)
    const other = await postWebhook(server, refundEvent('refund.speed_changed', { id: 'rfnd_1' }))
    expect(other.body).toEqual({ ok: true, ignored: 'refund.speed_changed' })
  })

  it('never refunds past the order total: the guard marks the excess refund FAILED', async () => {
    const { purchaseId, paymentId } = await paidPurchase(10_000)
    const [a, b] = [`rfnd_${unique()}`, `rfnd_${unique()}`]
    await processed({ id: a, payment_id: paymentId, amount: 7_000 })
    await processed({ id: b, payment_id: paymentId, amount: 7_000 })
    expect(await purchaseRow(server, purchaseId)).toMatchObject({ refundedAmount: 7_000, status: 'PARTIALLY_REFUNDED' })
    expect(await server.ctx.db.prisma.refund.findUniqueOrThrow({ where: { gatewayRefundId: b } })).toMatchObject({
      status: 'FAILED',
    })
  })

  it('a refund the gateway reports processed immediately is applied at once', async () => {
    const { purchaseId } = await paidPurchase(10_000)
    gateway.state.refundStatus = 'processed'
    try {
      const { refundId } = await createRefund(purchaseId, 10_000, false)
      expect(await refundRow(refundId)).toMatchObject({ status: 'PROCESSED' })
      expect((await purchaseRow(server, purchaseId)).status).toBe('REFUNDED')
    } finally {
      gateway.state.refundStatus = 'pending'
    }
  })
})

describe('an event naming one of our refunds is never adopted as a second refund', () => {
  const refundsOf = (purchaseId: string) =>
    server.ctx.db.prisma.refund.findMany({ where: { purchaseId }, orderBy: { createdAt: 'asc' } })
  const creditNotes = (purchaseId: string) =>
    server.ctx.db.prisma.billingDocument.count({ where: { purchaseId, type: 'CREDIT_NOTE' } })
  const lastDelivery = () => server.ctx.db.prisma.webhookDelivery.findFirstOrThrow({ orderBy: { receivedAt: 'desc' } })
  const countedOnce = async () => prismaQuery(server.ctx.db.prisma)(MONEY_INVARIANTS[REFUND_COUNTED_ONCE_RULE]!)

  it('our refund linked to another gateway refund: a pending or failed event under the other id is a conflict, changes nothing, and the refund counts once', async () => {
    const { purchaseId, paymentId } = await paidPurchase(100_000)
    const ours = await createRefund(purchaseId, 30_000, false)
    const other = `rfnd_${unique()}`
    const naming = { id: other, payment_id: paymentId, amount: 30_000, notes: { purchaseId, refundId: ours.refundId } }
    for (const event of ['refund.created', 'refund.failed', 'refund.failed']) {
      const res = await postWebhook(
        server,
        refundEvent(event, {
          currency: 'INR',
          status: event === 'refund.created' ? 'pending' : 'failed',
          ...naming,
        }),
      )
      expect([res.status, res.body]).toEqual([200, { ok: true }])
      expect(await lastDelivery()).toMatchObject({
        outcome: 'conflict',
        httpStatus: 200,
        error: `notes.refundId ${ours.refundId} is linked to gateway refund ${ours.gatewayRefundId}; ${other} not adopted.`,
      })
    }
    expect(await refundsOf(purchaseId)).toEqual([
      expect.objectContaining({ id: ours.refundId, gatewayRefundId: ours.gatewayRefundId, status: 'PENDING' }),
    ])
    expect((await purchaseRow(server, purchaseId)).refundedAmount).toBe(0)

    await processed({
      id: ours.gatewayRefundId,
      payment_id: paymentId,
      amount: 30_000,
      notes: { purchaseId, refundId: ours.refundId },
    })
    await processed(naming)
    expect(await refundsOf(purchaseId)).toEqual([expect.objectContaining({ id: ours.refundId, status: 'PROCESSED' })])
    expect(await purchaseRow(server, purchaseId)).toMatchObject({
      refundedAmount: 30_000,
      status: 'PARTIALLY_REFUNDED',
    })
    expect(await creditNotes(purchaseId)).toBe(1)
    expect(await countedOnce()).toEqual([])
  })

  it('two gateway refunds naming one unlinked refund, even at once: the first links, the other is a conflict', async () => {
    for (const concurrent of [false, true]) {
      const { purchaseId, paymentId } = await paidPurchase(10_000)
      const purchase = await purchaseRow(server, purchaseId)
      // As after a refund:create whose gateway answer never came back (left PENDING, unlinked).
      const local = await server.ctx.db.prisma.refund.create({
        data: { purchaseId, tenantId: purchase.tenantId, amount: 6_000, status: 'PENDING' },
      })
      const events = [`rfnd_${unique()}`, `rfnd_${unique()}`].map((id) => ({
        id,
        payment_id: paymentId,
        amount: 6_000,
        notes: { purchaseId, refundId: local.id },
      }))
      const answers = concurrent
        ? await Promise.all(events.map(processed))
        : [await processed(events[0]!), await processed(events[1]!)]
      expect(answers.map((r) => [r.status, r.body])).toEqual([
        [200, { ok: true }],
        [200, { ok: true }],
      ])
      const rows = await refundsOf(purchaseId)
      expect(rows).toEqual([
        expect.objectContaining({
          id: local.id,
          status: 'PROCESSED',
          gatewayRefundId: expect.toBeOneOf(events.map((e) => e.id)),
        }),
      ])
      if (!concurrent) expect(rows[0]!.gatewayRefundId).toBe(events[0]!.id)
      expect(await purchaseRow(server, purchaseId)).toMatchObject({
        refundedAmount: 6_000,
        status: 'PARTIALLY_REFUNDED',
      })
      expect(await creditNotes(purchaseId)).toBe(1)
    }
    expect(await countedOnce()).toEqual([])
  })

  it('refund:create does not apply a pending gateway answer to a row an event linked to another gateway refund first', async () => {
    const { purchaseId, paymentId } = await paidPurchase(10_000)
    const first = `rfnd_${unique()}`
    gateway.server.use(
      http.post(`${GATEWAY_BASE}/v1/payments/:id/refund`, async ({ request }) => {
        const body = (await request.json()) as { amount: number; notes: { purchaseId: string; refundId: string } }
        // Before the gateway answers, an event for a duplicate refund naming the same request arrives.
        await postWebhook(
          server,
          refundEvent('refund.created', {
            id: first,
            payment_id: paymentId,
            amount: body.amount,
            currency: 'INR',
            status: 'pending',
            notes: body.notes,
          }),
        )
        return HttpResponse.json({
          id: `rfnd_${unique()}`,
          payment_id: paymentId,
          amount: body.amount,
          currency: 'INR',
          status: 'pending',
          notes: body.notes,
        })
      }),
    )
    try {
      const out = await createRefund(purchaseId, 4_000, false)
      expect(out.gatewayRefundId).not.toBe(first)
      expect(await refundRow(out.refundId)).toMatchObject({ gatewayRefundId: first, status: 'PENDING' })
      expect((await purchaseRow(server, purchaseId)).refundedAmount).toBe(0)
      const notes = { purchaseId, refundId: out.refundId }
      // Its confirmation names our refund by notes.refundId: applied once (issue 23 item 1).
      await processed({ id: out.gatewayRefundId, payment_id: paymentId, amount: 4_000, notes })
      expect((await lastDelivery()).outcome).toBe('processed')
      await processed({ id: first, payment_id: paymentId, amount: 4_000, notes })
      expect(await refundsOf(purchaseId)).toEqual([
        expect.objectContaining({ id: out.refundId, status: 'PROCESSED', gatewayRefundId: first }),
      ])
      expect((await purchaseRow(server, purchaseId)).refundedAmount).toBe(4_000)
      expect(await countedOnce()).toEqual([])
    } finally {
      gateway.server.resetHandlers()
    }
  })

  it('a notes.refundId that names none of our refunds is adopted like a refund made at the gateway', async () => {
    const { purchaseId, paymentId } = await paidPurchase(10_000)
    const id = `rfnd_${unique()}`
    await processed({ id, payment_id: paymentId, amount: 2_000, notes: { refundId: 'not-one-of-ours' } })
    expect(await refundsOf(purchaseId)).toEqual([
      expect.objectContaining({ gatewayRefundId: id, status: 'PROCESSED', amount: 2_000 }),
    ])
  })
})
