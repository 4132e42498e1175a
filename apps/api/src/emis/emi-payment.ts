import { type EmiStatusPatch, allocatePayment, receiptAllocation, valuationErrors } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { emisRepository } from './emis-repository.ts'
import { issueEmiReceipt } from './emi-receipts.ts'

/** Concurrent payments on one schedule queue on its row locks; on PGlite, on its one connection. */
const PAYMENT_TX_OPTIONS = { maxWait: 10_000, timeout: 15_000 }

/** One recorded payment, as the receipt and the borrower's notification describe it. */
export type EmiPaymentReceipt = {
  receiptNo: string
  customerId: string
  valuationId: string
  emiId: string
  amount: number
}

/**
 * One payment on a valuation without a loan, in one transaction: lock every EMI row of the
 * valuation (FOR UPDATE, in id order), read the schedule as it is now, allocate with core
 * `allocatePayment` (target first, then the earliest unpaid; the scheduled `amount` never changes,
 * `paidAmount` grows), write each row, and issue one immutable EMI receipt for the money received.
 * Concurrent payments on the schedule queue on the locks and each sees the others' effect, so every
 * one answered 2xx is recorded once. 409 when the target was paid by a request that held the lock
 * first; 'replay' when a request with the same idempotencyKey did (the caller checks it was the
 * same payment).
 */
export async function recordEmiPayment(
  ctx: AppContext,
  tenantId: string,
  valuationId: string,
  patch: EmiStatusPatch,
): Promise<EmiPaymentReceipt | 'replay'> {
  return emisRepository(ctx, tenantId).transaction(async (tx) => {
    await tx.lockSchedule(valuationId)
    const now = ctx.now() // after the wait, so payments are stamped in the order they were applied
    const schedule = await tx.schedule(valuationId)
    const target = schedule.find((e) => e.id === patch.emiId)
    if (!target) throw valuationErrors.error('emiNotFound')
    if (patch.idempotencyKey !== null && (await tx.receiptKeyUsed(patch.idempotencyKey))) return 'replay' as const
    if (target.status === 'Paid') throw valuationErrors.error('emiPaidConcurrently')
    const plan = allocatePayment({
      receivedAmount: patch.receivedAmount,
      targetEmiId: target.id,
      unpaidSchedule: schedule,
    })
    for (const a of plan.applications) {
      const data = a.becomesPaid
        ? {
            paidAmount: a.paidAmount,
            status: 'Paid',
            paidAt: now,
            paymentMode: patch.paymentMode,
            paymentReference: patch.paymentReference,
          }
        : { paidAmount: a.paidAmount }
      if (!(await tx.applyToUnpaidEmi(a.emiId, data))) throw new Error(`EMI ${a.emiId} changed under its row lock`)
    }
    const receiptNo = await issueEmiReceipt(tx, {
      customerId: target.customerId,
      valuationId,
      emiId: target.id,
      amount: plan.received,
      receivedAmount: patch.receivedAmount,
      paymentMode: patch.paymentMode,
      paymentReference: patch.paymentReference,
      allocation: receiptAllocation(plan),
      idempotencyKey: patch.idempotencyKey,
      createdAt: now,
    })
    return { receiptNo, customerId: target.customerId, valuationId, emiId: target.id, amount: plan.received }
  }, PAYMENT_TX_OPTIONS)
}
