import { daysBetween } from '@gold/core/shared/india-calendar'
import { Badge, Card, DetailList, Money } from '@gold/ui'
import { auctionNoticeHref } from './auction-links.ts'
import { LoanDate, plural, type LoanDetail } from '../shared/loan-outputs.tsx'
import { PdfLink } from '../shared/pdf-link.tsx'

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
            { label: 'Notice', value: <span className="nowrap">{a.noticeNumber}</span> },
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
          <div className="stack-sm">
            <h3 className="small muted">Auction attempts</h3>
            <ul className="plain-list stack-sm" aria-label="Auction attempts">
              {loan.auctions.map((x) => (
                <li key={x.id} className="stack-tight">
                  <span>
                    <LoanDate value={x.soldOn} />:{' '}
                    {x.failed ? (
                      'no sale'
                    ) : (
                      <>
                        sold to {x.buyer} for <Money paise={x.amount ?? 0} />
                      </>
                    )}
                  </span>
                  <span className="small muted">
                    Reserve <Money paise={x.reservePrice} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div>
          <PdfLink className="btn btn-secondary" href={auctionNoticeHref(loan.id)}>
            Auction notice
          </PdfLink>
        </div>
      </div>
    </Card>
  )
}
