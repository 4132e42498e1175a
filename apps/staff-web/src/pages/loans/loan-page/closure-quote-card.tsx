import { isoDateOf, parseIsoDate } from '@gold/core/shared/india-calendar'
import { loanErrors } from '@gold/core/loans/loans-errors'
import { Card, ErrorState, Loading, Money, TextField } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../../trpc.ts'
import { LoanDate, type LoanDetail } from '../shared/loan-outputs.tsx'
import { lastPostingOf } from '../payment/loan-payment-form.ts'

/** The amount that closes the loan on any date from the last posting on (a future date too: that is what a borrower asks). */
export function ClosureQuoteCard({ loan }: { loan: LoanDetail }) {
  const [today] = useState(() => isoDateOf(new Date()))
  const [asOf, setAsOf] = useState(today)
  const lastPostedOn = lastPostingOf(loan.disbursedOn, loan.ledger)
  const date = parseIsoDate(asOf)
  const problem =
    date === null
      ? loanErrors.table.invalidDate.message
      : date < lastPostedOn
        ? loanErrors.table.quoteBeforeLastPayment.message
        : null
  const quote = trpc.loans.quote.useQuery({ id: loan.id, asOf: date ?? today }, { enabled: problem === null })
  return (
    <Card title="Amount to close">
      <div className="stack-sm">
        <TextField
          label="As of"
          type="date"
          min={lastPostedOn}
          value={asOf}
          onChange={(e) => setAsOf(e.target.value)}
          error={problem}
        />
        {problem ? null : quote.isPending ? (
          <Loading label="Working out the amount…" />
        ) : quote.error ? (
          <ErrorState error={quote.error} title="No quote for this date" />
        ) : (
          <dl className="summary" aria-label="Closure quote">
            <div>
              <dt>Principal</dt>
              <dd>
                <Money paise={quote.data.principal} />
              </dd>
            </div>
            <div>
              <dt>Interest</dt>
              <dd>
                <Money paise={quote.data.interest} />
              </dd>
            </div>
            <div>
              <dt>Penal charges</dt>
              <dd>
                <Money paise={quote.data.penalCharges} />
              </dd>
            </div>
            <div className="summary-total">
              <dt>
                To close on <LoanDate value={quote.data.asOf} />
              </dt>
              <dd>
                <Money paise={quote.data.total} />
              </dd>
            </div>
          </dl>
        )}
      </div>
    </Card>
  )
}
