import {
  type EmiStatusPatch,
  canChangeEmiStatus,
  emiOutstanding,
  isoDateOf,
  parseEmiAddInput,
  valuationErrors,
} from '@gold/core'
import { isTransactionConflict, isUniqueViolation } from '@gold/db'
import { recordEmiPayment } from '../emis/emi-payment.ts'
import type { AppContext } from '../platform/context.ts'
import { isLoanInstallmentReplay, payLoanInstallment } from '../loans/loan-emi-payment.ts'
import { withInstallmentStates } from '../loans/loan-emi-states.ts'
import { loansRepository } from '../loans/loans-repository.ts'
import type { LoanPaymentActor } from '../loans/loan-payment-service.ts'
import { notifyPaymentReceived } from '../messages/payment-received-notice.ts'
import type { EmiPaymentReceipt } from '../emis/emi-payment.ts'
import { emiRecordJson } from '../emis/emi-record-json.ts'
import { getValuationDetail } from './valuation-read-service.ts'
import { valuationCorrectionsRepository } from './valuation-corrections-repository.ts'
import { valuationsRepository } from './valuations-repository.ts'

/** POST /api/valuations/{id}/emi: one installment added by hand (status Upcoming). */
export async function addEmi(ctx: AppContext, tenantId: string, valuationId: string, body: unknown) {
  const valuations = valuationsRepository(ctx, tenantId)
  const valuation = await valuations.findOwner(valuationId)
  if (!valuation) throw valuationErrors.error('valuationNotFound')
  const input = parseEmiAddInput(body)
  const row = await valuations.insertEmi({
    customerId: valuation.customerId,
    valuationId,
    amountPaise: input.amountPaise,
    dueDate: input.dueDate,
  })
  return emiRecordJson(row)
}

/** PATCH /api/valuations/{id}/emi: the updated EMI record of spec 2.11, nothing more. */
export async function patchEmi(
  ctx: AppContext,
  tenantId: string,
  valuationId: string,
  patch: EmiStatusPatch,
  actor: LoanPaymentActor,
) {
  const emiId = await applyEmiPatch(ctx, tenantId, valuationId, patch, actor)
  return emiRecordJson(await currentRow(ctx, tenantId, emiId))
}

/**
 * tRPC valuations.patchEmi: the same, plus (in paise, for the screen's formatter) the scheduled
 * amount, what has been received against the installment and what is still owed.
 */
export async function patchEmiForApp(
  ctx: AppContext,
  tenantId: string,
  valuationId: string,
  patch: EmiStatusPatch,
  actor: LoanPaymentActor,
) {
  const emiId = await applyEmiPatch(ctx, tenantId, valuationId, patch, actor)
  const row = await currentRow(ctx, tenantId, emiId)
  return { ...emiRecordJson(row), ...paymentState(row) }
}

const paymentState = (emi: { amountPaise: number; paidAmountPaise: number; status: string }) => ({
  amountPaise: emi.amountPaise,
  paidAmountPaise: emi.paidAmountPaise,
  outstandingPaise: emi.status === 'Paid' ? 0 : emiOutstanding(emi),
})

/**
 * tRPC valuations.get: the REST detail (spec 4.5) with, on each EMI, what was received against it
 * and what is still owed; on a loan's schedule also what happened to it (paid, carried, settled),
 * as the loan page says (`withInstallmentStates`), where a closure's records all read `Paid`.
 */
export async function getValuationDetailForApp(ctx: AppContext, tenantId: string, id: string) {
  const detail = await getValuationDetail(ctx, tenantId, id)
  const valuations = valuationsRepository(ctx, tenantId)
  const [rows, documents, versions] = await Promise.all([
    valuations.paidAmounts(id),
    valuations.documentFields(id),
    valuationCorrectionsRepository(ctx, tenantId).versionsOf(id),
  ])
  const stored = new Map(rows.map((r) => [r.id, r]))
  const emiRecords = detail.emiRecords.map((e) => ({
    ...e,
    installmentNo: stored.get(e.id)?.installmentNo ?? null,
    amountPaise: stored.get(e.id)?.amountPaise ?? 0,
    paidAmountPaise: stored.get(e.id)?.paidAmountPaise ?? 0,
  }))
  return {
    ...detail,
    /** Null until the certificate is first rendered, for a valuation stored before certificates were numbered. */
    certificateNumber: documents?.certificateNumber ?? null,
    packetNo: documents?.packetNo ?? null,
    sealNo: documents?.sealNo ?? null,
    /** Issue 28: the numbers are the sealed packet's (the typed fields no longer apply). */
    sealedPacket: documents?.sealedPacket ?? false,
    /** Issue 26: the version that corrected this one (it is superseded), and the one this corrects; null when none. */
    supersededBy: versions.supersededBy,
    corrects: versions.corrects,
    emiRecords: await withInstallmentStates(loansRepository(ctx, tenantId), emiRecords, isoDateOf(ctx.now())),
  }
}

/**
 * Platform-spec 3.5, the body parsed by core `emiStatusPatchInput`. Paid is final; moving an unpaid
 * installment to Paid is a payment (see `recordEmiPayment`). Returns the id of the EMI to answer with.
 *
 * - An idempotencyKey already recorded answers the current record and records nothing.
 * - Paid again without a receivedAmount records nothing (the installment is settled); with one it
 *   is 409: that money cannot be applied to this installment and must not be acknowledged.
 * - On a valuation with a loan, Paid is a payment on the loan (`payLoanInstallment`, loans.md 3),
 *   which also writes the EMI records, the receipt and the notification.
 */
async function applyEmiPatch(
  ctx: AppContext,
  tenantId: string,
  valuationId: string,
  patch: EmiStatusPatch,
  actor: LoanPaymentActor,
): Promise<string> {
  const valuations = valuationsRepository(ctx, tenantId)
  const emi = await valuations.findEmi(patch.emiId, valuationId)
  if (!emi) throw valuationErrors.error('emiNotFound')
  if (!canChangeEmiStatus(emi.status, patch.status)) throw valuationErrors.error('emiAlreadyPaid')
  if (patch.status !== 'Paid') {
    if (!(await valuations.setUnpaidEmiStatus(emi.id, patch.status))) throw valuationErrors.error('emiAlreadyPaid')
    return emi.id
  }
  if (await isReplay(ctx, tenantId, valuationId, patch)) return emi.id
  if (await isLoanInstallmentReplay(ctx, tenantId, valuationId, patch)) return emi.id
  if (emi.status === 'Paid') {
    if (patch.receivedPaise !== null) throw valuationErrors.error('emiPaidConcurrently')
    return emi.id
  }
  if ((await payLoanInstallment(ctx, tenantId, valuationId, patch, actor)) !== 'no-loan') return emi.id
  let receipt: EmiPaymentReceipt | 'replay'
  try {
    receipt = await withConflictRetry(() => recordEmiPayment(ctx, tenantId, valuationId, patch))
  } catch (e) {
    // The same key committed by a concurrent request that held another valuation's lock.
    if (isUniqueViolation(e) && (await isReplay(ctx, tenantId, valuationId, patch))) return emi.id
    throw e
  }
  if (receipt === 'replay') {
    if (await isReplay(ctx, tenantId, valuationId, patch)) return emi.id
    throw new Error('idempotency key seen under the lock but not after it')
  }
  await notifyPaymentReceived(ctx, tenantId, {
    customerId: receipt.customerId,
    receiptNumber: receipt.receiptNo,
    amountPaise: receipt.amountPaise,
    link: `/loans/${receipt.valuationId}`,
    mailKey: `emi-payment:${tenantId}:${receipt.receiptNo}`,
  }).catch((err) => ctx.log.warn({ err }, 'EMI payment notification failed'))
  return emi.id
}

/**
 * True when a receipt with this idempotencyKey exists for the same installment and amount (a
 * double-submitted form); 409 when the key was used for a different payment, whose money would
 * otherwise be acknowledged and never recorded.
 */
async function isReplay(
  ctx: AppContext,
  tenantId: string,
  valuationId: string,
  patch: EmiStatusPatch,
): Promise<boolean> {
  if (patch.idempotencyKey === null) return false
  const seen = await valuationsRepository(ctx, tenantId).receiptByKey(patch.idempotencyKey)
  if (!seen) return false
  const sameAmount = seen.receivedAmountPaise === patch.receivedPaise
  if (seen.emiId !== patch.emiId || seen.valuationId !== valuationId || !sameAmount)
    throw valuationErrors.error('idempotencyKeyReused')
  return true
}

async function currentRow(ctx: AppContext, tenantId: string, id: string) {
  const row = await valuationsRepository(ctx, tenantId).emiRow(id)
  if (!row) throw valuationErrors.error('emiNotFound')
  return row
}

/** The status sync's UPDATE can take the schedule's rows in another order than the payment's
 * lock; PostgreSQL then aborts one of them. Nothing was written, so the payment is tried again. */
async function withConflictRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (e) {
      if (attempt >= attempts || !isTransactionConflict(e)) throw e
    }
  }
}
