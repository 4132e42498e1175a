import { serverErrorOf } from '@gold/ui'
import { useRef, useState } from 'react'
import { trpc } from '../../trpc.ts'

/** The reason core accepts: 2 to 500 characters once trimmed (required to reject). */
export function reasonProblem(reason: string, required: boolean): string | null {
  const text = reason.trim()
  if (!text && !required) return null
  return text.length < 2 || text.length > 500 ? 'Give a reason (2 to 500 characters).' : null
}

/**
 * One checker's decision on one request: approve (after a confirmation where money moves) or
 * reject with a reason. Nothing is sent while the reason is wrong; a double click sends once.
 */
export function useApprovalDecision(id: string, confirmFirst: boolean) {
  const utils = trpc.useUtils()
  const [mode, setMode] = useState<'idle' | 'confirmApprove' | 'reject'>('idle')
  const [reason, setReason] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const sending = useRef(false)
  // The inbox is left as it is, so the card stays with its outcome; the rest reads afresh.
  const done = () => {
    sending.current = false
    void Promise.all([
      utils.approvals.detail.invalidate({ id }),
      utils.approvals.counts.invalidate(),
      utils.approvals.mine.invalidate(),
    ])
  }
  const approve = trpc.approvals.approve.useMutation({ onSettled: done })
  const reject = trpc.approvals.reject.useMutation({ onSettled: done })
  const error = approve.error ?? reject.error
  const problem = mode === 'reject' && submitted ? reasonProblem(reason, true) : null

  const send = (run: () => void) => {
    if (sending.current) return
    sending.current = true
    run()
  }
  return {
    mode,
    reason,
    setReason,
    problem,
    pending: approve.isPending || reject.isPending,
    error: error ? serverErrorOf(error).message : null,
    decided: approve.data ?? reject.data ?? null,
    startApprove: () => (confirmFirst ? setMode('confirmApprove') : send(() => approve.mutate({ id }))),
    confirmApprove: () => send(() => approve.mutate({ id })),
    startReject: () => {
      setSubmitted(false)
      setMode('reject')
    },
    submitReject: () => {
      setSubmitted(true)
      if (reasonProblem(reason, true)) return
      send(() => reject.mutate({ id, reason: reason.trim() }))
    },
    cancel: () => setMode('idle'),
  }
}

export type ApprovalDecision = ReturnType<typeof useApprovalDecision>
