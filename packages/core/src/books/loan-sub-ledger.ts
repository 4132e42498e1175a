import { positionAsOf, type ReportLoan } from '../reports/loan-as-of.ts'
import type { IsoDate } from '../shared/india-calendar.ts'
import type { Paise } from '../shared/money.ts'
import type { SubLedgerFigures } from './control-check.ts'

/** A loan with its whole ledger, as the reports replay it, each entry with the money that changed hands. */
export type SubLedgerLoan = ReportLoan & { ledger: readonly (ReportLoan['ledger'][number] & { amount: Paise })[] }

/**
 * Surplus owed to the borrower at the end of `asOf`: what the sales took above what they settled,
 * less what was paid out (loans.md section 7).
 */
function surplusAsOf(loan: SubLedgerLoan, asOf: IsoDate): Paise {
  let owed = 0
  for (const e of loan.ledger) {
    if (e.postedOn > asOf) continue
    if (e.type === 'AUCTION') owed += e.amount - e.principal - e.interest - e.penalCharges
    else if (e.type === 'SURPLUS_PAYOUT') owed -= e.amount
  }
  return owed
}

/**
 * One loan's sub-ledger figures at the end of `asOf`, from its ledger replayed as the reports
 * replay it (`positionAsOf`): principal outstanding, interest posted and not paid, surplus owed.
 * A loan disbursed after `asOf` has none.
 */
export function loanSubLedger(loan: SubLedgerLoan, asOf: IsoDate): SubLedgerFigures {
  if (loan.disbursedOn > asOf) return { principalPaise: 0, interestPaise: 0, surplusPaise: 0 }
  const position = positionAsOf(loan, asOf)
  return {
    principalPaise: position.principalOutstanding,
    interestPaise: position.interestDue,
    surplusPaise: surplusAsOf(loan, asOf),
  }
}

export const addSubLedger = (a: SubLedgerFigures, b: SubLedgerFigures): SubLedgerFigures => ({
  principalPaise: a.principalPaise + b.principalPaise,
  interestPaise: a.interestPaise + b.interestPaise,
  surplusPaise: a.surplusPaise + b.surplusPaise,
})

export const NO_SUB_LEDGER: SubLedgerFigures = { principalPaise: 0, interestPaise: 0, surplusPaise: 0 }
