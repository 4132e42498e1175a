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
  postWebhook,
  purchaseRow,
  refundEvent,
  unique,
  withBillingServer,
} from './billing-support.ts'
import { createTenantWithStaff } from './support/factories.ts'
import type { TestServer } from './support/test-server.ts'

/**
 * Issue 23 item 1: the gateway confirms one of our refunds under a gateway refund id other than
 * the one we stored. Resolution (2) (notes.refundId) applies it once; the confirmation under the
 * stored id, before or after, must not count it again.
 */
let server: TestServer
const gateway = withBillingServer((started) => {
  server = started
})

const createRefund = (purchase: string, amount: number) =>
  commands['refund:create']!(server.ctx, { purchase, amount: String(amount), revoke: 'false' }) as Promise<{
    refundId: string
    gatewayRefundId: string
  }>
const event = (name: string, entity: Record<string, unknown>) =>
  postWebhook(server, refundEvent(name, { currency: 'INR', ...entity }))
const lastDelivery = () => server.ctx.db.prisma.webhookDelivery.findFirstOrThrow({ orderBy: { receivedAt: 'desc' } })
const creditNotes = (purchaseId: string) =>
  server.ctx.db.prisma.billingDocument.count({ where: { purchaseId, type: 'CREDIT_NOTE' } })

async function pendingRefund(amount: number) {
  const shop = await createTenantWithStaff(server)
  const plan = await createPlan(server, { prices: { monthly: 100_000 } })
  const { purchaseId, paymentId } = await buyPlan(server, gateway, shop.admin.token, {
    planId: plan.planId,
    billingCycle: 'monthly',
  })
  const ours = await createRefund(purchaseId, amount)
  return { purchaseId, paymentId, ours }
}

describe('a refund confirmed under another gateway refund id', () => {
  for (const order of ['other id first', 'stored id first'] as const) {
    it(`is applied once by notes.refundId (${order})`, async () => {
      const { purchaseId, paymentId, ours } = await pendingRefund(30_000)
      const notes = { purchaseId, refundId: ours.refundId }
      const other = {
        id: `rfnd_${unique()}`,
        payment_id: paymentId,
        amount: 30_000,
        status: 'processed',
        notes,
      }
      const stored = { ...other, id: ours.gatewayRefundId }
      const sequence = order === 'other id first' ? [other, stored, other] : [stored, other, stored]
      for (const [i, entity] of sequence.entries()) {
        const res = await event('refund.processed', entity)
        expect([res.status, res.body]).toEqual([200, { ok: true }])
        expect((await purchaseRow(server, purchaseId)).refundedAmount).toBe(30_000)
        if (i === 0 && entity === other)
          expect(await lastDelivery()).toMatchObject({
            outcome: 'processed',
            error: `Confirmed under gateway refund ${other.id}; refund ${ours.refundId} is linked to ${ours.gatewayRefundId}.`,
          })
      }
      const rows = await server.ctx.db.prisma.refund.findMany({ where: { purchaseId } })
      expect(rows).toEqual([
        expect.objectContaining({ id: ours.refundId, gatewayRefundId: ours.gatewayRefundId, status: 'PROCESSED' }),
      ])
      expect(await purchaseRow(server, purchaseId)).toMatchObject({
        refundedAmount: 30_000,
        status: 'PARTIALLY_REFUNDED',
      })
      expect(await creditNotes(purchaseId)).toBe(1)
      expect(await prismaQuery(server.ctx.db.prisma)(MONEY_INVARIANTS[REFUND_COUNTED_ONCE_RULE]!)).toEqual([])
    })
  }

  it('a pending or failed event under another id changes nothing: the stored gateway refund still governs', async () => {
    const { purchaseId, paymentId, ours } = await pendingRefund(10_000)
    const other = { id: `rfnd_${unique()}`, payment_id: paymentId, amount: 10_000 }
    const notes = { purchaseId, refundId: ours.refundId }
    await event('refund.failed', { ...other, status: 'failed', notes })
    expect(await lastDelivery()).toMatchObject({ outcome: 'conflict' })
    await event('refund.created', { ...other, status: 'pending', notes })
    expect(await server.ctx.db.prisma.refund.findMany({ where: { purchaseId } })).toEqual([
      expect.objectContaining({ id: ours.refundId, status: 'PENDING' }),
    ])
    await event('refund.processed', { ...other, id: ours.gatewayRefundId, status: 'processed', notes })
    expect((await purchaseRow(server, purchaseId)).refundedAmount).toBe(10_000)
  })
})
