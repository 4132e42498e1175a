import { describe, expect, it } from 'vitest'
import { listDeliveriesPage } from '../src/webhook/webhook-log.ts'
import { trimDeliveries } from '../src/webhook/webhook-retention.ts'
import { trpc } from './customers-helpers.ts'
import {
  deliverCapture,
  payingShop,
  payWithoutWebhook,
  shopWebhook,
  startedPayment,
  useGatewayKit,
  type PayingShop,
} from './gateway-support.ts'

/** A shop's own gateway's deliveries in the webhook delivery log (issue 27): stored under the shop, shown to its owner. */
const kit = useGatewayKit()

const deliveries = async (shop: PayingShop, token = shop.admin.token) =>
  trpc(kit.server, 'query', 'gateway.webhookDeliveries', undefined, { token })

describe("a shop's webhook deliveries", () => {
  it('are logged under the shop with their outcome and listed for its owner, newest first', async () => {
    const shop = await payingShop(kit)
    const other = await payingShop(kit)
    const order = await startedPayment(kit, shop, { choice: 'amount', amount: 20000 })
    const paid = payWithoutWebhook(kit, shop, order.gatewayOrderId)
    const capture = { id: paid.paymentId, order_id: order.gatewayOrderId, amount: 20000 }
    const secret = shop.account.webhookSecret!
    expect((await deliverCapture(kit, shopWebhook(shop), capture, secret)).status).toBe(200)
    kit.server.clock.advance(1000)
    expect((await deliverCapture(kit, shopWebhook(shop), capture, secret)).status).toBe(200)
    kit.server.clock.advance(1000)
    expect((await deliverCapture(kit, shopWebhook(shop), capture, other.account.webhookSecret!)).status).toBe(400)

    const listed = await deliveries(shop)
    expect(listed.status, listed.text).toBe(200)
    expect(
      listed.data.map((d: Record<string, unknown>) => [d.event, d.signatureValid, d.outcome, d.httpStatus]),
    ).toEqual([
      [null, false, 'invalid-signature', 400],
      ['payment.captured', true, 'duplicate', 200],
      ['payment.captured', true, 'posted', 200],
    ])
    expect((await deliveries(other)).data).toEqual([])

    const rows = await kit.server.ctx.db.prisma.webhookDelivery.findMany({
      where: { tenantId: shop.tenantId },
      orderBy: { receivedAt: 'asc' },
    })
    expect(rows.map((r) => r.rawBody !== null)).toEqual([true, true, false])
    const platform = await listDeliveriesPage(kit.server.ctx, {})
    expect(platform.items.some((d) => rows.some((r) => r.id === d.id))).toBe(false)
  })

  it('log an unexpected failure as an error, answered 500 so the gateway retries', async () => {
    const shop = await payingShop(kit)
    const order = await startedPayment(kit, shop, { choice: 'amount', amount: 20000 })
    const paid = payWithoutWebhook(kit, shop, order.gatewayOrderId)
    const orders = kit.server.ctx.db.forTenant(shop.tenantId).loanPaymentOrder
    // A loan the order no longer finds: the loan service's refusal is no misfit, so the delivery fails.
    await orders.update({ where: { id: order.orderId }, data: { loanId: 'gone' } })
    const capture = { id: paid.paymentId, order_id: order.gatewayOrderId, amount: 20000 }
    const res = await deliverCapture(kit, shopWebhook(shop), capture, shop.account.webhookSecret!)
    expect([res.status, res.body]).toEqual([500, { error: 'Internal Server Error' }])
    expect((await deliveries(shop)).data).toEqual([
      expect.objectContaining({ event: 'payment.captured', outcome: 'error', httpStatus: 500, signatureValid: true }),
    ])
  })

  it("are the owner's alone", async () => {
    const shop = await payingShop(kit)
    const employee = await deliveries(shop, shop.employee.token)
    expect(employee.error).toMatchObject({ httpStatus: 403, message: 'You do not have permission to do this.' })
  })

  it("keep each sender's signed evidence under its own cap: a busy shop never pushes the platform's out", async () => {
    const shop = await payingShop(kit)
    const db = kit.server.ctx.db.prisma
    const at = (minutes: number) => new Date(Date.UTC(2020, 0, 1, 0, minutes))
    const row = (tenantId: string | null, minutes: number) => ({
      tenantId,
      event: 'payment.captured',
      signatureValid: true,
      outcome: 'posted',
      httpStatus: 200,
      receivedAt: at(minutes),
    })
    await db.webhookDelivery.createMany({
      data: [row(null, 1), row(null, 2), row(null, 3), ...[10, 11, 12, 13].map((m) => row(shop.tenantId, m))],
    })
    await trimDeliveries(kit.server.ctx, true, 2)
    const kept = await db.webhookDelivery.groupBy({ by: ['tenantId'], where: { signatureValid: true }, _count: true })
    for (const group of kept) expect(group._count).toBeLessThanOrEqual(2)
    const platform = await db.webhookDelivery.findMany({ where: { tenantId: null, signatureValid: true } })
    expect(platform.map((r) => r.receivedAt.getTime()).sort()).toEqual([at(2).getTime(), at(3).getTime()])
    const ours = await db.webhookDelivery.findMany({ where: { tenantId: shop.tenantId } })
    expect(ours.map((r) => r.receivedAt.getTime()).sort()).toEqual([at(12).getTime(), at(13).getTime()])
  })
})
