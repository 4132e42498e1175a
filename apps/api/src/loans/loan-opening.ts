import {
  type ClosingRate,
  type IsoDate,
  type LoanPurpose,
  type OpenLoanInput,
  loanErrors,
  loanSchedule,
  maturityOf,
  financialYearOfDate,
} from '@gold/core'
import { isUniqueViolation } from '@gold/db'
import { LOAN_SERIES } from './loan-document-number.ts'
import { recordLedgerEntries } from './loan-ledger-posting.ts'
import { checkOpeningRules } from './loan-opening-rules.ts'
import type { LoanQueries } from './loans-repository.ts'

/**
 * The valuation a new loan is opened on (a fresh loan or a renewal): a loan valuation (of
 * `customerId` when given) with no loan yet, no EMI paid and not corrected by a newer version. The borrower's row is locked before
 * the checks, so the exposure of their other open loans cannot change underneath.
 */
export async function disbursableValuation(tx: LoanQueries, valuationId: string, customerId?: string) {
  const valuation = await tx.valuationForLoan(valuationId)
  if (!valuation || valuation.type !== 'loan' || (customerId !== undefined && valuation.customerId !== customerId))
    throw loanErrors.error('valuationNotDisbursable')
  await tx.lockCustomer(valuation.customerId)
  if (await tx.valuationSuperseded(valuation.id)) throw loanErrors.error('valuationNotDisbursable')
  if (await tx.loanByValuation(valuation.id)) throw loanErrors.error('valuationHasLoan')
  if ((await tx.emiRecords(valuation.id)).some((e) => e.status === 'Paid'))
    throw loanErrors.error('valuationNotDisbursable')
  return valuation
}

export type LoanOpening = {
  valuation: { id: string; customerId: string; totalValuePaise: number }
  input: OpenLoanInput
  /** The loan's date, already checked not to be after today. */
  disbursedOn: IsoDate
  /** The regulator's closing rates read before the transaction (`regulatorClosings`). */
  closings: readonly ClosingRate[]
  /** Principal the borrower's open exposure already counts that moves into this loan (a renewal's). */
  exposureTakenOver: number
  /** What is handed over now: the principal, or a renewal's top-up; 0 pays nothing, so no mode. */
  paidOut: number
  renewedFromId?: string
  /** A renewal's old loan's purpose, kept when the body names none (issue 28). */
  carriedPurpose?: LoanPurpose | null
  userId: string | null
  now: Date
}

/**
 * The opening rules (the loan-to-value test; with the shop's 2025 rules on, also the purpose and
 * the weight caps: `checkOpeningRules`), then the loan with its `GL` number and DISBURSEMENT entry, and the
 * schedule written over the valuation's unpaid EMI records. Returns the new loan's id.
 */
export async function openLoanOn(tx: LoanQueries, opening: LoanOpening): Promise<string> {
  const { valuation, input, disbursedOn, userId } = opening
  const terms = {
    scheme: input.scheme,
    principal: input.principal,
    annualRateBp: input.annualRateBp,
    tenureMonths: input.tenureMonths,
    disbursedOn,
  }
  const maturityOn = maturityOf(terms)
  const { ltvValue, purpose } = await checkOpeningRules(tx, {
    valuation,
    input,
    disbursedOn,
    maturityOn,
    closings: opening.closings,
    exposureTakenOver: opening.exposureTakenOver,
    renewedFrom: opening.renewedFromId ? { id: opening.renewedFromId, purpose: opening.carriedPurpose ?? null } : null,
  })

  const paysOut = opening.paidOut > 0
  const loanNumber = await tx.nextLoanDocumentNumber(LOAN_SERIES.loan, financialYearOfDate(disbursedOn))
  const id = await tx.insertLoan({
    loanNumber,
    valuationId: valuation.id,
    customerId: valuation.customerId,
    scheme: input.scheme,
    principal: input.principal,
    annualRateBp: input.annualRateBp,
    penalRateBp: input.penalRateBp,
    graceDays: input.graceDays,
    tenureMonths: input.tenureMonths,
    disbursedOn,
    maturityOn,
    disbursementMode: input.disbursementMode,
    disbursementReference: input.disbursementReference,
    principalOutstanding: input.principal,
    interestDue: 0,
    penalChargesDue: 0,
    lastPostedOn: disbursedOn,
    ledgerCount: 1,
    ltvValue,
    renewedFromId: opening.renewedFromId,
    purpose,
    createdById: userId,
    createdAt: opening.now,
  })
  await recordLedgerEntries(tx, { id, loanNumber }, [
    {
      seq: 1,
      type: 'DISBURSEMENT',
      amount: opening.paidOut,
      principal: input.principal,
      interest: 0,
      penalCharges: 0,
      postedOn: disbursedOn,
      mode: paysOut ? input.disbursementMode : null,
      reference: paysOut ? input.disbursementReference : null,
      paymentId: null,
      createdById: userId,
    },
  ])
  await tx.replaceUnpaidEmis(valuation.id, valuation.customerId, loanSchedule(terms))
  return id
}

/**
 * What a failed opening answers: a concurrent opening of the same valuation loses on the unique
 * valuationId, which is `valuationHasLoan` (409), not a server error; any other error as it was.
 */
export async function openingError(q: LoanQueries, valuationId: string, e: unknown): Promise<unknown> {
  return isUniqueViolation(e) && (await q.loanByValuation(valuationId)) ? loanErrors.error('valuationHasLoan') : e
}
