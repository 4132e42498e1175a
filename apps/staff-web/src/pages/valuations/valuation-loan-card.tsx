import { ButtonLink, Card, Link, Money } from '@gold/ui'
import { trpc } from '../../trpc.ts'
import type { ValuationDetail } from './valuation-outputs.ts'

/** On a loan valuation: "Disburse" while it has no loan, then the way to its loan. */
export function ValuationLoanCard({ v }: { v: ValuationDetail }) {
  const preview = trpc.loans.preview.useQuery({ valuationId: v.id })
  if (!preview.data) return null
  const { loanId, existingExposure } = preview.data
  if (loanId !== null) {
    return (
      <Card title="Loan">
        <p>This valuation was disbursed as a loan. Take payments and release the gold from the loan&rsquo;s page.</p>
        <ButtonLink to={`/loans/${loanId}`}>Open the loan</ButtonLink>
      </Card>
    )
  }
  const paid = v.emiRecords.some((e) => e.status === 'Paid')
  return (
    <Card title="Loan">
      <div className="stack-sm">
        {paid ? (
          <p className="small muted">
            An installment is already paid, so this valuation cannot be disbursed as a loan.
          </p>
        ) : (
          <>
            <p>
              Not disbursed yet.
              {existingExposure > 0 && (
                <>
                  {' '}
                  The borrower has <Money paise={existingExposure} /> outstanding on other{' '}
                  <Link to={`/loans?q=${encodeURIComponent(v.customer.phone)}`}>loans</Link>.
                </>
              )}
            </p>
            <div>
              <ButtonLink to={`/valuations/${v.id}/disburse`}>Disburse loan</ButtonLink>
            </div>
          </>
        )}
      </div>
    </Card>
  )
}
