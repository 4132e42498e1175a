import type { IsoDate } from '@gold/core/shared/india-calendar'
import { fieldOfError, navigate, serverErrorOf, useFormModel } from '@gold/ui'
import { useRef, useState } from 'react'
import { trpc } from '../../../trpc.ts'
import { useSentForApproval } from '../../approvals/use-sent-for-approval.ts'
import {
  disburseBody,
  disburseProblems,
  DISBURSE_ERROR_FIELDS,
  type DisburseBody,
  type DisburseValues,
  type LtvContext,
} from './disburse-form.ts'

/**
 * The Disburse form: fields checked inline by core's loan rules (LTV headroom included), then a
 * confirmation of what will be handed over before anything is sent; on success, the loan's page.
 */
export function useDisburseForm({
  valuationId,
  today,
  initial,
  ltv,
}: {
  valuationId: string
  /** The server's today (the India date), so "not in the future" matches what it will check. */
  today: IsoDate
  initial: (today: IsoDate) => DisburseValues
  ltv: LtvContext | null
}) {
  const utils = trpc.useUtils()
  const sent = useSentForApproval()
  const [confirming, setConfirming] = useState<DisburseBody | null>(null)
  const form = useFormModel<DisburseValues>({
    initial: () => initial(today),
    validate: (v) => disburseProblems(v, today, ltv),
    errorFields: { codes: DISBURSE_ERROR_FIELDS },
  })
  // isPending only disables the button after a re-render; a double click lands before that.
  const sending = useRef(false)
  const open = trpc.loans.open.useMutation({
    onSettled: () => {
      sending.current = false
    },
  })

  const submit = form.handleSubmit((values) => {
    open.reset()
    setConfirming(disburseBody(valuationId, values, today))
  })

  const confirm = () => {
    if (!confirming || sending.current) return
    sending.current = true
    open.mutate(confirming, {
      onSuccess: (loan) => {
        if (sent(loan)) return
        void Promise.all([utils.loans.invalidate(), utils.valuations.invalidate(), utils.customers.invalidate()]).then(
          () => navigate(`/loans/${loan.id}`),
        )
      },
      onError: (error) => {
        // A refusal about a field goes back to the form, where that field can be corrected.
        if (fieldOfError({ codes: DISBURSE_ERROR_FIELDS }, serverErrorOf(error))) {
          setConfirming(null)
          form.fail(error)
        }
      },
    })
  }

  const back = () => {
    open.reset()
    setConfirming(null)
  }

  return {
    fields: form,
    today,
    confirming,
    submit,
    confirm,
    back,
    pending: open.isPending,
    error: confirming ? open.error : null,
  }
}

export type DisburseForm = ReturnType<typeof useDisburseForm>
