import { useFormModel } from '@gold/ui'
import { useRef, useState } from 'react'
import { trpc, type RouterOutputs } from '../../trpc.ts'
import { countBody, countTotalPaise, emptyCount } from './cash-count.ts'
import { CLOSE_COUNTER_ERROR_FIELDS, closeCounterProblems, type CloseCounterValues } from './counter-forms.ts'

export type ClosedCounter = RouterOutputs['books']['closeCounter']

/**
 * Close a counter: the count by denomination against the cash the books expect, a reason when
 * they differ, then a read-back of expected, counted and the difference before anything is sent.
 */
export function useCloseCounterForm({
  counterNumber,
  expectedPaise,
  onDone,
}: {
  counterNumber: number
  expectedPaise: number
  onDone: (closed: ClosedCounter) => void
}) {
  const utils = trpc.useUtils()
  const sending = useRef(false)
  const [reviewing, setReviewing] = useState(false)
  const form = useFormModel<CloseCounterValues>({
    initial: () => ({ ...emptyCount(), reason: '' }),
    validate: (v) => closeCounterProblems(v, expectedPaise),
    errorFields: { codes: CLOSE_COUNTER_ERROR_FIELDS },
  })
  const close = trpc.books.closeCounter.useMutation({
    onSuccess: () => utils.books.invalidate(),
    onSettled: () => {
      sending.current = false
    },
  })
  const submit = form.handleSubmit(() => {
    close.reset()
    setReviewing(true)
  })
  const confirm = () => {
    if (sending.current) return
    sending.current = true
    const reason = form.values.reason.trim()
    close.mutate({ counterNumber, count: countBody(form.values), ...(reason ? { reason } : {}) }, { onSuccess: onDone })
  }
  const back = () => {
    close.reset()
    setReviewing(false)
  }
  return {
    fields: form,
    countedPaise: countTotalPaise(form.values),
    expectedPaise,
    reviewing,
    submit,
    confirm,
    back,
    pending: close.isPending,
    error: close.error,
  }
}

export type CloseCounterForm = ReturnType<typeof useCloseCounterForm>
