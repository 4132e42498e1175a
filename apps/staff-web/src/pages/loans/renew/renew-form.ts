import type { IsoDate } from '@gold/core/shared/india-calendar'
import { CASH_DISBURSEMENT_LIMIT_PAISE } from '@gold/core/shared/money'
import { principalBelowCarriedError } from '@gold/core/loans/loan-renewal'
import { loanErrors } from '@gold/core/loans/loans-errors'
import { parseRupeeInput } from '@gold/core/shared/rupee-input'
import type { ErrorCode, FormErrors } from '@gold/ui'
import {
  disburseBody,
  disburseProblems,
  DISBURSE_ERROR_FIELDS,
  type DisburseBody,
  type DisburseField,
  type DisburseValues,
  type LtvContext,
} from '../disburse/disburse-form.ts'

const message = (key: keyof typeof loanErrors.table) => loanErrors.table[key].message

/** What the renewal carries over and what it adds: the top-up is null until the principal reads right. */
export type RenewalSplit = { carried: number; principal: number | null; topUp: number | null }

export function renewalSplitOf(v: DisburseValues, carried: number): RenewalSplit {
  const principal = parseRupeeInput(v.principal)
  if (!principal.ok) return { carried, principal: null, topUp: null }
  return { carried, principal: principal.paise, topUp: principal.paise - carried }
}

/**
 * The loan-to-value test of a renewal: the old loan's principal moves into the new one, so it no
 * longer counts beside it among the borrower's open loans (the preview's exposure still holds it).
 */
export const renewalLtvContext = (ltv: LtvContext, carried: number): LtvContext => ({
  ...ltv,
  existingExposure: Math.max(0, ltv.existingExposure - carried),
})

/** The old loan as the renewal reads it: its principal outstanding and the date of its last posting. */
export type RenewedLoan = { carried: number; lastPostedOn: IsoDate }

/**
 * The Disburse form's checks with the renewal's differences (core `planRenewal`): the cash limit
 * applies to the top-up alone (the carried principal is not handed over), a principal below the
 * carried one is refused, so is a date before the old loan's last posting, and with no top-up
 * nothing is paid out, so no reference is asked for.
 */
export function renewProblems(
  v: DisburseValues,
  today: IsoDate,
  ltv: LtvContext | null,
  old: RenewedLoan,
): FormErrors<DisburseField> {
  const errors = disburseProblems(v, today, ltv)
  if (errors.mode === message('cashDisbursementLimit')) delete errors.mode
  if (!errors.disbursedOn && v.disbursedOn.trim() !== '' && v.disbursedOn.trim() < old.lastPostedOn)
    errors.disbursedOn = message('renewalBeforeLastPayment')
  const { topUp } = renewalSplitOf(v, old.carried)
  if (topUp === null) return errors
  if (topUp < 0 && !errors.principal) errors.principal = principalBelowCarriedError(old.carried).message
  if (topUp <= 0 && errors.reference === message('referenceRequired')) delete errors.reference
  if (topUp >= CASH_DISBURSEMENT_LIMIT_PAISE && v.mode === 'Cash') errors.mode = message('cashDisbursementLimit')
  return errors
}

/** Where a server refusal belongs on the form, by its code: the Disburse form's, and the renewal's own. */
export const RENEW_ERROR_FIELDS = {
  ...DISBURSE_ERROR_FIELDS,
  principalBelowCarried: 'principal',
  renewalBeforeLastPayment: 'disbursedOn',
  quoteBeforeLastPayment: 'disbursedOn',
} as const satisfies Partial<Record<ErrorCode<typeof loanErrors>, DisburseField>>

/** The request body: the Disburse body on the fresh valuation; with no top-up nothing is paid out (Cash, no reference). */
export function renewBody(valuationId: string, v: DisburseValues, today: IsoDate, carried: number): DisburseBody {
  const body = disburseBody(valuationId, v, today)
  if (body.principal > carried) return body
  const rest: DisburseBody = { ...body, disbursementMode: 'Cash' }
  delete rest.disbursementReference
  return rest
}
