import type { LoanMode } from '@gold/core/loans/loan-input'
import { loanErrors } from '@gold/core/loans/loans-errors'
import { fieldOfError, serverErrorOf, useFormModel, type ErrorCode, type ErrorFields, type FormErrors } from '@gold/ui'
import { useRef, useState } from 'react'
import { trpc } from '../../../trpc.ts'
import { useSentForApproval } from '../../approvals/use-sent-for-approval.ts'

export type SurplusPayoutValues = { mode: LoanMode; reference: string }

const message = (key: keyof typeof loanErrors.table) => loanErrors.table[key].message

export function surplusPayoutProblems(v: SurplusPayoutValues): FormErrors<keyof SurplusPayoutValues> {
  const reference = v.reference.trim()
  if (reference.length > 100) return { reference: message('referenceTooLong') }
  if (v.mode !== 'Cash' && reference === '') return { reference: message('referenceRequired') }
  return {}
}

const SURPLUS_PAYOUT_ERRORS: ErrorFields<keyof SurplusPayoutValues> = {
  codes: { referenceRequired: 'reference', referenceTooLong: 'reference' } satisfies Partial<
    Record<ErrorCode<typeof loanErrors>, keyof SurplusPayoutValues>
  >,
}

/** What is handed to the borrower: the auction's surplus, or the compensation for a late release. */
export type PayoutKind = 'surplus' | 'compensation' | 'fee'

/** Money handed over at the counter (see `Payout`): how it was paid, confirmed before it is recorded. */
export function useSurplusPayoutForm({ id, kind, onDone }: { id: string; kind: PayoutKind; onDone: () => void }) {
  const utils = trpc.useUtils()
  const sent = useSentForApproval()
  const [confirming, setConfirming] = useState(false)
  const form = useFormModel<SurplusPayoutValues>({
    initial: { mode: 'BankTransfer', reference: '' },
    validate: surplusPayoutProblems,
    errorFields: SURPLUS_PAYOUT_ERRORS,
  })
  const sending = useRef(false)
  const settled = {
    onSuccess: () => Promise.all([utils.loans.invalidate(), utils.customers.invalidate(), utils.books.invalidate()]),
    onSettled: () => {
      sending.current = false
    },
  }
  const surplus = trpc.loans.paySurplus.useMutation(settled)
  const compensation = trpc.loans.payReleaseCompensation.useMutation(settled)
  const fee = trpc.books.receiveValuationFee.useMutation(settled)
  const payout = { surplus, compensation, fee }[kind]

  const submit = form.handleSubmit(() => {
    payout.reset()
    setConfirming(true)
  })

  const confirm = () => {
    if (sending.current) return
    sending.current = true
    const { mode, reference } = form.values
    payout.mutate(
      { id, body: { mode, ...(mode !== 'Cash' && reference.trim() ? { reference: reference.trim() } : {}) } },
      {
        onSuccess: (result) => sent(result) || onDone(),
        onError: (error) => {
          if (fieldOfError(SURPLUS_PAYOUT_ERRORS, serverErrorOf(error))) {
            setConfirming(false)
            form.fail(error)
          }
        },
      },
    )
  }

  const back = () => {
    payout.reset()
    setConfirming(false)
  }

  return { fields: form, confirming, submit, confirm, back, pending: payout.isPending, error: payout.error }
}

export type SurplusPayoutForm = ReturnType<typeof useSurplusPayoutForm>
