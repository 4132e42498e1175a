import {
  type OpenLoanInput,
  assertLoanAction,
  checkLoanToValue,
  dateNotAfter,
  daysBetween,
  isoDateOf,
  loanErrors,
  loanSchedule,
  ltvExceededError,
  maturityOf,
  planRenewal,
} from '@gold/core'
import { isUniqueViolation } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { followBorrowerStatus } from './loan-borrower-status.ts'
import { LOAN_SERIES, financialYearOfDate } from './loan-document-number.ts'
import { positionOf } from './loan-figures.ts'
import type { LoanJson } from './loan-json.ts'
import { ltvValueOf, regulatorClosings } from './loan-ltv-value.ts'
import { loanJsonOf, loanOrThrow } from './loan-read-service.ts'
import { LOAN_TX_OPTIONS, withConflictRetry } from './loan-transaction.ts'
import { loansRepository } from './loans-repository.ts'

/**
 * POST /api/loans/{id}/renew (loans.md section 5): the old loan's principal is carried into a new
 * loan on a fresh loan valuation of the same borrower; the gold stays pledged. In one transaction,
 * with the old loan's and the borrower's rows locked: the old loan must be Active with its
 * interest and penal charges paid as of the renewal date (`disbursedOn`, default today); the new
 * principal at least the carried one, the part above it a top-up disbursed like any loan (the cash
 * rule applies to it); the new loan passes the loan-to-value test on the fresh valuation (the
 * regulator's value, as at opening) with the old loan's principal no longer counted twice. The old
 * loan gets a RENEWAL entry taking its principal to 0 and becomes Renewed; the new loan's
 * DISBURSEMENT entry carries the whole principal with `amount` the top-up actually paid out.
 * Answers 201 with the new loan (`renewedFromId`); the old one names it in `renewedToId`.
 */
export async function renewLoan(
  ctx: AppContext,
  tenantId: string,
  userId: string | null,
  oldLoanId: string,
  input: OpenLoanInput,
): Promise<LoanJson> {
  const repo = loansRepository(ctx, tenantId)
  await loanOrThrow(repo, oldLoanId)
  const closings = await regulatorClosings(ctx, tenantId, input.disbursedOn)
  let newLoanId: string
  try {
    newLoanId = await withConflictRetry(() =>
      repo.transaction(async (tx) => {
        if (!(await tx.lockLoan(oldLoanId))) throw loanErrors.error('loanNotFound')
        const old = (await tx.loan(oldLoanId))!
        assertLoanAction(old.status, 'renew')
        const valuation = await tx.valuationForLoan(input.valuationId)
        if (!valuation || valuation.type !== 'loan' || valuation.customerId !== old.customerId)
          throw loanErrors.error('valuationNotDisbursable')
        await tx.lockCustomer(old.customerId)
        if (await tx.loanByValuation(valuation.id)) throw loanErrors.error('valuationHasLoan')
        if ((await tx.emiRecords(valuation.id)).some((e) => e.status === 'Paid'))
          throw loanErrors.error('valuationNotDisbursable')
        const now = ctx.now()
        const today = isoDateOf(now)
        const renewedOn = dateNotAfter(input.disbursedOn, today)
        const plan = planRenewal(
          positionOf(old, await tx.ledger(old.id)),
          renewedOn,
          input.principal,
          input.disbursementMode,
        )

        const terms = {
          scheme: input.scheme,
          principal: input.principal,
          annualRateBp: input.annualRateBp,
          tenureMonths: input.tenureMonths,
          disbursedOn: renewedOn,
        }
        const maturityOn = maturityOf(terms)
        const ltvValue = await ltvValueOf(tx, valuation, closings, renewedOn)
        const ltv = checkLoanToValue({
          valuePaise: ltvValue.paise,
          // The carried principal moves from the old loan into this one: count it once.
          existingExposure: (await tx.openExposure(old.customerId)) - old.principalOutstanding,
          principal: input.principal,
          bullet:
            input.scheme === 'BULLET'
              ? { annualRateBp: input.annualRateBp, days: daysBetween(renewedOn, maturityOn) }
              : null,
          ceilings: (await tx.settings()).ceilings,
        })
        if (!ltv.permitted) throw ltvExceededError(ltv.maxPrincipal)

        const paysOut = plan.topUp > 0
        const id = await tx.insertLoan({
          loanNumber: await tx.nextLoanDocumentNumber(LOAN_SERIES.loan, financialYearOfDate(renewedOn)),
          valuationId: valuation.id,
          customerId: old.customerId,
          scheme: input.scheme,
          principal: input.principal,
          annualRateBp: input.annualRateBp,
          penalRateBp: input.penalRateBp,
          graceDays: input.graceDays,
          tenureMonths: input.tenureMonths,
          disbursedOn: renewedOn,
          maturityOn,
          disbursementMode: input.disbursementMode,
          disbursementReference: input.disbursementReference,
          principalOutstanding: input.principal,
          interestDue: 0,
          penalChargesDue: 0,
          lastPostedOn: renewedOn,
          ledgerCount: 1,
          ltvValue,
          renewedFromId: old.id,
          createdById: userId,
          createdAt: now,
        })
        await tx.appendLedgerEntries(id, [
          {
            seq: 1,
            type: 'DISBURSEMENT',
            amount: plan.topUp,
            principal: input.principal,
            interest: 0,
            penalCharges: 0,
            postedOn: renewedOn,
            mode: paysOut ? input.disbursementMode : null,
            reference: paysOut ? input.disbursementReference : null,
            paymentId: null,
            createdById: userId,
          },
        ])
        await tx.replaceUnpaidEmis(valuation.id, old.customerId, loanSchedule(terms))
        // The old loan's dues not yet paid are carried into the new schedule: left on the old
        // valuation they would read as overdue installments nobody owes.
        await tx.replaceUnpaidEmis(old.valuationId, old.customerId, [])

        await tx.appendLedgerEntries(old.id, [
          {
            seq: old.ledgerCount + 1,
            type: 'RENEWAL',
            amount: plan.carried,
            principal: plan.carried,
            interest: 0,
            penalCharges: 0,
            postedOn: renewedOn,
            mode: null,
            reference: null,
            paymentId: null,
            createdById: userId,
          },
        ])
        const renewed = await tx.markRenewed(old.id, {
          renewedToId: id,
          renewedOn,
          ledgerCount: old.ledgerCount + 1,
        })
        if (!renewed) throw new Error(`loan ${old.id} changed under its row lock`)
        await followBorrowerStatus(tx, old.customerId, today, now)
        return id
      }, LOAN_TX_OPTIONS),
    )
  } catch (e) {
    if (isUniqueViolation(e) && (await repo.loanByValuation(input.valuationId)))
      throw loanErrors.error('valuationHasLoan')
    throw e
  }
  return loanJsonOf(repo, await loanOrThrow(repo, newLoanId), isoDateOf(ctx.now()))
}
