import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLI_ACTOR } from '@gold/core'
import { createRefund } from '../src/billing/refund-service.ts'
import { createPlan, createTestCoupon } from '../test/billing-support.ts'
import { createTenantWithStaff } from '../test/support/factories.ts'
import { startTestServer, type TestServer } from '../test/support/test-server.ts'
import { checkoutAt, verifyAt, webhookAt } from './support/billing-calls.ts'
import { refundEvent, startFakeGateway, type FakeGateway } from './support/fake-gateway.ts'
import {
  MONEY_INVARIANTS,
  moneyInvariantViolations,
  prismaQuery,
  REFUND_COUNTED_ONCE_RULE,
  SALE_DOCUMENT_RULE,
} from './support/money-invariants.ts'

const EXPIRY_RULE = 'tenant expiry equals the stacked grants minus revocations'

/**
 * The invariant checks are not vacuous: on a healthy database they pass, and each kind of damage
 * a fault could do (a lost redemption, a double grant, a refund counted twice, a burnt document
 * number...) is reported by the rule that names it. Each corruption runs in a transaction that is
 * rolled back, so the next one starts from the healthy state.
 */
describe('money invariants catch what they claim to', () => {
  let gateway: FakeGateway
  let server: TestServer
  let ids: { purchaseId: string; tenantId: string; couponId: string; refundId: string; refundedPurchaseId: string }

  beforeAll(async () => {
    gateway = await startFakeGateway()
    server = await startTestServer({ env: gateway.env })
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server, { prices: { monthly: 40_000 } })
    const { couponId, code } = await createTestCoupon(server, { kind: 'AMOUNT', amountOff: 10_000 })
    const buy = async (body: Record<string, unknown>) => {
      const started = await checkoutAt(server.url, shop.admin.token, body)
      const { payment, confirmation } = gateway.capture(started.body.orderId)
      expect((await verifyAt(server.url, shop.admin.token, confirmation)).status).toBe(200)
      return { purchaseId: started.body.purchaseId as string, payment }
    }
    const first = await buy({ planId: plan.planId, billingCycle: 'monthly', couponCode: code })
    const second = await buy({ planId: plan.planId, billingCycle: 'monthly' })
    const refund = await createRefund(server.ctx, CLI_ACTOR, {
      purchaseId: second.purchaseId,
      amount: 15_000,
      revoke: false,
    })
    const entity = {
      id: refund.gatewayRefundId,
      payment_id: second.payment.id,
      amount: 15_000,
      currency: 'INR',
      status: 'processed',
      notes: { refundId: refund.refundId },
    }
    expect((await webhookAt(server.url, refundEvent('refund.processed', entity))).status).toBe(200)
    ids = {
      purchaseId: first.purchaseId,
      tenantId: shop.tenantId,
      couponId,
      refundId: refund.refundId,
      refundedPurchaseId: second.purchaseId,
    }
  })
  afterAll(async () => {
    await server?.close()
    await gateway?.close()
  })

  it('all hold on a healthy database with paid, discounted and partially refunded purchases', async () => {
    expect(await moneyInvariantViolations(prismaQuery(server.ctx.db.prisma))).toEqual({})
  })

  class Rollback extends Error {}
  /** Apply `damage` in a transaction, read the violations inside it, roll back. */
  async function violationsAfter(damage: string[]) {
    let found: Record<string, unknown[]> = {}
    await server.ctx.db.prisma
      .$transaction(async (tx) => {
        for (const sql of damage) await tx.$executeRawUnsafe(sql)
        found = await moneyInvariantViolations(prismaQuery(tx))
        throw new Rollback()
      })
      .catch((e: unknown) => {
        if (!(e instanceof Rollback)) throw e
      })
    return Object.keys(found)
  }

  const cases: [damage: string, sql: () => string[], rules: string[]][] = [
    [
      'a paid purchase loses its period',
      () => [`UPDATE "Purchase" SET "periodEnd" = NULL WHERE "id" = '${ids.purchaseId}'`],
      [
        'every paid, partially refunded or refunded purchase has periodStart, periodEnd and paidAt, with periodEnd after periodStart',
      ],
    ],
    [
      'the coupon redemption is lost',
      () => [`DELETE FROM "CouponRedemption" WHERE "purchaseId" = '${ids.purchaseId}'`],
      [
        'every paid purchase with a coupon has exactly its redemption (same coupon and tenant)',
        'redemption count per coupon equals its paid purchases',
      ],
    ],
    [
      'a redeemed purchase falls back to CREATED',
      () => [`UPDATE "Purchase" SET "status" = 'CREATED' WHERE "id" = '${ids.purchaseId}'`],
      [
        'no redemption without a paid purchase with that coupon (no CREATED or FAILED purchase is redeemed)',
        'no CREATED or FAILED purchase carries a grant, a payment time, refunds or a refunded amount',
        'redemption count per coupon equals its paid purchases',
        SALE_DOCUMENT_RULE,
      ],
    ],
    [
      'a refund is counted twice',
      () => [`UPDATE "Purchase" SET "refundedAmount" = "refundedAmount" * 2 WHERE "id" = '${ids.refundedPurchaseId}'`],
      ['refundedAmount equals the sum of PROCESSED refunds and lies within 0..total'],
    ],
    [
      'the status no longer follows refundedAmount',
      () => [`UPDATE "Purchase" SET "status" = 'PAID' WHERE "id" = '${ids.refundedPurchaseId}'`],
      ['a settled purchase status is derived from refundedAmount'],
    ],
    [
      'a processed refund loses its credit note',
      () => [`DELETE FROM "BillingDocument" WHERE "refundId" = '${ids.refundId}'`],
      [
        'exactly one credit note per processed refund (for its amount, on its purchase) and none for another refund',
        'no counter is ahead of its documents (a rolled-back issue burns no number)',
      ],
    ],
    [
      'a paid purchase loses its sale document (a gap in the series)',
      () => [`DELETE FROM "BillingDocument" WHERE "saleOfPurchaseId" = '${ids.purchaseId}'`],
      [
        SALE_DOCUMENT_RULE,
        'document numbers per series and financial year are unique, gapless from 1 and match the counter',
        'no counter is ahead of its documents (a rolled-back issue burns no number)',
      ],
    ],
    [
      'a number is burnt',
      () => [`UPDATE "DocumentCounter" SET "lastValue" = "lastValue" + 1`],
      [
        'document numbers per series and financial year are unique, gapless from 1 and match the counter',
        'no counter is ahead of its documents (a rolled-back issue burns no number)',
      ],
    ],
    [
      'a period is granted twice (expiry pushed by another month)',
      () => [
        `UPDATE "Tenant" SET "subscriptionExpiryDate" = "subscriptionExpiryDate" + interval '1 month' WHERE "id" = '${ids.tenantId}'`,
      ],
      [EXPIRY_RULE],
    ],
    [
      'a refund event naming our refund is adopted as a second refund',
      () => [
        `INSERT INTO "Refund" ("id", "purchaseId", "tenantId", "amount", "status", "gatewayRefundId", "createdAt", "updatedAt")
       VALUES ('rfnd-row-dup', '${ids.refundedPurchaseId}', '${ids.tenantId}', 15000, 'PENDING', 'rfnd_dup', now(), now())`,
        `INSERT INTO "WebhookDelivery" ("id", "event", "signatureValid", "outcome", "httpStatus", "rawBody", "bodyBytes", "receivedAt")
       VALUES ('delivery-dup', 'refund.created', true, 'pending', 200,
         '{"event":"refund.created","payload":{"refund":{"entity":{"id":"rfnd_dup","notes":{"refundId":"${ids.refundId}"}}}}}', 100, now())`,
      ],
      [REFUND_COUNTED_ONCE_RULE],
    ],
  ]

  it.each(cases)('%s is reported', async (_damage, sql, rules) => {
    const found = await violationsAfter(sql())
    expect(found.sort()).toEqual([...rules].sort())
    for (const rule of rules) expect(rule === EXPIRY_RULE || rule in MONEY_INVARIANTS).toBe(true)
  })
})
