import type { coverSchedule } from '@gold/core'
import type { EmiQueries } from './emi-records-repository.ts'
import { issueEmiReceipt } from './emi-receipts.ts'

/** EMI records speak `Cash` or `Online` (platform-spec 4.5). */
const emiModeOf = (mode: string) => (mode === 'Cash' ? 'Cash' : 'Online')

const toPaise = (rupees: number) => Math.round(rupees * 100)

/** The loan payment whose coverage the records follow (amounts in paise). */
export type CoveringPayment = {
  loanId: string
  valuationId: string
  customerId: string
  paymentId: string
  amount: number
  mode: string
  reference: string | null
  receiptNumber: string
}

/**
 * How the EMI side sees the payment (PATCH /api/valuations/{id}/emi passes these): the installment
 * the EMI receipt names, and the `receivedAmount` (rupees) it records, null when the request sent
 * none. Defaults: the first installment the money reaches, and the amount.
 */
export type EmiReceiptOptions = { targetEmiId?: string; receivedAmount?: number | null }

/**
 * The valuation's EMI records (the loan's schedule, installments 1..n) follow the coverage: a
 * covered due becomes Paid (paidAt, mode and reference stamped) with `paidAmount` its amount; a
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
  const applied: { emiId: string; amount: number; paidInFull: boolean }[] = []
  for (const [i, due] of coverage.entries()) {
    const record = records.find((r) => r.installmentNo === i + 1)
    if (!record || record.status === 'Paid') continue
    const before = toPaise(record.paidAmount)
    const data = due.covered
      ? {
          paidAmount: record.amount,
          status: 'Paid',
          paidAt: now,
          paymentMode: emiModeOf(payment.mode),
          paymentReference: payment.reference,
        }
      : { paidAmount: due.paid / 100 }
    const moved = toPaise(data.paidAmount) - before
    if (moved === 0 && !due.covered) continue
    if (!(await tx.applyToUnpaidEmi(record.id, data))) throw new Error(`EMI ${record.id} changed under the loan's lock`)
    if (moved !== 0) applied.push({ emiId: record.id, amount: moved / 100, paidInFull: due.covered })
  }
  const target =
    options.targetEmiId ?? applied[0]?.emiId ?? records.find((r) => r.status !== 'Paid')?.id ?? records.at(-1)?.id
  if (target === undefined) return
  const received = payment.amount / 100
  const appliedPaise = applied.reduce((sum, a) => sum + toPaise(a.amount), 0)
  await issueEmiReceipt(tx, {
    customerId: payment.customerId,
    valuationId: payment.valuationId,
    emiId: target,
    amount: received,
    receivedAmount: options.receivedAmount === undefined ? received : options.receivedAmount,
    paymentMode: emiModeOf(payment.mode),
    paymentReference: payment.reference,
    allocation: {
      received,
      applied,
      excess: (payment.amount - appliedPaise) / 100,
      loanId: payment.loanId,
      loanPaymentId: payment.paymentId,
      loanReceiptNumber: payment.receiptNumber,
    },
    // The loan payment holds the key (a replay is found there); EMI receipt keys are the EMI form's.
    idempotencyKey: null,
    createdAt: now,
  })
}
