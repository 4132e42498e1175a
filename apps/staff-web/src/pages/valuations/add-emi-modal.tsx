import { parseRupeeInput } from '@gold/core/shared/rupee-input'
import { Alert, Button, Modal, TextField, errorMessage, useFormModel } from '@gold/ui'
import { trpc } from '../../trpc.ts'
import type { ValuationDetail } from './valuation-outputs.ts'

const EMPTY = { amount: '', dueDate: '' }

/** Add one installment by hand; the amount is read like every rupee field (core `parseRupeeInput`). */
export function AddEmiModal({ open, v, onClose }: { open: boolean; v: ValuationDetail; onClose: () => void }) {
  const utils = trpc.useUtils()
  const form = useFormModel({
    initial: EMPTY,
    validate: ({ amount, dueDate }) => {
      const parsed = parseRupeeInput(amount)
      return { ...(!parsed.ok && { amount: parsed.message }), ...(!dueDate && { dueDate: 'Choose the due date.' }) }
    },
  })
  const addEmi = trpc.valuations.addEmi.useMutation({
    onSuccess: async () => {
      await utils.valuations.get.invalidate({ id: v.id })
      form.reset(EMPTY)
      onClose()
    },
  })
  const submit = form.handleSubmit(({ amount, dueDate }) => {
    const parsed = parseRupeeInput(amount)
    if (!parsed.ok || addEmi.isPending) return
    addEmi.mutate({ id: v.id, body: { amount: parsed.rupees, dueDate } })
  })
  // Closing keeps what was typed (reopening continues), but not the errors.
  const close = () => {
    addEmi.reset()
    form.reset(form.values)
    onClose()
  }
  return (
    <Modal open={open} title="Add an EMI" onClose={close}>
      <form className="form" onSubmit={submit} noValidate aria-label="Add an EMI">
        <TextField
          label="Amount (₹)"
          inputMode="decimal"
          autoComplete="off"
          required
          {...form.text('amount')}
          onBlur={() => form.touch('amount', form.values.amount.trim() !== '')}
          hint="Like 20,000 or 20,000.50."
        />
        <TextField label="Due date" type="date" required {...form.text('dueDate')} />
        {addEmi.error && <Alert tone="danger">{errorMessage(addEmi.error)}</Alert>}
        <div className="form-actions">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" busy={addEmi.isPending}>
            Add EMI
          </Button>
        </div>
      </form>
    </Modal>
  )
}
