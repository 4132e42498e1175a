import { DetailList, Money } from '@gold/ui'
import { ConfirmGroup } from './confirm-group.tsx'
import { loanTermsItems } from './loan-terms-items.tsx'
import { paidBy } from './paid-by.ts'
import type { DisburseForm } from './use-disburse-form.ts'

/** What will be handed over and owed, read back before the money leaves the shop. */
export function DisburseConfirm({ form, borrower }: { form: DisburseForm; borrower: string }) {
  const body = form.confirming!
  return (
    <ConfirmGroup label="Confirm the disbursement" confirmLabel="Confirm disbursement" form={form}>
      <div>
        <p className="small muted">Hand over to {borrower}</p>
        <p className="payment-confirm-amount">
          <Money paise={body.principal} />{' '}
          <span className="muted">{paidBy(body.disbursementMode, body.disbursementReference)}</span>
        </p>
      </div>
      <DetailList items={loanTermsItems(body, 'Disbursed on')} />
      <p className="small muted">
        The loan gets its number and the schedule replaces the valuation&rsquo;s EMIs. A disbursement cannot be undone.
      </p>
    </ConfirmGroup>
  )
}
