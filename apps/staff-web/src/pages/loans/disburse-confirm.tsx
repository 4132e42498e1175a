import { loanSchedule, maturityOf } from '@gold/core/loans/loan-schedule'
import { Alert, Button, DetailList, Money, errorMessage } from '@gold/ui'
import { useEffect, useRef } from 'react'
import { LoanDate, modeLabel, plural, schemeLabel } from './loan-outputs.tsx'
import { Repayment } from './repayment-summary.tsx'
import type { DisburseForm } from './use-disburse-form.ts'

/** What will be handed over and owed, read back before the money leaves the shop. */
export function DisburseConfirm({ form, borrower }: { form: DisburseForm; borrower: string }) {
  const body = form.confirming!
  const region = useRef<HTMLDivElement>(null)
  // Focus the summary, not the Confirm button, so a second Enter cannot disburse unread.
  useEffect(() => region.current?.focus(), [])
  const terms = {
    scheme: body.scheme,
    principal: body.principal,
    annualRateBp: Math.round(body.annualRate * 100),
    tenureMonths: body.tenureMonths,
    disbursedOn: body.disbursedOn,
  }
  const dues = loanSchedule(terms)
  const total = dues.reduce((sum, d) => sum + d.amount, 0)
  const first = dues[0]
  return (
    <div className="form payment-confirm" role="group" aria-label="Confirm the disbursement" tabIndex={-1} ref={region}>
      <div>
        <p className="small muted">Hand over to {borrower}</p>
        <p className="payment-confirm-amount">
          <Money paise={body.principal} />{' '}
          <span className="muted">
            {body.disbursementMode === 'Cash'
              ? 'in cash'
              : `by ${modeLabel(body.disbursementMode)} · ${body.disbursementReference ?? ''}`}
          </span>
        </p>
      </div>
      <DetailList
        items={[
          { label: 'Scheme', value: schemeLabel(body.scheme) },
          { label: 'Interest', value: `${body.annualRate}% a year` },
          { label: 'Tenure', value: plural(body.tenureMonths, 'month') },
          { label: 'Disbursed on', value: <LoanDate value={body.disbursedOn} /> },
          { label: 'Matures on', value: <LoanDate value={maturityOf(terms)} /> },
          {
            label: 'Penal charges',
            value:
              body.penalRate > 0 ? `${body.penalRate}% a year after ${plural(body.graceDays, 'day')} of grace` : 'None',
          },
          first && { label: 'Repayment', value: <Repayment dues={dues} scheme={body.scheme} /> },
          { label: 'Total to repay on schedule', value: <Money paise={total} /> },
        ]}
      />
      <p className="small muted">
        The loan gets its number and the schedule replaces the valuation&rsquo;s EMIs. A disbursement cannot be undone.
      </p>
      {form.error && <Alert tone="danger">{errorMessage(form.error)}</Alert>}
      <div className="form-actions">
        <Button variant="secondary" onClick={form.back} disabled={form.pending}>
          Back
        </Button>
        <Button onClick={form.confirm} busy={form.pending}>
          Confirm disbursement
        </Button>
      </div>
    </div>
  )
}
