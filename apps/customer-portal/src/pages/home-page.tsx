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
  useFormat,
  useT,
} from '@gold/ui'
import { homeText } from '../i18n/home-text.ts'
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
  const t = useT(homeText)
  const f = useFormat()
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <div className="stack">
        <LoansSection />
        {summary.data && summary.data.total > 0 && (
          <div className="grid cols-3">
            <Card as="div">
              <Stat
                label={t.nextEmi}
                value={next ? <Money paise={next.outstandingPaise} /> : t.nothingDue}
                hint={next ? t.dueOn(f.date(next.dueDate)) : undefined}
              />
            </Card>
            <Card as="div">
              <Stat
                label={t.overdueInstallments}
                value={overdue}
                hint={overdue > 0 ? t.contactBranch : t.nothingOverdue}
              />
            </Card>
            <Card as="div">
              <Stat
                label={t.installmentsPaid}
                value={t.paidOf(summary.data.paid, summary.data.total)}
                hint={
                  <>
                    {/* Settled by a closure or the sale of the gold: neither paid nor still owed. */}
                    {summary.data.settled > 0 && t.settledAtClose(summary.data.settled)}
                    <Link to="/payments">{t.seeSchedule}</Link>
                  </>
                }
              />
            </Card>
          </div>
        )}
        {valuations.isPending ? (
          <Loading label={t.loading} />
        ) : valuations.error ? (
          <ErrorState error={valuations.error} onRetry={() => void valuations.refetch()} />
        ) : rows.length === 0 ? (
          <Card>
            <EmptyState title={t.noLoans}>{t.noLoansText}</EmptyState>
          </Card>
        ) : (
          <>
            <div className="grid cols-2">
              {rows.map((v) => (
                <Card
                  key={v.id}
                  as="article"
                  title={<Link to={`/valuations/${v.id}`}>{t.types[v.type] ?? v.type}</Link>}
                  actions={<ValuationStateBadge loan={v.loan} />}
                >
                  <dl className="detail-list">
                    {v.loan && (
                      <div className="detail-item">
                        <dt>{t.loan}</dt>
                        <dd>
                          <Link to={loanHref(v.loan.id)}>{v.loan.loanNumber}</Link>
                        </dd>
                      </div>
                    )}
                    <div className="detail-item">
                      <dt>{t.valuedOn}</dt>
                      <dd>
                        <DateText value={v.createdAt} />
                      </dd>
                    </div>
                    <div className="detail-item">
                      <dt>{t.goldValue}</dt>
                      <dd>
                        <Money rupees={v.totalValue} />
                      </dd>
                    </div>
                    {v.type === 'loan' && (
                      <div className="detail-item">
                        <dt>{t.estimatedLoan}</dt>
                        <dd>
                          <Money rupees={v.estimatedLoan} />
                        </dd>
                      </div>
                    )}
                    <div className="detail-item">
                      <dt>{t.fineGold}</dt>
                      <dd>
                        <Grams value={v.totalNetWeight} />
                      </dd>
                    </div>
                    <div className="detail-item">
                      <dt>{t.ornaments}</dt>
                      <dd>{v.ornaments.reduce((n, o) => n + o.quantity, 0)}</dd>
                    </div>
                    {v.goldReceiptNo && (
                      <div className="detail-item">
                        <dt>{t.goldReceipt}</dt>
                        <dd>{v.goldReceiptNo}</dd>
                      </div>
                    )}
                  </dl>
                </Card>
              ))}
            </div>
            <LoadMore
              shown={rows.length}
              noun={t.valuationNoun}
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
