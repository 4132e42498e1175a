import { loanErrors } from '@gold/core'
import { isTransactionConflict } from '@gold/db'
import type { LoanQueries, LoanRecord } from './loans-repository.ts'

/** Money transactions queue on row locks; on PGlite, on its one connection. */
export const LOAN_TX_OPTIONS = { maxWait: 10_000, timeout: 15_000 }

/** A deadlock or serialisation failure wrote nothing: try the whole transaction again. */
export async function withConflictRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (e) {
      if (attempt >= attempts || !isTransactionConflict(e)) throw e
    }
  }
}

/** The loan, read under its row lock (held to the end of the transaction): 404 if it is not this tenant's. */
export async function lockedLoan(tx: LoanQueries, id: string): Promise<LoanRecord> {
  if (!(await tx.lockLoan(id))) throw loanErrors.error('loanNotFound')
  return (await tx.loan(id))!
}
