import { formatPaise } from '@gold/core'
import { Card, EmptyState, PageHeader, PagedList, Table, formatDateTime } from '@gold/ui'
import { trpc } from '../../trpc.ts'
import type { AuditRow } from './platform-outputs.ts'

const ROLE_LABELS: Record<string, string> = { SUPER_ADMIN: 'Super admin', OPERATOR: 'CLI', SYSTEM: 'Automatic' }
const PAISE_FIELDS = new Set(['amount', 'amountOff'])
/** The services' detail fields in words; a field not listed shows its own name. */
const FIELD_LABELS: Record<string, string> = {
  purchaseId: 'Purchase',
  amount: 'Amount',
  revoke: 'Period taken off',
  code: 'Code',
  kind: 'Kind',
  percentOff: 'Percent off',
  amountOff: 'Amount off',
  isActive: 'Active',
  name: 'Name',
  slug: 'Slug',
  adminEmail: 'Admin',
  key: 'Key',
  prices: 'Prices',
  plan: 'Plan',
  cycle: 'Cycle',
  expiry: 'Expiry',
  paymentStatus: 'Payment',
  checkoutEnabled: 'Checkout open',
  taxRegistered: 'Tax registered',
  wasActive: 'Was active',
}

const valueText = (field: string, value: string | number | boolean | null) =>
  value === null
    ? 'none'
    : typeof value === 'boolean'
      ? value
        ? 'yes'
        : 'no'
      : typeof value === 'number' && PAISE_FIELDS.has(field)
        ? formatPaise(value)
        : String(value)

/** The detail of an action as `name: value` pairs; amounts in rupees. */
function Detail({ detail }: { detail: AuditRow['detail'] }) {
  if (!detail) return <span className="muted">—</span>
  return (
    <span className="small">
      {Object.entries(detail)
        .map(([k, v]) => `${FIELD_LABELS[k] ?? k}: ${valueText(k, v)}`)
        .join(' · ')}
    </span>
  )
}

/** Every operator action, newest first, whether taken here or with the CLI. */
export function AuditPage() {
  const list = trpc.platform.audit.useInfiniteQuery({}, { getNextPageParam: (page) => page.nextCursor })
  const rows = list.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <>
      <PageHeader
        title="Audit log"
        subtitle="Who changed what on the platform, from this console or the operator CLI."
      />
      <Card>
        <PagedList query={list} shown={rows.length} noun={['event', 'events']} loadingLabel="Loading the audit log…">
          <Table<AuditRow>
            caption="Audit log"
            rows={rows}
            rowKey={(e) => e.id}
            empty={<EmptyState title="Nothing recorded yet" />}
            columns={[
              {
                key: 'at',
                header: 'When',
                primary: true,
                cell: (e) => <span className="nowrap">{formatDateTime(e.at)}</span>,
              },
              { key: 'action', header: 'Action', cell: (e) => e.actionLabel },
              {
                key: 'actor',
                header: 'By',
                cell: (e) => (
                  <span className="stack-tight">
                    <span>{e.actorName}</span>
                    <span className="muted small">{ROLE_LABELS[e.actorRole] ?? e.actorRole}</span>
                  </span>
                ),
              },
              { key: 'shop', header: 'Shop', cell: (e) => e.tenantName ?? <span className="muted">—</span> },
              { key: 'detail', header: 'Detail', cell: (e) => <Detail detail={e.detail} /> },
            ]}
          />
        </PagedList>
      </Card>
    </>
  )
}
