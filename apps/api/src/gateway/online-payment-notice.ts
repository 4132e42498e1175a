import { MISFITS, type Misfit } from '@gold/core'
import { loansRepository } from '../loans/loans-repository.ts'
import { sendBorrowerMessage } from '../messages/borrower-messages.ts'
import type { AppContext } from '../platform/context.ts'
import type { LoanPaymentOrderRow } from './shop-gateway-repository.ts'

/**
 * Tell the borrower their online payment was not posted: refunded (the amount, why, and when the
 * money comes back) or held (why, and that the shop will contact them). Through the borrower
 * message service on the channels the shop has (the log records `outbox` where a provider is not
 * set up), keyed by the order and the outcome so each is said once however often it is reached;
 * a payment held and later refunded is told both. Best-effort: the order's move stands.
 */
export async function tellBorrowerNotPosted(
  ctx: AppContext,
  tenantId: string,
  order: LoanPaymentOrderRow,
  outcome: 'refunded' | 'held',
) {
  const reason: Misfit = order.misfit && order.misfit in MISFITS ? (order.misfit as Misfit) : 'loanNotPayable'
  try {
    const loan = await loansRepository(ctx, tenantId).loan(order.loanId)
    const kind = outcome === 'refunded' ? 'onlinePaymentRefunded' : 'onlinePaymentHeld'
    await sendBorrowerMessage(ctx, tenantId, {
      kind,
      values: { loanNumber: loan?.loanNumber ?? '', amountPaise: order.amount, reason },
      customerId: order.customerId,
      loanId: order.loanId,
      dedupeKey: `${kind}:${order.id}`,
    })
  } catch (err) {
    ctx.log.error(
      { err, tenantId, orderId: order.id },
      'the borrower could not be told of an online payment not posted',
    )
  }
}
