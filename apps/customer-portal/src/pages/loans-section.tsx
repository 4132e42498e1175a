import { Badge, Card, ErrorState, Link, LoadMore, Loading, Money, Stat } from '@gold/ui'
import { trpc } from '../trpc.ts'
import { isOpenLoan, LoanDate, loanHref, LoanStatusBadge, plural, type PortalLoanRow } from './loan-parts.tsx'

/**
 * The home page's loans: what all open loans take to close today and what falls due next, then
 * one card per loan (newest first) leading to its page. Nothing shows for a borrower without loans.
 */
export function LoansSection() {
  const summary = trpc.portal.loansSummary.useQuery()
  const loans = trpc.portal.loans.useInfiniteQuery({}, { getNextPageParam: (page) => page.nextCursor })
  const rows = loans.data?.pages.flatMap((page) => page.items) ?? []
  if (loans.isPending) return <Loading label="Loading your loans…" />
  if (loans.error) return <ErrorState error={loans.error} onRetry={() => void loans.refetch()} />
  if (rows.length === 0) return null
  const s = summary.data
  return (
    <section className="stack" aria-label="Loan accounts">
      {s && s.openLoans > 0 && (
        <div className="grid cols-3">
          <Card as="div">
            <Stat
              label={s.openLoans === 1 ? 'To close your loan today' : `To close all ${s.openLoans} loans today`}
              value={<Money paise={s.toCloseToday} />}
            />
          </Card>
          <Card as="div">
            <Stat
              label="Next due"
              value={s.nextDue ? <Money paise={s.nextDue.amount} /> : 'Nothing due'}
              hint={
                s.nextDue ? (
                  <>
                    <LoanDate value={s.nextDue.dueOn} /> · {s.nextDue.loanNumber}
                  </>
                ) : undefined
              }
            />
          </Card>
          <Card as="div">
            <Stat
              label="Overdue loans"
              value={s.overdueLoans}
              hint={s.overdueLoans > 0 ? 'Please pay at the branch soon.' : 'Nothing overdue.'}
            />
          </Card>
        </div>
      )}
      <div className="grid cols-2">
        {rows.map((l) => (
          <LoanCard key={l.id} loan={l} />
        ))}
      </div>
      <LoadMore
        shown={rows.length}
        noun={['loan', 'loans']}
        hasMore={loans.hasNextPage}
        loading={loans.isFetchingNextPage}
        onMore={() => void loans.fetchNextPage()}
      />
    </section>
  )
}

function LoanCard({ loan: l }: { loan: PortalLoanRow }) {
  const open = isOpenLoan(l.status)
  return (
    <Card
      as="article"
      className="loan-card"
      title={<Link to={loanHref(l.id)}>Loan {l.loanNumber}</Link>}
      actions={<LoanStatusBadge status={l.status} />}
    >
      <dl className="detail-list">
        <div className="detail-item">
          <dt>Loan amount</dt>
          <dd>
            <Money paise={l.principal} />
          </dd>
        </div>
        {open ? (
          <>
            <div className="detail-item">
              <dt>To close today</dt>
              <dd>
                <Money paise={l.outstanding.total} />
              </dd>
            </div>
            <div className="detail-item">
              <dt>Next due</dt>
              <dd>
                {l.nextDue ? (
                  <>
                    <Money paise={l.nextDue.amount} /> on <LoanDate value={l.nextDue.dueOn} />
                  </>
                ) : (
                  'Nothing due'
                )}
              </dd>
            </div>
            {l.daysPastDue > 0 && (
              <div className="detail-item">
                <dt>Overdue</dt>
                <dd>
                  <Badge tone="danger">{plural(l.daysPastDue, 'day')}</Badge>
                </dd>
              </div>
            )}
          </>
        ) : l.status === 'Auctioned' && l.outstanding.total > 0 ? (
          <div className="detail-item">
            <dt>Still owed after the sale</dt>
            <dd>
              <Money paise={l.outstanding.total} />
            </dd>
          </div>
        ) : (
          <div className="detail-item">
            <dt>Closed on</dt>
            <dd>
              <LoanDate value={l.closedOn} />
            </dd>
          </div>
        )}
        {l.surplusOwed > 0 && (
          <div className="detail-item">
            <dt>Owed to you from the sale</dt>
            <dd>
              <Money paise={l.surplusOwed} />
            </dd>
          </div>
        )}
        <div className="detail-item">
          <dt>Disbursed on</dt>
          <dd>
            <LoanDate value={l.disbursedOn} />
          </dd>
        </div>
      </dl>
    </Card>
  )
}
