import { loanErrors } from '@gold/core/loans/loans-errors'
import { useFormModel } from '@gold/ui'
import { useRef, useState } from 'react'
import { trpc } from '../../../trpc.ts'
import { useSentForApproval } from '../../approvals/use-sent-for-approval.ts'
import type { LoanDetail } from '../shared/loan-outputs.tsx'

export type ReleaseValues = { releasedTo: string; sealIntact: boolean; note: string }

export function releaseProblems(v: ReleaseValues) {
  const errors: Partial<Record<keyof ReleaseValues, string>> = {}
  const to = v.releasedTo.trim()
  if (to.length < 2 || to.length > 100) errors.releasedTo = loanErrors.table.releasedToRequired.message
  if (v.note.trim().length > 500) errors.note = loanErrors.table.noteTooLong.message
  return errors
}

/** Release of the gold on a closed loan: who took it and the seal, confirmed before it is recorded. */
export function useReleaseForm({ loan, onDone }: { loan: LoanDetail; onDone: () => void }) {
  const utils = trpc.useUtils()
  const sent = useSentForApproval()
  const [confirming, setConfirming] = useState(false)
  const form = useFormModel<ReleaseValues>({
    initial: { releasedTo: loan.customer?.name ?? '', sealIntact: false, note: '' },
    validate: releaseProblems,
  })
  const sending = useRef(false)
  const release = trpc.loans.release.useMutation({
    onSuccess: () => Promise.all([utils.loans.invalidate(), utils.customers.invalidate()]),
    onSettled: () => {
      sending.current = false
    },
  })

  const submit = form.handleSubmit(() => {
    release.reset()
    setConfirming(true)
  })

  const confirm = () => {
    if (sending.current) return
    sending.current = true
    const { releasedTo, sealIntact, note } = form.values
    release.mutate(
      {
        id: loan.id,
        body: { releasedTo: releasedTo.trim(), sealIntact, ...(note.trim() ? { note: note.trim() } : {}) },
      },
      { onSuccess: (result) => sent(result) || onDone() },
    )
  }

  const back = () => {
    release.reset()
    setConfirming(false)
  }

  return { fields: form, confirming, submit, confirm, back, pending: release.isPending, error: release.error }
}

export type ReleaseForm = ReturnType<typeof useReleaseForm>
