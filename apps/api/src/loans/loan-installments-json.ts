import { type IsoDate, loanInstallments, scheduleEndingOf } from '@gold/core'
import { isOwing, positionOf } from './loan-figures.ts'
import type { LedgerRecord, LoanQueries, LoanRecord } from './loans-repository.ts'

/**
 * What happened to each installment of a loan (core `loanInstallments`): paid, still due, carried
 * into the loan it was renewed into, or settled at closure, with the paise that actually reached
 * it, and the new loan's number for "carried to loan …". The staff app (tRPC `loans.get`) and the
 * portal (`portal.loan`) add this beside the spec'd `schedule`, whose `covered` stays as loans.md
 * fixes it (every due of an ended loan covered).
 */
export async function installmentsJson(
  q: LoanQueries,
  loan: LoanRecord,
  ledger: readonly LedgerRecord[],
  today: IsoDate,
) {
  const position = positionOf(loan, ledger)
  const scheduleEnding = scheduleEndingOf(loan.status, isOwing(loan))
  const renewedTo = loan.renewedToId === null ? null : await q.loan(loan.renewedToId)
  return {
    scheduleEnding,
    installments: loanInstallments(position.schedule, position.payments, scheduleEnding, today),
    renewedToNumber: renewedTo?.loanNumber ?? null,
  }
}
