import { parseRupeeInput, rupeeInputText } from '@gold/core/shared/rupee-input'
import { Alert, Button, Modal, Money, Select, TextField, useFormModel } from '@gold/ui'
import { trpc, type RouterOutputs } from '../../../trpc.ts'
import type { LoanDetail } from '../shared/loan-outputs.tsx'

export type SentPaymentLink = RouterOutputs['paymentLinks']['send']
type Values = { amount: string; channel: 'sms' | 'whatsapp'; expiresInDays: string }

const EXPIRY_CHOICES = [1, 3, 7, 14, 30].map((d) => ({ value: String(d), label: d === 1 ? '1 day' : `${d} days` }))

/** The amount problems the API would answer, as the clerk types (the API checks the same again). */
function problemsOf(v: Values, toClose: number) {
  const amount = parseRupeeInput(v.amount)
  if (!amount.ok) return { amount: amount.message }
  if (amount.paise < 100) return { amount: 'Amount must be at least ₹1.' }
  if (amount.paise > toClose) return { amount: 'Amount is more than the amount to close this loan.' }
  return {}
}

/**
 * Issue 27: send the borrower a link to pay on the portal. The amount starts at the next due (or
 * what closes the loan); the answer says honestly whether a provider took the message.
 */
export function SendPaymentLinkModal({
  loan,
  onClose,
  onSent,
}: {
  loan: LoanDetail
  onClose: () => void
  onSent: (link: SentPaymentLink) => void
}) {
  const toClose = loan.outstanding.total
  const start = loan.nextDue && loan.nextDue.amount < toClose ? loan.nextDue.amount : toClose
  const form = useFormModel<Values, 'amount'>({
    initial: { amount: rupeeInputText(start), channel: 'sms', expiresInDays: '7' },
    validate: (v) => problemsOf(v, toClose),
  })
  const utils = trpc.useUtils()
  const send = trpc.paymentLinks.send.useMutation({
    onSuccess: () => utils.paymentLinks.list.invalidate({ loanId: loan.id }),
  })
  const submit = form.handleSubmit(async (v) => {
    const amount = parseRupeeInput(v.amount)
    if (!amount.ok) return
    const link = await send.mutateAsync({
      loanId: loan.id,
      body: { amount: amount.paise, channel: v.channel, expiresInDays: Number(v.expiresInDays) },
    })
    onSent(link)
  })
  const close = () => {
    if (!send.isPending) onClose()
  }
  return (
    <Modal open title="Send a payment link" onClose={close}>
      <form className="form" onSubmit={submit} noValidate aria-label="Send a payment link">
        <p>
          Loan <strong>{loan.loanNumber}</strong>: <Money paise={toClose} /> closes it today. The link opens the
          borrower portal&apos;s pay page for this amount.
        </p>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <TextField
          label="Amount (₹)"
          inputMode="decimal"
          autoComplete="off"
          {...form.text('amount')}
          onBlur={() => form.touch('amount')}
          hint="From ₹1 up to the amount to close."
        />
        <Select
          label="Send by"
          value={form.values.channel}
          onChange={(e) => form.set('channel', e.target.value as Values['channel'])}
          options={[
            { value: 'sms', label: `SMS to ${loan.customer?.phone ?? 'the borrower'}` },
            { value: 'whatsapp', label: `WhatsApp to ${loan.customer?.phone ?? 'the borrower'}` },
          ]}
        />
        <Select
          label="Link expires after"
          value={form.values.expiresInDays}
          onChange={(e) => form.set('expiresInDays', e.target.value)}
          options={EXPIRY_CHOICES}
        />
        <div className="form-actions">
          <Button variant="secondary" onClick={close} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" busy={send.isPending}>
            Send link
          </Button>
        </div>
      </form>
    </Modal>
  )
}
