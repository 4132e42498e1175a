import { type Paise, type coverSchedule, sumPaise } from '@gold/core'
import type { EmiQueries } from './emi-records-repository.ts'
import { issueEmiReceipt } from './emi-receipts.ts'

/** EMI records speak `Cash` or `Online` (platform-spec 4.5). */
const emiModeOf = (mode: string) => (mode === 'Cash' ? 'Cash' : 'Online')

/** The loan payment whose coverage the records follow. */
export type CoveringPayment = {
  loanId: string
  valuationId: string
  customerId: string
  paymentId: string
  amountPaise: Paise
  mode: string
  reference: string | null
  receiptNumber: string
}

/**
 * How the EMI side sees the payment (PATCH /api/valuations/{id}/emi passes these): the installment
 * the EMI receipt names, and the received amount it records, null when the request sent none.
 * Defaults: the first installment the money reaches, and the amount.
 */
export type EmiReceiptOptions = { targetEmiId?: string; receivedPaise?: Paise | null }

/**
 * The valuation's EMI records (the loan's schedule, installments 1..n) follow the coverage: a
 * covered due becomes Paid (paidAt, mode and reference stamped) with its whole amount paid; a
 * partly covered one shows what reached it. One immutable EMI receipt records what this payment
 * moved on each record (its `excess` is the rest of the money: penal charges and interest beyond
 * the schedule, or less than nothing when closing early waives interest the schedule expected).
 * Runs inside the loan payment's transaction, with the loan's row locked.
 */
export async function followLoanCoverage(
  tx: EmiQueries,
  payment: CoveringPayment,
  coverage: ReturnType<typeof coverSchedule>,
  now: Date,
  options: EmiReceiptOptions,
) {
  const records = await tx.emiRecords(payment.valuationId)
  const applied: { emiId: string; amountPaise: Paise; paidInFull: boolean }[] = []
  for (const [i, due] of coverage.entries()) {
    const record = records.find((r) => r.installmentNo === i + 1)
    if (!record || record.status === 'Paid') continue
    const data = due.covered
      ? {
          paidAmountPaise: record.amountPaise,
          status: 'Paid',
          paidAt: now,
          paymentMode: emiModeOf(payment.mode),
          paymentReference: payment.reference,
        }
      : { paidAmountPaise: due.paid }
    const moved = data.paidAmountPaise - record.paidAmountPaise
    if (moved === 0 && !due.covered) continue
    if (!(await tx.applyToUnpaidEmi(record.id, data))) throw new Error(`EMI ${record.id} changed under the loan's lock`)
    if (moved !== 0) applied.push({ emiId: record.id, amountPaise: moved, paidInFull: due.covered })
  }
  const target =
    options.targetEmiId ?? applied[0]?.emiId ?? records.find((r) => r.status !== 'Paid')?.id ?? records.at(-1)?.id
  if (target === undefined) return
  const received = payment.amountPaise
  await issueEmiReceipt(tx, {
    customerId: payment.customerId,
    valuationId: payment.valuationId,
    emiId: target,
    amountPaise: received,
    receivedAmountPaise: options.receivedPaise === undefined ? received : options.receivedPaise,
    paymentMode: emiModeOf(payment.mode),
    paymentReference: payment.reference,
    allocation: {
      receivedPaise: received,
      applied,
      excessPaise: received - sumPaise(applied.map((a) => a.amountPaise)),
      loanId: payment.loanId,
      loanPaymentId: payment.paymentId,
      loanReceiptNumber: payment.receiptNumber,
    },
    // The loan payment holds the key (a replay is found there); EMI receipt keys are the EMI form's.
    idempotencyKey: null,
    createdAt: now,
  })
}
