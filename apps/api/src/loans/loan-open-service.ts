import {
  CASH_DISBURSEMENT_LIMIT_PAISE,
  type OpenLoanInput,
  checkLoanToValue,
  dateNotAfter,
  daysBetween,
  isoDateOf,
  loanErrors,
  loanSchedule,
  ltvExceededError,
  maturityOf,
} from '@gold/core'
import { isUniqueViolation } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { followBorrowerStatus } from './loan-borrower-status.ts'
import { LOAN_SERIES, financialYearOfDate } from './loan-document-number.ts'
import type { LoanJson } from './loan-json.ts'
import { loanJsonOf, loanOrThrow } from './loan-read-service.ts'
import { loansRepository } from './loans-repository.ts'
import { ltvValueOf, regulatorClosings } from './loan-ltv-value.ts'
import { LOAN_TX_OPTIONS, withConflictRetry } from './loan-transaction.ts'

/**
 * POST /api/loans (loans.md 1.1): in one transaction, with the borrower's row locked so the
 * exposure of their other open loans cannot change underneath: the valuation's checks, the date,
 * the cash rule, the loan-to-value test, the loan with its `GL` number and DISBURSEMENT entry,
 * the schedule written over the valuation's unpaid EMI records, and the borrower's status. A
 * concurrent opening of the same valuation loses on the unique valuationId: 409.
 */
export async function openLoan(
  ctx: AppContext,
  tenantId: string,
  userId: string | null,
  input: OpenLoanInput,
): Promise<LoanJson> {
  const repo = loansRepository(ctx, tenantId)
  const closings = await regulatorClosings(ctx, tenantId, input.disbursedOn)
  let loanId: string
  try {
    loanId = await withConflictRetry(() =>
      repo.transaction(async (tx) => {
        const valuation = await tx.valuationForLoan(input.valuationId)
        if (!valuation || valuation.type !== 'loan') throw loanErrors.error('valuationNotDisbursable')
        await tx.lockCustomer(valuation.customerId)
        if (await tx.loanByValuation(valuation.id)) throw loanErrors.error('valuationHasLoan')
        if ((await tx.emiRecords(valuation.id)).some((e) => e.status === 'Paid'))
          throw loanErrors.error('valuationNotDisbursable')
        const now = ctx.now()
        const today = isoDateOf(now)
        const disbursedOn = dateNotAfter(input.disbursedOn, today)
        if (input.disbursementMode === 'Cash' && input.principal >= CASH_DISBURSEMENT_LIMIT_PAISE)
          throw loanErrors.error('cashDisbursementLimit')
        const terms = {
          scheme: input.scheme,
          principal: input.principal,
          annualRateBp: input.annualRateBp,
          tenureMonths: input.tenureMonths,
          disbursedOn,
        }
        const maturityOn = maturityOf(terms)
        const ltvValue = await ltvValueOf(tx, valuation, closings, disbursedOn)
        const ltv = checkLoanToValue({
          valuePaise: ltvValue.paise,
          existingExposure: await tx.openExposure(valuation.customerId),
          principal: input.principal,
          bullet:
            input.scheme === 'BULLET'
              ? { annualRateBp: input.annualRateBp, days: daysBetween(disbursedOn, maturityOn) }
              : null,
          ceilings: (await tx.settings()).ceilings,
        })
        if (!ltv.permitted) throw ltvExceededError(ltv.maxPrincipal)

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
          createdById: userId,
          createdAt: now,
        })
        await tx.appendLedgerEntries(id, [
          {
            seq: 1,
            type: 'DISBURSEMENT',
            amount: input.principal,
            principal: input.principal,
            interest: 0,
            penalCharges: 0,
            postedOn: disbursedOn,
            mode: input.disbursementMode,
            reference: input.disbursementReference,
            paymentId: null,
            createdById: userId,
          },
        ])
        await tx.replaceUnpaidEmis(valuation.id, valuation.customerId, loanSchedule(terms))
        await followBorrowerStatus(tx, valuation.customerId, today, now)
        return id
      }, LOAN_TX_OPTIONS),
    )
  } catch (e) {
    if (isUniqueViolation(e) && (await repo.loanByValuation(input.valuationId)))
      throw loanErrors.error('valuationHasLoan')
    throw e
  }
  return loanJsonOf(repo, await loanOrThrow(repo, loanId), isoDateOf(ctx.now()))
}
