import { describe, expect, it } from 'vitest'
import { trpc } from './customers-helpers.ts'
import {
  deliverCapture,
  loanPayments,
  payingShop,
  paymentState,
  payWithoutWebhook,
  shopWebhook,
  startedPayment,
  useGatewayKit,
  startPayment,
} from './gateway-support.ts'

/** A shop's own gateway keys (issue 27): sealed, the owner's alone, and the only secret its webhook takes. */
const kit = useGatewayKit()

describe("the shop's gateway keys", () => {
  it('are sealed in the database and shown again only as their last four characters', async () => {
    const shop = await payingShop(kit)
    const settings = await trpc(kit.server, 'query', 'gateway.settings', undefined, { token: shop.admin.token })
    expect(settings.data).toMatchObject({
      configured: true,
      keyId: shop.account.keyId,
      keySecretEndsWith: shop.account.keySecret.slice(-4),
      webhookSecretEndsWith: shop.account.webhookSecret!.slice(-4),
    })
    expect(settings.data.webhookUrl).toMatch(new RegExp(`/api/webhooks/gateway/shops/${shop.slug}$`))
    expect(settings.text).not.toContain(shop.account.keySecret)
    expect(settings.text).not.toContain(shop.account.webhookSecret)
    const rows = await kit.server.ctx.db.prisma.$queryRawUnsafe<Record<string, unknown>[]>(
      `SELECT * FROM "ShopGateway" WHERE "tenantId" = $1`,
      shop.tenantId,
    )
    expect(rows).toHaveLength(1)
    const raw = JSON.stringify(rows[0])
    expect(raw).not.toContain(shop.account.keySecret)
    expect(raw).not.toContain(shop.account.webhookSecret)
    expect(raw).toContain(shop.account.keyId)
  })

  it('are the owner\u2019s alone', async () => {
    const shop = await payingShop(kit)
    const employee = await trpc(kit.server, 'query', 'gateway.settings', undefined, { token: shop.employee.token })
    expect(employee.error).toMatchObject({ httpStatus: 403, message: 'You do not have permission to do this.' })
  })

  it("refuse a webhook signed with another shop's secret or the platform's", async () => {
    const shop = await payingShop(kit)
    const other = await payingShop(kit)
    const order = await startedPayment(kit, shop, { choice: 'amount', amount: 10000 })
    const paid = payWithoutWebhook(kit, shop, order.gatewayOrderId)
    const capture = { id: paid.paymentId, order_id: order.gatewayOrderId, amount: 10000 }
    for (const secret of [other.account.webhookSecret!, 'platform-secret', shop.account.keySecret]) {
      const res = await deliverCapture(kit, shopWebhook(shop), capture, secret)
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ error: 'Invalid signature.' })
    }
    // Nor does a shop's own secret settle another shop's order.
    const crossed = await deliverCapture(kit, shopWebhook(other), capture, other.account.webhookSecret!)
    expect(crossed.body).toEqual({ ok: true, outcome: 'unknown-order' })
    expect(await loanPayments(kit, shop)).toHaveLength(0)
    expect((await paymentState(kit, shop, order.orderId)).status).toBe('created')
  })

  it('turn online payment off when the shop has none', async () => {
    const shop = await payingShop(kit)
    const payOnline = async () =>
      (await trpc(kit.server, 'query', 'portal.payOnline', undefined, shop.borrower.auth)).data
    expect(await payOnline()).toEqual({ available: true })
    await trpc(kit.server, 'mutation', 'gateway.removeSettings', undefined, { token: shop.admin.token })
    const res = await startPayment(kit, shop, { choice: 'nextDue' })
    expect(res.error).toMatchObject({ httpStatus: 409 })
    expect(await payOnline()).toEqual({ available: false })
  })
})
