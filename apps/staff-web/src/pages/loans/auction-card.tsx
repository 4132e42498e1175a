import { daysBetween } from '@gold/core/loans/loan-dates'
import { Badge, Card, DetailList, EmptyState, Money, Table } from '@gold/ui'
import { auctionNoticeHref } from './auction-links.ts'
import { LoanDate, plural, type LoanDetail } from './loan-outputs.tsx'

type Attempt = LoanDetail['auctions'][number]

/** The default's course: the notice, the notice period, each auction attempt, and what the sale left. */
export function AuctionCard({ loan, today }: { loan: LoanDetail; today: string }) {
  const a = loan.auction
  if (!a) return null
  const waiting = loan.status === 'AuctionNoticed' && a.earliestOn !== null && a.earliestOn > today
  const shortfall = loan.status === 'Auctioned' ? loan.outstanding.total : 0
  return (
    <Card title="Auction">
      <div className="stack-sm">
        <DetailList
          items={[
            { label: 'Notice', value: a.noticeNumber },
            { label: 'Noticed on', value: <LoanDate value={a.noticedOn} /> },
            {
              label: 'Earliest auction',
              value: (
                <span className="row">
                  <LoanDate value={a.earliestOn} />
                  {waiting && a.earliestOn && (
                    <Badge tone="neutral">in {plural(daysBetween(today, a.earliestOn), 'day')}</Badge>
                  )}
                </span>
              ),
            },
            a.failedAuctions > 0 && { label: 'Failed auctions', value: String(a.failedAuctions) },
            a.auctionedOn !== null && { label: 'Sold on', value: <LoanDate value={a.auctionedOn} /> },
            loan.surplusOwed > 0 && {
              label: 'Surplus owed',
              value: (
                <strong>
                  <Money paise={loan.surplusOwed} />
                </strong>
              ),
            },
            loan.surplusPaidOn !== null && {
              label: 'Surplus paid out',
              value: (
                <>
                  <Money paise={loan.surplusPaid} /> on <LoanDate value={loan.surplusPaidOn} />
                </>
              ),
            },
            shortfall > 0 && {
              label: 'Shortfall outstanding',
              value: (
                <strong>
                  <Money paise={shortfall} />
                </strong>
              ),
            },
          ]}
        />
        {loan.auctions.length > 0 && (
          <Table<Attempt>
            caption="Auction attempts"
            rows={loan.auctions}
            rowKey={(x) => x.id}
            empty={<EmptyState title="No attempts yet" />}
            columns={[
              { key: 'date', header: 'Date', cell: (x) => <LoanDate value={x.soldOn} /> },
              {
                key: 'outcome',
                header: 'Outcome',
                primary: true,
                cell: (x) =>
                  x.failed ? (
                    'No sale'
                  ) : (
                    <>
                      Sold to {x.buyer} for <Money paise={x.amount ?? 0} />
                    </>
                  ),
              },
              { key: 'reserve', header: 'Reserve', align: 'end', cell: (x) => <Money paise={x.reservePrice} /> },
            ]}
          />
        )}
        <div>
          <a className="btn btn-secondary" href={auctionNoticeHref(loan.id)} target="_blank" rel="noopener">
            Auction notice<span className="visually-hidden"> (PDF, opens in a new tab)</span>
          </a>
        </div>
      </div>
    </Card>
  )
}
