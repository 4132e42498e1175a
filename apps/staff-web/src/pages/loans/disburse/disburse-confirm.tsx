import { backdatingNotice } from '@gold/core/loans/loan-backdating'
import { formatIsoDate } from '@gold/core/shared/india-calendar'
import { DetailList, Money } from '@gold/ui'
import { useState } from 'react'
import { UnusualEntryCheck } from '../../unusual-entry-check.tsx'
import { ConfirmGroup } from '../shared/confirm-group.tsx'
import { loanTermsItems } from './loan-terms-items.tsx'
import { paidBy } from '../shared/paid-by.ts'
import { PdfLink } from '../shared/pdf-link.tsx'
import type { DisburseBody } from './disburse-form.ts'

/** The Key Facts Statement of terms not yet recorded, in the borrower's language, to hand over before signing. */
export const proposedKfsHref = (b: DisburseBody) =>
  `/api/valuations/${encodeURIComponent(b.valuationId)}/documents/kfs?${new URLSearchParams({
    principal: String(b.principal),
    scheme: b.scheme,
    annualRate: String(b.annualRate),
    tenureMonths: String(b.tenureMonths),
    penalRate: String(b.penalRate),
    graceDays: String(b.graceDays),
    disbursedOn: b.disbursedOn,
  }).toString()}`
import type { DisburseForm } from './use-disburse-form.ts'

/** What will be handed over and owed, read back before the money leaves the shop. */
export function DisburseConfirm({ form, borrower }: { form: DisburseForm; borrower: string }) {
  const body = form.confirming!
  const backdated = backdatingNotice(body.disbursedOn, form.today)
  const [dateConfirmed, setDateConfirmed] = useState(false)
  return (
    <ConfirmGroup
      label="Confirm the disbursement"
      confirmLabel="Confirm disbursement"
      form={form}
      ready={backdated === null || dateConfirmed}
    >
      {backdated && (
        <UnusualEntryCheck
          notice={backdated}
          detail="Interest and the due dates run from that date, so dues before today are already late."
          confirmLabel={`The money was handed over on ${formatIsoDate(body.disbursedOn)}`}
          checked={dateConfirmed}
          onChange={setDateConfirmed}
        />
      )}
      <div>
        <p className="small muted">Hand over to {borrower}</p>
        <p className="payment-confirm-amount">
          <Money paise={body.principal} />{' '}
          <span className="muted">{paidBy(body.disbursementMode, body.disbursementReference)}</span>
        </p>
      </div>
      <DetailList items={loanTermsItems(body, 'Disbursed on')} />
      <p>
        <PdfLink href={proposedKfsHref(body)} className="button secondary">
          Key Facts Statement
        </PdfLink>{' '}
        <span className="small muted">
          Give it to the borrower before they sign: it states the APR and every charge.
        </span>
      </p>
      <p className="small muted">
        The loan gets its number and the schedule replaces the valuation&rsquo;s EMIs. A disbursement cannot be undone.
      </p>
    </ConfirmGroup>
  )
}
