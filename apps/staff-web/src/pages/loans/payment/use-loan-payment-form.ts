import { isoDateOf } from '@gold/core/shared/india-calendar'
import { overpaymentError } from '@gold/core/loans/loans-errors'
import { parseRupeeInput } from '@gold/core/shared/rupee-input'
import { newIdempotencyKey, useFormModel } from '@gold/ui'
import { useRef, useState } from 'react'
import { trpc, type RouterOutputs } from '../../../trpc.ts'
import { useSentForApproval } from '../../approvals/use-sent-for-approval.ts'
import type { LoanDetail } from '../shared/loan-outputs.tsx'
import {
  PAYMENT_ERROR_FIELDS,
  lastPostingOf,
  loanPaymentProblems,
  paidOnOf,
  previewLoanPayment,
  type LoanPaymentValues,
  type PaymentPreview,
} from './loan-payment-form.ts'

export type RecordedLoanPayment = Extract<RouterOutputs['loans']['pay'], { payment: unknown }>['payment']

/**
 * Record payment on a loan: fields checked inline, then the closure quote for the payment's date
 * (the server's figure) split the way the server will split it, shown for confirmation before
 * anything is recorded. One idempotency key per opened form, so a retry records the payment once.
 */
export function useLoanPaymentForm({
  loan,
  onDone,
}: {
  loan: LoanDetail
  onDone: (payment: RecordedLoanPayment) => void
}) {
  const utils = trpc.useUtils()
  const sent = useSentForApproval()
  const [idempotencyKey] = useState(newIdempotencyKey)
  const [today] = useState(() => isoDateOf(new Date()))
  const [preview, setPreview] = useState<PaymentPreview | null>(null)
  const lastPostedOn = lastPostingOf(loan.disbursedOn, loan.ledger)
  const form = useFormModel<LoanPaymentValues>({
    initial: { amount: '', mode: 'Cash', reference: '', paidOn: today },
    validate: (v) => loanPaymentProblems(v, today, { disbursedOn: loan.disbursedOn, lastPostedOn }),
    errorFields: { codes: PAYMENT_ERROR_FIELDS },
  })
  const [quoting, setQuoting] = useState(false)
  // isPending only disables the button after a re-render; a double click lands before that.
  const sending = useRef(false)
  const pay = trpc.loans.pay.useMutation({
    onSuccess: () =>
      Promise.all([utils.loans.invalidate(), utils.valuations.invalidate(), utils.customers.invalidate()]),
    onSettled: () => {
      sending.current = false
    },
  })

  const submit = form.handleSubmit(async (values) => {
    const amount = parseRupeeInput(values.amount)
    const paidOn = paidOnOf(values, today)
    if (!amount.ok || paidOn === null) return
    pay.reset()
    setQuoting(true)
    try {
      const quote = await utils.loans.quote.fetch({ id: loan.id, asOf: paidOn }, { staleTime: 0 })
      if (amount.paise > quote.total) throw overpaymentError(quote.total)
      setPreview(previewLoanPayment(quote, amount.paise))
    } finally {
      setQuoting(false)
    }
  })

  const confirm = () => {
    if (!preview || sending.current) return
    sending.current = true
    const { mode, reference } = form.values
    pay.mutate(
      {
        id: loan.id,
        body: {
          amount: preview.amount,
          mode,
          ...(mode !== 'Cash' && reference.trim() ? { reference: reference.trim() } : {}),
          paidOn: preview.quote.asOf,
          idempotencyKey,
        },
      },
      { onSuccess: (result) => sent(result) || onDone(result.payment) },
    )
  }

  const back = () => {
    pay.reset()
    setPreview(null)
  }

  return {
    fields: form,
    today,
    preview,
    submit,
    confirm,
    back,
    quoting,
    pending: pay.isPending,
    error: pay.error,
  }
}

export type LoanPaymentForm = ReturnType<typeof useLoanPaymentForm>
