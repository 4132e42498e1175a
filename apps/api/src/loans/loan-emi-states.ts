import { type EmiRecordsLoan, type IsoDate, emiRecordState } from '@gold/core'
import { installmentsJson } from './loan-installments-json.ts'
import type { LoanQueries } from './loans-repository.ts'

export type EmiRecordRow = {
  valuationId: string
  installmentNo: number | null
  status: string
  amountPaise: number
  paidAmountPaise: number
}

/**
 * The loans whose schedules these valuations' EMI records are, by valuation id, each with its
 * installments as they happened (`installmentsJson`, as the loan page reads them).
 */
async function loansOfValuations(q: LoanQueries, valuationIds: readonly string[], today: IsoDate) {
  const loans = new Map<string, EmiRecordsLoan>()
  for (const valuationId of new Set(valuationIds)) {
    const loan = await q.loanByValuation(valuationId)
    if (!loan) continue
    const { scheduleEnding, installments } = await installmentsJson(q, loan, await q.ledger(loan.id), today)
    loans.set(valuationId, { loanNumber: loan.loanNumber, scheduleEnding, installments })
  }
  return loans
}

/**
 * EMI records (tRPC answers only; the spec'd REST ones keep the stored record) with what happened
 * to each (core `emiRecordState`): a record of a loan's schedule says paid, carried or settled and
 * what actually reached it, as the loan page does, instead of the `Paid` a closure writes.
 */
export async function withInstallmentStates<R extends EmiRecordRow>(
  q: LoanQueries,
  records: readonly R[],
  today: IsoDate,
) {
  const loans = await loansOfValuations(
    q,
    records.map((r) => r.valuationId),
    today,
  )
  return records.map((r) => ({ ...r, ...emiRecordState(r, loans.get(r.valuationId) ?? null) }))
}
