import { formatRupees } from '@gold/core/shared/indian-format'
import { parseRupeeInput } from '@gold/core/shared/rupee-input'
import { useRef, useState, type FormEvent } from 'react'
import { trpc } from '../../trpc.ts'
import { outstandingOf, previewSettlement, type Settlement } from './payment-settlement.ts'
import type { ValuationDetail, ValuationEmi } from './valuation-types.ts'

export type PaymentMode = 'Cash' | 'Online'
/** What the schedule card tells the clerk once a payment is recorded. */
export type RecordedPayment = Settlement & { mode: PaymentMode }

/**
 * One key per opened form: a double submit, or a retry after a lost response, records the payment
 * once. randomUUID exists only in secure contexts, and a shop may open the app on a LAN address
 * over plain http, so fall back to getRandomValues (available everywhere).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** `20,000` or `5,000.50`: the outstanding as a clerk would type it, so the field parses as is. */
const amountText = (rupees: number) => formatRupees(rupees).replace('₹', '').replace(/\.00$/, '')

/**
 * The Record payment form: fields, inline amount check (core `parseRupeeInput`), then a
 * confirmation step showing what the payment settles before anything is sent. A status change
 * that is not a payment (Upcoming, Due Soon, Overdue) is sent directly: it records no money.
 */
export function usePaymentForm({ v, emi, onDone }: { v: ValuationDetail; emi: ValuationEmi; onDone: (paid: RecordedPayment | null) => void }) {
  const utils = trpc.useUtils()
  const [idempotencyKey] = useState(newIdempotencyKey)
  const [status, setStatus] = useState('Paid')
  const [received, setReceived] = useState(() => amountText(outstandingOf(emi)))
  const [mode, setMode] = useState<PaymentMode>('Cash')
  const [reference, setReference] = useState('')
  const [amountChecked, setAmountChecked] = useState(false)
  const [settlement, setSettlement] = useState<Settlement | null>(null)
  const amountRef = useRef<HTMLInputElement>(null)
  // isPending only disables the button after a re-render; a double click lands before that.
  const sending = useRef(false)
  const patchEmi = trpc.valuations.patchEmi.useMutation({
    onSuccess: () => Promise.all([utils.valuations.get.invalidate({ id: v.id }), utils.customers.invalidate()]),
    onSettled: () => { sending.current = false },
  })

  const paying = status === 'Paid'
  const amount = parseRupeeInput(received)
  const amountError = paying && amountChecked && !amount.ok ? amount.message : null

  const send = (body: Record<string, unknown>, paid: RecordedPayment | null) => {
    if (sending.current) return
    sending.current = true
    patchEmi.mutate({ id: v.id, body }, { onSuccess: () => onDone(paid) })
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!paying) return send({ emiId: emi.id, status }, null)
    setAmountChecked(true)
    if (!amount.ok) return amountRef.current?.focus()
    patchEmi.reset()
    setSettlement(previewSettlement(v.emiRecords, emi.id, amount.rupees))
  }

  const confirm = () => {
    if (!settlement) return
    const ref = mode === 'Online' && reference.trim() ? { paymentReference: reference.trim() } : {}
    send({ emiId: emi.id, status: 'Paid', receivedAmount: settlement.received, paymentMode: mode, idempotencyKey, ...ref }, { ...settlement, mode })
  }

  const back = () => {
    patchEmi.reset()
    setSettlement(null)
  }

  return {
    fields: { status, received, mode, reference },
    setStatus, setMode: (m: string) => setMode(m === 'Online' ? 'Online' : 'Cash'), setReference,
    setReceived, checkAmount: () => setAmountChecked(true),
    amountRef, amountError, paying, settlement,
    submit, confirm, back,
    pending: patchEmi.isPending, error: patchEmi.error,
  }
}
