import { Badge, Card, DetailList, Link, Money } from '@gold/ui'
import { LoanNumberLink } from '../shared/loan-number-link.tsx'
import { LoanDate, modeLabel, plural, schemeLabel, type LoanDetail } from '../shared/loan-outputs.tsx'
import { LtvValueBasis } from '../shared/ltv-value-basis.tsx'

/** What the borrower owes today and the loan's terms. */
export function LoanSummaryCard({ loan }: { loan: LoanDetail }) {
  const o = loan.outstanding
  return (
    <Card title="Outstanding today">
      <div className="stack">
        <div className="totals" aria-label="Outstanding today" role="group">
          <Figure label="Principal" paise={o.principal} />
          <Figure label="Interest" paise={o.interest} />
          <Figure label="Penal charges" paise={o.penalCharges} />
          <Figure label="Total to close" paise={o.total} strong />
        </div>
        <p className="row">
          {loan.nextDue ? (
            <span>
              Next due{' '}
              <strong>
                <Money paise={loan.nextDue.amount} />
              </strong>{' '}
              on <LoanDate value={loan.nextDue.dueOn} />
            </span>
          ) : (
            <span className="muted">Nothing more is due on the schedule.</span>
          )}
          {loan.daysPastDue > 0 ? (
            <Badge tone="danger">{plural(loan.daysPastDue, 'day')} past due</Badge>
          ) : (
            loan.nextDue && <Badge tone="success">On time</Badge>
          )}
        </p>
        <DetailList
          items={[
            {
              label: loan.renewedFromId ? 'Principal' : 'Principal disbursed',
              value: <Principal loan={loan} />,
            },
            loan.purpose && {
              label: 'Purpose',
              value: loan.purpose === 'consumption' ? 'Consumption' : 'Income-generating',
            },
            { label: 'Scheme', value: schemeLabel(loan.scheme) },
            { label: 'Interest rate', value: `${loan.annualRate}% a year` },
            {
              label: 'Penal charges',
              value:
                loan.penalRate > 0
                  ? `${loan.penalRate}% a year after ${plural(loan.graceDays, 'day')} of grace`
                  : 'None',
            },
            { label: 'Tenure', value: plural(loan.tenureMonths, 'month') },
            { label: 'Disbursed on', value: <LoanDate value={loan.disbursedOn} /> },
            { label: 'Matures on', value: <LoanDate value={loan.maturityOn} /> },
            {
              label: loan.renewedFromId ? 'Top-up paid out by' : 'Paid out by',
              value:
                loan.renewedFromId && topUpOf(loan) === 0
                  ? 'Nothing paid out'
                  : `${modeLabel(loan.disbursementMode)}${loan.disbursementReference ? ` · ${loan.disbursementReference}` : ''}`,
            },
            { label: 'Valuation', value: <Link to={`/valuations/${loan.valuationId}`}>Open the valuation</Link> },
            loan.ltvValue && { label: 'Loan-to-value tested on', value: <LtvValueBasis value={loan.ltvValue} /> },
            loan.renewedFromId && { label: 'Renewed from', value: <LoanNumberLink id={loan.renewedFromId} /> },
            loan.renewedToId && { label: 'Renewed into', value: <LoanNumberLink id={loan.renewedToId} /> },
          ]}
        />
      </div>
    </Card>
  )
}

/** A renewal's disbursement entry pays out the top-up alone; the rest of its principal was carried over. */
const topUpOf = (loan: LoanDetail) => loan.ledger.find((e) => e.type === 'DISBURSEMENT')?.amount ?? loan.principal

function Principal({ loan }: { loan: LoanDetail }) {
  if (!loan.renewedFromId) return <Money paise={loan.principal} />
  const topUp = topUpOf(loan)
  return (
    <span className="stack-tight">
      <Money paise={loan.principal} />
      <span className="small muted value-note">
        <Money paise={loan.principal - topUp} /> carried over, <Money paise={topUp} /> top-up
      </span>
    </span>
  )
}

function Figure({ label, paise, strong = false }: { label: string; paise: number; strong?: boolean }) {
  return (
    <div className="stat">
      <p className="stat-label">{label}</p>
      <p className="stat-value">
        {strong ? (
          <strong>
            <Money paise={paise} />
          </strong>
        ) : (
          <Money paise={paise} />
        )}
      </p>
    </div>
  )
}
