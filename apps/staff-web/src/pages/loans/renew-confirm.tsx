import { loanSchedule, maturityOf } from '@gold/core/loans/loan-schedule'
import { Alert, Button, DetailList, Money, errorMessage } from '@gold/ui'
import { useEffect, useRef } from 'react'
import { LoanDate, modeLabel, plural, schemeLabel, type LoanDetail } from './loan-outputs.tsx'
import { Repayment } from './repayment-summary.tsx'
import type { RenewForm } from './use-renew-form.ts'

/** The renewal read back before it is recorded: what is carried, what is handed over, and the new terms. */
export function RenewConfirm({ form, loan }: { form: RenewForm; loan: LoanDetail }) {
  const { body, quote } = form.review!
  const region = useRef<HTMLDivElement>(null)
  // Focus the summary, not the Confirm button, so a second Enter cannot renew unread.
  useEffect(() => region.current?.focus(), [])
  const carried = quote.principal
  const topUp = body.principal - carried
  const terms = {
    scheme: body.scheme,
    principal: body.principal,
    annualRateBp: Math.round(body.annualRate * 100),
    tenureMonths: body.tenureMonths,
    disbursedOn: body.disbursedOn,
  }
  const dues = loanSchedule(terms)
  return (
    <div className="form payment-confirm" role="group" aria-label="Confirm the renewal" tabIndex={-1} ref={region}>
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
                  <Money paise={topUp} />{' '}
                  {body.disbursementMode === 'Cash'
                    ? 'in cash'
                    : `by ${modeLabel(body.disbursementMode)} · ${body.disbursementReference ?? ''}`}
                </>
              ) : (
                'None: nothing is paid out'
              ),
          },
          { label: 'Scheme', value: schemeLabel(body.scheme) },
          { label: 'Interest', value: `${body.annualRate}% a year` },
          { label: 'Tenure', value: plural(body.tenureMonths, 'month') },
          { label: 'Renewed on', value: <LoanDate value={body.disbursedOn} /> },
          { label: 'Matures on', value: <LoanDate value={maturityOf(terms)} /> },
          {
            label: 'Penal charges',
            value:
              body.penalRate > 0 ? `${body.penalRate}% a year after ${plural(body.graceDays, 'day')} of grace` : 'None',
          },
          dues.length > 0 && { label: 'Repayment', value: <Repayment dues={dues} scheme={body.scheme} /> },
          {
            label: 'Total to repay on schedule',
            value: <Money paise={dues.reduce((sum, d) => sum + d.amount, 0)} />,
          },
        ]}
      />
      <p className="small muted">
        {loan.loanNumber} is marked Renewed and its principal moves to a new loan with its own number. The gold stays
        pledged. A renewal cannot be undone.
      </p>
      {form.error && <Alert tone="danger">{errorMessage(form.error)}</Alert>}
      <div className="form-actions">
        <Button variant="secondary" onClick={form.back} disabled={form.pending}>
          Back
        </Button>
        <Button onClick={form.confirm} busy={form.pending}>
          Confirm renewal
        </Button>
      </div>
    </div>
  )
}
