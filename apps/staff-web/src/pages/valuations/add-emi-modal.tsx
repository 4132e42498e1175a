import { parseRupeeInput } from '@gold/core/shared/rupee-input'
import { Alert, Button, Modal, TextField, errorMessage } from '@gold/ui'
import { useState, type FormEvent } from 'react'
import { trpc } from '../../trpc.ts'
import type { ValuationDetail } from './valuation-types.ts'

/** Add one installment by hand; the amount is read like every rupee field (core `parseRupeeInput`). */
export function AddEmiModal({ open, v, onClose }: { open: boolean; v: ValuationDetail; onClose: () => void }) {
  const utils = trpc.useUtils()
  const [amount, setAmount] = useState('')
  const [dueDate, setDueDate] = useState('')
  const [amountChecked, setAmountChecked] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const addEmi = trpc.valuations.addEmi.useMutation({
    onSuccess: async () => {
      await utils.valuations.get.invalidate({ id: v.id })
      setAmount('')
      setDueDate('')
      setAmountChecked(false)
      setSubmitted(false)
      onClose()
    },
  })
  const parsed = parseRupeeInput(amount)
  const amountError = (amountChecked || submitted) && !parsed.ok ? parsed.message : null
  const dateError = submitted && !dueDate ? 'Choose the due date.' : null
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    if (!parsed.ok || !dueDate || addEmi.isPending) return
    addEmi.mutate({ id: v.id, body: { amount: parsed.rupees, dueDate } })
  }
  const close = () => { addEmi.reset(); setAmountChecked(false); setSubmitted(false); onClose() }
  return (
    <Modal open={open} title="Add an EMI" onClose={close}>
      <form className="form" onSubmit={submit} noValidate aria-label="Add an EMI">
        <TextField label="Amount (₹)" inputMode="decimal" autoComplete="off" required value={amount} onChange={(e) => setAmount(e.target.value)}
          onBlur={() => setAmountChecked(amount.trim() !== '')} error={amountError} hint="Like 20,000 or 20,000.50." />
        <TextField label="Due date" type="date" required value={dueDate} onChange={(e) => setDueDate(e.target.value)} error={dateError} />
        {addEmi.error && <Alert tone="danger">{errorMessage(addEmi.error)}</Alert>}
        <div className="form-actions">
          <Button variant="secondary" onClick={close}>Cancel</Button>
          <Button type="submit" busy={addEmi.isPending}>Add EMI</Button>
        </div>
      </form>
    </Modal>
  )
}
