import { DetailList, Money } from '@gold/ui'
import { ConfirmGroup } from '../shared/confirm-group.tsx'
import type { LoanDetail } from '../shared/loan-outputs.tsx'
import { loanTermsItems } from '../disburse/loan-terms-items.tsx'
import { paidBy } from '../shared/paid-by.ts'
import type { RenewForm } from './use-renew-form.ts'

/** The renewal read back before it is recorded: what is carried, what is handed over, and the new terms. */
export function RenewConfirm({ form, loan }: { form: RenewForm; loan: LoanDetail }) {
  const { body, quote } = form.review!
  const carried = quote.principal
  const topUp = body.principal - carried
  return (
    <ConfirmGroup label="Confirm the renewal" confirmLabel="Confirm renewal" form={form}>
      <div>
        <p className="small muted">
          New loan for {loan.customer?.name ?? 'the borrower'}, renewing {loan.loanNumber}
        </p>
        <p className="payment-confirm-amount">
          <Money paise={body.principal} /> <span className="muted">principal</span>
        </p>
      </div>
      <DetailList
        items={[
          { label: `Carried from ${loan.loanNumber}`, value: <Money paise={carried} /> },
          {
            label: 'Top-up handed over',
            value:
              topUp > 0 ? (
                <>
                  <Money paise={topUp} /> {paidBy(body.disbursementMode, body.disbursementReference)}
                </>
              ) : (
                'None: nothing is paid out'
              ),
          },
          ...loanTermsItems(body, 'Renewed on'),
        ]}
      />
      <p className="small muted">
        {loan.loanNumber} is marked Renewed and its principal moves to a new loan with its own number. The gold stays
        pledged. A renewal cannot be undone.
      </p>
    </ConfirmGroup>
  )
}
