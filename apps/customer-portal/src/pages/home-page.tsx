import { Card, DateText, EmptyState, ErrorState, Grams, Link, Loading, Money, PageHeader, Stat, StatusBadge } from '@gold/ui'
import { trpc } from '../trpc.ts'

export const TYPE_LABELS: Record<string, string> = { loan: 'Gold loan', sell: 'Sale valuation', certificate: 'Valuation certificate' }

export function HomePage() {
  const valuations = trpc.portal.valuations.useQuery()
  const emis = trpc.portal.emiSchedule.useQuery()
  const next = emis.data?.find((e) => e.status !== 'Paid')
  const overdue = emis.data?.filter((e) => e.status === 'Overdue').length ?? 0
  return (
    <>
      <PageHeader title="My loans" subtitle="Your gold valuations and loans with the shop." />
      <div className="stack">
        {emis.data && emis.data.length > 0 && (
          <div className="grid cols-3">
            <Card as="div"><Stat label="Next EMI" value={next ? <Money rupees={next.amount} /> : 'All paid'} hint={next ? <>Due <DateText value={next.dueDate} /></> : undefined} /></Card>
            <Card as="div"><Stat label="Overdue installments" value={overdue} hint={overdue > 0 ? 'Please contact the branch to pay.' : 'Nothing overdue.'} /></Card>
            <Card as="div"><Stat label="Installments paid" value={`${emis.data.filter((e) => e.status === 'Paid').length} of ${emis.data.length}`} hint={<Link to="/payments">See the schedule</Link>} /></Card>
          </div>
        )}
        {valuations.isPending ? <Loading label="Loading your loans…" /> : valuations.error ? <ErrorState error={valuations.error} onRetry={() => void valuations.refetch()} /> : valuations.data.length === 0 ? (
          <Card><EmptyState title="No loans or valuations yet">When the branch values your gold, it will appear here.</EmptyState></Card>
        ) : (
          <div className="grid cols-2">
            {valuations.data.map((v) => (
              <Card key={v.id} as="article" title={<Link to={`/valuations/${v.id}`}>{TYPE_LABELS[v.type] ?? v.type}</Link>} actions={<StatusBadge status={v.status} />}>
                <dl className="detail-list">
                  <div className="detail-item"><dt>Valued on</dt><dd><DateText value={v.createdAt} /></dd></div>
                  <div className="detail-item"><dt>Gold value</dt><dd><Money rupees={v.totalValue} /></dd></div>
                  {v.type === 'loan' && <div className="detail-item"><dt>Loan amount</dt><dd><Money rupees={v.estimatedLoan} /></dd></div>}
                  <div className="detail-item"><dt>Fine gold</dt><dd><Grams value={v.totalNetWeight} /></dd></div>
                  <div className="detail-item"><dt>Ornaments</dt><dd>{v.ornaments.reduce((n, o) => n + o.quantity, 0)}</dd></div>
                  {v.goldReceiptNo && <div className="detail-item"><dt>Gold receipt</dt><dd>{v.goldReceiptNo}</dd></div>}
                </dl>
              </Card>
            ))}
          </div>
        )}
      </div>
    </>
  )
}
