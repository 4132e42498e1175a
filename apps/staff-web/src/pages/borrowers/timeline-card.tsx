import { Card, DateText, EmptyState, ErrorState, Loading } from '@gold/ui'
import { trpc } from '../../trpc.ts'

const LABELS: Record<string, string> = {
  CREATED: 'Borrower added',
  VALUATION: 'Valuation',
  GOLD_RECEIPT: 'Gold receipt issued',
  EMI_PAID: 'EMI paid',
  EMAIL_SENT: 'Email sent',
  WHATSAPP_SENT: 'WhatsApp sent',
  BANK_SHARED: 'Shared with bank',
  LOAN_APPROVED: 'Loan approved',
  STATUS_CHANGE: 'Status changed',
}

export function TimelineCard({ id }: { id: string }) {
  const timeline = trpc.customers.timeline.useQuery({ id })
  return (
    <Card title="Timeline">
      {timeline.isPending ? (
        <Loading />
      ) : timeline.error ? (
        <ErrorState error={timeline.error} onRetry={() => void timeline.refetch()} />
      ) : timeline.data.length === 0 ? (
        <EmptyState title="Nothing yet" />
      ) : (
        <ol className="timeline">
          {[...timeline.data].reverse().map((e) => (
            <li key={e.id}>
              <p className="timeline-title">{LABELS[e.type] ?? e.type}</p>
              {e.detail && <p className="timeline-detail">{e.detail}</p>}
              <p className="small muted">
                <DateText value={e.occurredAt} withTime />
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
}
