import { Badge, EmptyState, Table, formatDateTime, type Tone } from '@gold/ui'
import { trpc, type RouterOutputs } from '../../trpc.ts'

type Delivery = RouterOutputs['gateway']['webhookDeliveries'][number]

/** Each outcome word the delivery log stores, in the owner's words and colour. */
const OUTCOMES: Record<string, [string, Tone]> = {
  posted: ['Processed: payment posted', 'success'],
  refunded: ['Processed: refunded to the borrower', 'success'],
  held: ['Processed: held for the shop', 'warning'],
  failed: ['Processed: payment failed', 'success'],
  unchanged: ['Processed: nothing to change', 'success'],
  ignored: ['Processed: not needed', 'neutral'],
  duplicate: ['Duplicate: already handled', 'neutral'],
  'unknown-order': ['No such order', 'warning'],
  'invalid-signature': ['Refused: signature not yours', 'danger'],
  'missing-signature': ['Refused: no signature', 'danger'],
  'invalid-payload': ['Refused: not readable', 'danger'],
  'not-configured': ['Refused: no keys entered', 'danger'],
  error: ['Error: the gateway will retry', 'danger'],
}

/**
 * The last deliveries the shop's gateway made to its webhook URL (issue 27): whether they were
 * signed with the shop's secret and what came of each, so the owner can see the gateway reaches
 * the shop. Metadata only.
 */
export function ShopWebhookDeliveries() {
  const deliveries = trpc.gateway.webhookDeliveries.useQuery()
  if (!deliveries.data) return null
  return (
    <Table<Delivery>
      caption="Last webhook deliveries"
      rows={deliveries.data}
      rowKey={(d) => d.id}
      empty={<EmptyState title="No deliveries yet">Your gateway has not reported a payment here yet.</EmptyState>}
      columns={[
        {
          key: 'at',
          header: 'Received',
          primary: true,
          cell: (d) => <span className="nowrap">{formatDateTime(d.receivedAt)}</span>,
        },
        { key: 'event', header: 'Event', cell: (d) => d.event ?? <span className="muted">—</span> },
        {
          key: 'outcome',
          header: 'Outcome',
          cell: (d) => {
            const [label, tone] = OUTCOMES[d.outcome] ?? [d.outcome, 'neutral']
            return <Badge tone={tone}>{label}</Badge>
          },
        },
        { key: 'status', header: 'Answer', align: 'end', cell: (d) => d.httpStatus },
      ]}
    />
  )
}
