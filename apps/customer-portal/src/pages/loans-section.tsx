import { Badge, Card, ErrorState, Link, LoadMore, Loading, Money, Stat, useFormat, useT } from '@gold/ui'
import { homeText } from '../i18n/home-text.ts'
import { trpc } from '../trpc.ts'
import { isOpenLoan, LoanDate, loanHref, LoanStatusBadge, type PortalLoanRow } from './loan-parts.tsx'

/**
 * The home page's loans: what all open loans take to close today and what falls due next, then
 * one card per loan (newest first) leading to its page. Nothing shows for a borrower without loans.
 */
export function LoansSection() {
  const summary = trpc.portal.loansSummary.useQuery()
  const loans = trpc.portal.loans.useInfiniteQuery({}, { getNextPageParam: (page) => page.nextCursor })
  const rows = loans.data?.pages.flatMap((page) => page.items) ?? []
  const t = useT(homeText)
  if (loans.isPending) return <Loading label={t.loading} />
  if (loans.error) return <ErrorState error={loans.error} onRetry={() => void loans.refetch()} />
  if (rows.length === 0) return null
  const s = summary.data
  return (
    <section className="stack" aria-label={t.loanAccounts}>
      {s && s.openLoans > 0 && (
        <div className="grid cols-3">
          <Card as="div">
            <Stat
              label={s.openLoans === 1 ? t.toCloseOne : t.toCloseAll(s.openLoans)}
              value={<Money paise={s.toCloseToday} />}
            />
          </Card>
          <Card as="div">
            <Stat
              label={t.nextDue}
              value={s.nextDue ? <Money paise={s.nextDue.amount} /> : t.nothingDue}
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
              label={t.overdueLoans}
              value={s.overdueLoans}
              hint={s.overdueLoans > 0 ? t.payAtBranchSoon : t.nothingOverdue}
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
        noun={t.loanNoun}
        hasMore={loans.hasNextPage}
        loading={loans.isFetchingNextPage}
        onMore={() => void loans.fetchNextPage()}
      />
    </section>
  )
}

function LoanCard({ loan: l }: { loan: PortalLoanRow }) {
  const open = isOpenLoan(l.status)
  const t = useT(homeText)
  const f = useFormat()
  return (
    <Card
      as="article"
      className="loan-card"
      title={<Link to={loanHref(l.id)}>{t.loanNumber(l.loanNumber)}</Link>}
      actions={<LoanStatusBadge status={l.status} />}
    >
      <dl className="detail-list">
        <div className="detail-item">
          <dt>{t.loanAmount}</dt>
          <dd>
            <Money paise={l.principal} />
          </dd>
        </div>
        {open ? (
          <>
            <div className="detail-item">
              <dt>{t.toCloseToday}</dt>
              <dd>
                <Money paise={l.outstanding.total} />
              </dd>
            </div>
            <div className="detail-item">
              <dt>{t.nextDue}</dt>
              <dd>{l.nextDue ? t.amountOn(f.paise(l.nextDue.amount), f.isoDate(l.nextDue.dueOn)) : t.nothingDue}</dd>
            </div>
            {l.daysPastDue > 0 && (
              <div className="detail-item">
                <dt>{t.overdue}</dt>
                <dd>
                  <Badge tone="danger">{t.days(l.daysPastDue)}</Badge>
                </dd>
              </div>
            )}
          </>
        ) : l.status === 'Auctioned' && l.outstanding.total > 0 ? (
          <div className="detail-item">
            <dt>{t.stillOwed}</dt>
            <dd>
              <Money paise={l.outstanding.total} />
            </dd>
          </div>
        ) : (
          <div className="detail-item">
            <dt>{t.closedOn}</dt>
            <dd>
              <LoanDate value={l.closedOn} />
            </dd>
          </div>
        )}
        {l.surplusOwed > 0 && (
          <div className="detail-item">
            <dt>{t.owedToYou}</dt>
            <dd>
              <Money paise={l.surplusOwed} />
            </dd>
          </div>
        )}
        <div className="detail-item">
          <dt>{t.disbursedOn}</dt>
          <dd>
            <LoanDate value={l.disbursedOn} />
          </dd>
        </div>
      </dl>
    </Card>
  )
}
