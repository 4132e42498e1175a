import type { IsoDate } from '@gold/core/shared/india-calendar'
import { loanErrors } from '@gold/core/loans/loans-errors'
import { fieldOfError, navigate, serverErrorOf, useFormModel } from '@gold/ui'
import { useRef, useState } from 'react'
import { trpc, type RouterOutputs } from '../../../trpc.ts'
import { useSentForApproval } from '../../approvals/use-sent-for-approval.ts'
import type { DisburseBody, DisburseValues, LtvContext } from '../disburse/disburse-form.ts'
import type { LoanDetail } from '../shared/loan-outputs.tsx'
import { lastPostingOf } from '../payment/loan-payment-form.ts'
import { RENEW_ERROR_FIELDS, renewBody, renewProblems, renewalLtvContext } from './renew-form.ts'

type Quote = RouterOutputs['loans']['quote']

/** What the clerk confirms: the body, and the old loan's position on the renewal date. */
export type RenewalReview = { body: DisburseBody; quote: Quote }

/**
 * Renew a loan on a fresh valuation: the Disburse form's fields (its inline checks, with the cash
 * limit on the top-up alone), then the old loan's closure quote for the renewal date: with
 * interest or penal charges still due it is refused there, before anything is sent; otherwise
 * the carried principal and the top-up are confirmed, and on success the new loan opens.
 */
export function useRenewForm({
  loan,
  valuationId,
  today,
  initial,
  ltv,
}: {
  loan: LoanDetail
  valuationId: string
  today: IsoDate
  initial: DisburseValues
  ltv: LtvContext
}) {
  const utils = trpc.useUtils()
  const sent = useSentForApproval()
  const carried = loan.outstanding.principal
  const renewalLtv = renewalLtvContext(ltv, carried)
  const [review, setReview] = useState<RenewalReview | null>(null)
  const [quoting, setQuoting] = useState(false)
  const old = { carried, lastPostedOn: lastPostingOf(loan.disbursedOn, loan.ledger) }
  const form = useFormModel<DisburseValues>({
    initial,
    validate: (v) => renewProblems(v, today, renewalLtv, old),
    errorFields: { codes: RENEW_ERROR_FIELDS },
  })
  const sending = useRef(false)
  const renew = trpc.loans.renew.useMutation({
    onSettled: () => {
      sending.current = false
    },
  })

  const submit = form.handleSubmit(async (values) => {
    const on = values.disbursedOn.trim() === '' ? today : values.disbursedOn.trim()
    renew.reset()
    setQuoting(true)
    try {
      const quote = await utils.loans.quote.fetch({ id: loan.id, asOf: on }, { staleTime: 0 })
      if (quote.interest + quote.penalCharges > 0) throw loanErrors.error('interestDueBeforeRenewal')
      setReview({ body: renewBody(valuationId, { ...values, disbursedOn: on }, today, quote.principal), quote })
    } finally {
      setQuoting(false)
    }
  })

  const confirm = () => {
    if (!review || sending.current) return
    sending.current = true
    renew.mutate(
      { id: loan.id, body: review.body },
      {
        onSuccess: (renewed) => {
          if (sent(renewed)) return
          void Promise.all([
            utils.loans.invalidate(),
            utils.valuations.invalidate(),
            utils.customers.invalidate(),
          ]).then(() => navigate(`/loans/${renewed.id}`))
        },
        onError: (error) => {
          if (fieldOfError({ codes: RENEW_ERROR_FIELDS }, serverErrorOf(error))) {
            setReview(null)
            form.fail(error)
          }
        },
      },
    )
  }

  const back = () => {
    renew.reset()
    setReview(null)
  }

  return {
    fields: form,
    today,
    carried,
    ltv: renewalLtv,
    review,
    submit,
    confirm,
    back,
    quoting,
    pending: renew.isPending,
    error: review ? renew.error : null,
  }
}

export type RenewForm = ReturnType<typeof useRenewForm>
