import { formatRupees } from '@gold/core/shared/indian-format'
import { parseRupeeInput } from '@gold/core/shared/rupee-input'
import { newIdempotencyKey, useFormModel } from '@gold/ui'
import { useRef, useState } from 'react'
import { trpc, type RouterInputs } from '../../trpc.ts'
import { outstandingOf, previewSettlement, type Settlement } from './payment-settlement.ts'
import type { ValuationDetail, ValuationEmi } from './valuation-outputs.ts'

export type PaymentMode = 'Cash' | 'Online'
/** What the schedule card tells the clerk once a payment is recorded. */
export type RecordedPayment = Settlement & { mode: PaymentMode }

type PaymentFields = { status: string; received: string; mode: PaymentMode; reference: string }

/** `20,000` or `5,000.50`: the outstanding as a clerk would type it, so the field parses as is. */
const amountText = (rupees: number) => formatRupees(rupees).replace('₹', '').replace(/\.00$/, '')

/**
 * The Record payment form: fields, inline amount check (core `parseRupeeInput`), then a
 * confirmation step showing what the payment settles before anything is sent. A status change
 * that is not a payment (Upcoming, Due Soon, Overdue) is sent directly: it records no money.
 */
export function usePaymentForm({
  v,
  emi,
  onDone,
}: {
  v: ValuationDetail
  emi: ValuationEmi
  onDone: (paid: RecordedPayment | null) => void
}) {
  const utils = trpc.useUtils()
  // One key per opened form: a double submit, or a retry after a lost response, records the payment once.
  const [idempotencyKey] = useState(newIdempotencyKey)
  const [settlement, setSettlement] = useState<Settlement | null>(null)
  const form = useFormModel<PaymentFields>({
    initial: () => ({
      status: 'Paid',
      received: amountText(outstandingOf(emi)),
      mode: 'Cash',
      reference: '',
    }),
    validate: (fields) => {
      const amount = parseRupeeInput(fields.received)
      return fields.status === 'Paid' && !amount.ok ? { received: amount.message } : {}
    },
  })
  // isPending only disables the button after a re-render; a double click lands before that.
  const sending = useRef(false)
  const patchEmi = trpc.valuations.patchEmi.useMutation({
    onSuccess: () => Promise.all([utils.valuations.get.invalidate({ id: v.id }), utils.customers.invalidate()]),
    onSettled: () => {
      sending.current = false
    },
  })

  const { status, mode, reference } = form.values
  const paying = status === 'Paid'

  const send = (body: RouterInputs['valuations']['patchEmi']['body'], paid: RecordedPayment | null) => {
    if (sending.current) return
    sending.current = true
    patchEmi.mutate({ id: v.id, body }, { onSuccess: () => onDone(paid) })
  }

  const submit = form.handleSubmit(({ received }) => {
    if (!paying) return send({ emiId: emi.id, status }, null)
    const amount = parseRupeeInput(received)
    if (!amount.ok) return
    patchEmi.reset()
    setSettlement(previewSettlement(v.emiRecords, emi.id, amount.rupees))
  })

  const confirm = () => {
    if (!settlement) return
    const ref = mode === 'Online' && reference.trim() ? { paymentReference: reference.trim() } : {}
    send(
      { emiId: emi.id, status: 'Paid', receivedAmount: settlement.received, paymentMode: mode, idempotencyKey, ...ref },
      { ...settlement, mode: mode === 'Online' ? 'Online' : 'Cash' },
    )
  }

  const back = () => {
    patchEmi.reset()
    setSettlement(null)
  }

  return {
    fields: form,
    paying,
    settlement,
    setMode: (m: string) => form.set('mode', m === 'Online' ? 'Online' : 'Cash'),
    submit,
    confirm,
    back,
    pending: patchEmi.isPending,
    error: patchEmi.error,
  }
}
