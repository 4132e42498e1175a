import { formatPaise } from '@gold/core'
import { Alert, Button, Checkbox, DetailList, Modal, TextField, useFormModel } from '@gold/ui'
import { useState } from 'react'
import { CYCLE_LABELS } from '../billing/billing-cycles.ts'
import { trpc } from '../../trpc.ts'
import type { PurchaseRow } from './platform-outputs.ts'
import { REFUND_ERROR_FIELDS, refundInitial, refundPaise, refundProblems, type RefundValues } from './refund-form.ts'

/**
 * Refund a gateway purchase: the amount (at most what is left), whether a full refund takes the
 * period off the shop's subscription, then a confirmation naming the shop and the amount, because
 * the gateway sends the money back at once and it cannot be undone.
 */
export function RefundModal({
  purchase,
  onClose,
  onDone,
}: {
  purchase: PurchaseRow
  onClose: () => void
  onDone: (message: string) => void
}) {
  const form = useFormModel<RefundValues, 'amount'>({
    initial: () => refundInitial(purchase.refundable),
    validate: (v) => refundProblems(v, purchase.refundable),
    errorFields: REFUND_ERROR_FIELDS,
  })
  const [reviewing, setReviewing] = useState(false)
  const utils = trpc.useUtils()
  const refund = trpc.platform.refund.useMutation()
  const amount = form.problems.amount ? null : refundPaise(form.values)
  const full = amount !== null && amount === purchase.total - purchase.refundedAmount

  const submit = form.handleSubmit(async (values) => {
    if (!reviewing) return setReviewing(true)
    try {
      await refund.mutateAsync({ purchaseId: purchase.id, amount: refundPaise(values), revoke: full && values.revoke })
    } catch (e) {
      setReviewing(false)
      throw e
    } finally {
      await utils.platform.purchases.invalidate()
      await utils.platform.audit.invalidate()
    }
    onDone(
      `Refund of ${formatPaise(refundPaise(values))} to ${purchase.tenantName} requested. The gateway confirms it shortly.`,
    )
  })

  return (
    <Modal open title={`Refund: ${purchase.tenantName}`} onClose={onClose}>
      <form className="stack" aria-label="Refund a purchase" onSubmit={submit} noValidate>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <DetailList
          items={[
            {
              label: 'Purchase',
              value: `${purchase.planName} · ${CYCLE_LABELS[purchase.billingCycle] ?? purchase.billingCycle}`,
            },
            { label: 'Paid', value: formatPaise(purchase.total) },
            { label: 'Already refunded', value: formatPaise(purchase.refundedAmount) },
            { label: 'Can still be refunded', value: formatPaise(purchase.refundable) },
          ]}
        />
        {reviewing && amount !== null ? (
          <div role="group" aria-label="Confirm the refund" className="stack">
            <Alert tone="warning" title={`Refund ${formatPaise(amount)}?`}>
              The gateway sends {formatPaise(amount)} back to {purchase.tenantName} at once; this cannot be undone.
              {full && form.values.revoke
                ? ' The purchased period is taken off the shop’s subscription.'
                : ' The shop keeps its subscription period.'}
            </Alert>
            <div className="form-actions">
              <Button variant="secondary" onClick={() => setReviewing(false)} disabled={refund.isPending}>
                Back
              </Button>
              <Button type="submit" variant="danger" busy={refund.isPending}>
                Refund {formatPaise(amount)}
              </Button>
            </div>
          </div>
        ) : (
          <>
            <TextField label="Amount to refund (₹)" inputMode="decimal" autoComplete="off" {...form.text('amount')} />
            <Checkbox
              label="Take the purchased period off the shop’s subscription (full refunds only)"
              checked={full && form.values.revoke}
              disabled={!full}
              onChange={(e) => form.set('revoke', e.target.checked)}
            />
            <div className="form-actions">
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit">Review refund</Button>
            </div>
          </>
        )}
      </form>
    </Modal>
  )
}
