import {
  Card,
  DateText,
  EmptyState,
  ErrorState,
  Grams,
  Link,
  LoadMore,
  Loading,
  Money,
  PageHeader,
  Stat,
} from '@gold/ui'
import { trpc } from '../trpc.ts'
import { loanHref, ValuationStateBadge } from './loan-parts.tsx'
import { LoansSection } from './loans-section.tsx'

export const TYPE_LABELS: Record<string, string> = {
  // Not "Gold loan": the loan itself is its own card (Loan GL/…), this is the valuation it came from.
  loan: 'Loan valuation',
  sell: 'Sale valuation',
  certificate: 'Valuation certificate',
}

export function HomePage() {
  const valuations = trpc.portal.valuations.useInfiniteQuery({}, { getNextPageParam: (page) => page.nextCursor })
  const summary = trpc.portal.emiSummary.useQuery()
  const rows = valuations.data?.pages.flatMap((page) => page.items) ?? []
  const next = summary.data?.next
  const overdue = summary.data?.overdue ?? 0
  return (
    <>
      <PageHeader title="My loans" subtitle="Your gold valuations and loans with the shop." />
      <div className="stack">
        <LoansSection />
        {summary.data && summary.data.total > 0 && (
          <div className="grid cols-3">
            <Card as="div">
              <Stat
                label="Next EMI"
                value={next ? <Money paise={next.outstandingPaise} /> : 'Nothing due'}
                hint={
                  next ? (
                    <>
                      Due <DateText value={next.dueDate} />
                    </>
                  ) : undefined
                }
              />
            </Card>
            <Card as="div">
              <Stat
                label="Overdue installments"
                value={overdue}
                hint={overdue > 0 ? 'Please contact the branch to pay.' : 'Nothing overdue.'}
              />
            </Card>
            <Card as="div">
              <Stat
                label="Installments paid"
                value={`${summary.data.paid} of ${summary.data.total}`}
                hint={
                  <>
                    {/* Settled by a closure or the sale of the gold: neither paid nor still owed. */}
                    {summary.data.settled > 0 && `${summary.data.settled} settled when the loan closed · `}
                    <Link to="/payments">See the schedule</Link>
                  </>
                }
              />
            </Card>
          </div>
        )}
        {valuations.isPending ? (
          <Loading label="Loading your loans…" />
        ) : valuations.error ? (
          <ErrorState error={valuations.error} onRetry={() => void valuations.refetch()} />
        ) : rows.length === 0 ? (
          <Card>
            <EmptyState title="No loans or valuations yet">
              When the branch values your gold, it will appear here.
            </EmptyState>
          </Card>
        ) : (
          <>
            <div className="grid cols-2">
              {rows.map((v) => (
                <Card
                  key={v.id}
                  as="article"
                  title={<Link to={`/valuations/${v.id}`}>{TYPE_LABELS[v.type] ?? v.type}</Link>}
                  actions={<ValuationStateBadge loan={v.loan} />}
                >
                  <dl className="detail-list">
                    {v.loan && (
                      <div className="detail-item">
                        <dt>Loan</dt>
                        <dd>
                          <Link to={loanHref(v.loan.id)}>{v.loan.loanNumber}</Link>
                        </dd>
                      </div>
                    )}
                    <div className="detail-item">
                      <dt>Valued on</dt>
                      <dd>
                        <DateText value={v.createdAt} />
                      </dd>
                    </div>
                    <div className="detail-item">
                      <dt>Gold value</dt>
                      <dd>
                        <Money rupees={v.totalValue} />
                      </dd>
                    </div>
                    {v.type === 'loan' && (
                      <div className="detail-item">
                        <dt>Estimated loan</dt>
                        <dd>
                          <Money rupees={v.estimatedLoan} />
                        </dd>
                      </div>
                    )}
                    <div className="detail-item">
                      <dt>Fine gold</dt>
                      <dd>
                        <Grams value={v.totalNetWeight} />
                      </dd>
                    </div>
                    <div className="detail-item">
                      <dt>Ornaments</dt>
                      <dd>{v.ornaments.reduce((n, o) => n + o.quantity, 0)}</dd>
                    </div>
                    {v.goldReceiptNo && (
                      <div className="detail-item">
                        <dt>Gold receipt</dt>
                        <dd>{v.goldReceiptNo}</dd>
                      </div>
                    )}
                  </dl>
                </Card>
              ))}
            </div>
            <LoadMore
              shown={rows.length}
              noun={['valuation', 'valuations']}
              hasMore={valuations.hasNextPage}
              loading={valuations.isFetchingNextPage}
              onMore={() => void valuations.fetchNextPage()}
            />
          </>
        )}
      </div>
    </>
  )
}
