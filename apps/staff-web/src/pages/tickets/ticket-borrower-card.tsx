import { Card, ErrorState, Link, Loading, Money } from '@gold/ui'
import { trpc } from '../../trpc.ts'
import { LoanStatusBadge } from '../loans/shared/loan-outputs.tsx'

/**
 * Beside a borrower's ticket, for the shop's staff: who is asking, with a link to the borrower,
 * and their loans (state and what closes each today), each linking to its page.
 */
export function TicketBorrowerCard({ customerId, name }: { customerId: string; name: string }) {
  const loans = trpc.loans.list.useQuery({ customerId })
  const rows = loans.data?.items ?? []
  return (
    <Card title="Borrower">
      <div className="stack-sm">
        <Link to={`/borrowers/${encodeURIComponent(customerId)}`}>{name}</Link>
        {loans.isPending ? (
          <Loading label="Loading loans…" />
        ) : loans.error ? (
          <ErrorState error={loans.error} onRetry={() => void loans.refetch()} />
        ) : rows.length === 0 ? (
          <p className="muted small">No loans.</p>
        ) : (
          <ul className="ticket-loans" aria-label={`Loans of ${name}`}>
            {rows.map((l) => (
              <li key={l.id}>
                <span className="row">
                  <Link to={`/loans/${encodeURIComponent(l.id)}`}>Loan {l.loanNumber}</Link>
                  <LoanStatusBadge status={l.status} />
                </span>
                {l.outstanding.total > 0 && (
                  <span className="small muted">
                    To close today <Money paise={l.outstanding.total} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        {loans.data?.nextCursor && (
          <Link to={`/loans?q=${encodeURIComponent(name)}`} className="small">
            All loans of {name}
          </Link>
        )}
      </div>
    </Card>
  )
}
