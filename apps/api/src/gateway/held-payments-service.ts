import { gatewayErrors, type HeldPaymentInput, MISFITS, type Misfit, movableTo } from '@gold/core'
import { loansRepository } from '../loans/loans-repository.ts'
import type { AppContext } from '../platform/context.ts'
import { refundOrder } from './loan-capture-refund.ts'
import { shopGatewayKeys } from './shop-gateway-settings-service.ts'
import { shopGatewayRepository, type LoanPaymentOrderRow } from './shop-gateway-repository.ts'

const LISTED = 20

/**
 * tRPC gateway.heldPayments (the dashboard's card): online payments that could not be posted.
 * `waiting`: held for the shop (or a refund still being asked for); `refunded`: the latest
 * refunded automatically, so the shop sees them too.
 */
export async function heldPayments(ctx: AppContext, tenantId: string) {
  const repo = shopGatewayRepository(ctx, tenantId)
  const [waiting, refunded] = await Promise.all([
    repo.ordersByStatus(['held', 'refunding'], LISTED),
    repo.ordersByStatus(['refunded'], 5),
  ])
  const q = loansRepository(ctx, tenantId)
  const numbers = new Map<string, string>()
  for (const o of [...waiting, ...refunded])
    if (!numbers.has(o.loanId)) numbers.set(o.loanId, (await q.loan(o.loanId))?.loanNumber ?? '')
  const json = (o: LoanPaymentOrderRow) => ({
    orderId: o.id,
    loanId: o.loanId,
    loanNumber: numbers.get(o.loanId) ?? '',
    amount: o.amount,
    status: o.status,
    why: o.misfit && o.misfit in MISFITS ? MISFITS[o.misfit as Misfit] : null,
    note: o.note,
    gatewayPaymentId: o.gatewayPaymentId,
    refundId: o.refundId,
    capturedAt: o.capturedAt,
  })
  return { waiting: waiting.map(json), refunded: refunded.map(json), waitingCount: await repo.countByStatus(['held']) }
}

/**
 * tRPC gateway.resolveHeldPayment: a held payment is refunded again through the shop's gateway
 * (held once more when it refuses again), or marked settled outside with a note. Each is one
 * conditional update from `held`, so two people resolving at once act once (409 for the other).
 */
export async function resolveHeldPayment(
  ctx: AppContext,
  tenantId: string,
  input: HeldPaymentInput,
  actor: { userId: string },
) {
  const repo = shopGatewayRepository(ctx, tenantId)
  const order = input.orderId === '' ? null : await repo.order(input.orderId)
  if (!order) throw gatewayErrors.error('orderNotFound')
  if (input.action === 'refund') {
    if (!(await repo.moveOrder(order.id, movableTo('refunding'), { status: 'refunding', resolvedById: actor.userId })))
      throw gatewayErrors.error('notHeld')
    return { status: await refundOrder(ctx, tenantId, order.id, await shopGatewayKeys(ctx, tenantId)) }
  }
  const moved = await repo.moveOrder(order.id, movableTo('resolved'), {
    status: 'resolved',
    note: input.note,
    resolvedById: actor.userId,
    settledAt: ctx.now(),
  })
  if (!moved) throw gatewayErrors.error('notHeld')
  return { status: 'resolved' as const }
}
