import {
  Alert,
  Button,
  Card,
  DateText,
  EmptyState,
  Modal,
  PageHeader,
  PagedList,
  StatusBadge,
  Table,
  TextField,
  errorMessage,
  useDebounced,
} from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'
import { useCreateInModal } from './create-in-modal.tsx'
import { NewTenantForm } from './new-tenant-form.tsx'
import type { TenantRow } from './platform-outputs.ts'
import { SubscriptionModal } from './subscription-modal.tsx'

const daysLeftText = (t: TenantRow) =>
  t.daysLeft === null ? '—' : t.daysLeft < 0 ? `Ended ${-t.daysLeft} days ago` : `${t.daysLeft} days`

/** Suspend or reactivate, after saying what it does to the shop's staff. */
function ActiveModal({ tenant, onClose }: { tenant: TenantRow; onClose: () => void }) {
  const utils = trpc.useUtils()
  const change = trpc.platform.setTenantActive.useMutation({
    onSuccess: async () => {
      await Promise.all([utils.platform.tenants.invalidate(), utils.platform.audit.invalidate()])
      onClose()
    },
  })
  const suspending = tenant.isActive
  return (
    <Modal
      open
      title={suspending ? `Suspend ${tenant.name}?` : `Reactivate ${tenant.name}?`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant={suspending ? 'danger' : 'primary'}
            busy={change.isPending}
            onClick={() => change.mutate({ tenant: tenant.slug, active: !suspending })}
          >
            {suspending ? 'Suspend shop' : 'Reactivate shop'}
          </Button>
        </>
      }
    >
      <div className="stack">
        {change.error && <Alert tone="danger">{errorMessage(change.error)}</Alert>}
        <p>
          {suspending
            ? 'Its staff can still sign in and pay for a plan, but every other screen is closed to them and its borrowers cannot sign in to the portal until you reactivate it.'
            : 'Its staff and borrowers get their screens back at once.'}
        </p>
      </div>
    </Modal>
  )
}

/** Every shop on the platform: search, create, suspend or reactivate, set a subscription by hand. */
export function TenantsPage() {
  const [search, setSearch] = useState('')
  const create = useCreateInModal('New tenant', (slug) => `Tenant ${slug} created. Its admin can sign in now.`)
  const [toggling, setToggling] = useState<TenantRow | null>(null)
  const [subscribing, setSubscribing] = useState<TenantRow | null>(null)
  const term = useDebounced(search.trim())
  const list = trpc.platform.tenants.useInfiniteQuery(term ? { search: term } : {}, {
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: (prev) => prev,
  })
  const rows = list.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <>
      <PageHeader
        title="Tenants"
        subtitle="The shops on the platform and their subscriptions."
        actions={<Button onClick={create.open}>New tenant</Button>}
      />
      <div className="stack">
        {create.notice}
        <Card>
          <div className="filters">
            <TextField
              label="Search"
              type="search"
              placeholder="Shop name or slug"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <PagedList query={list} shown={rows.length} noun={['tenant', 'tenants']} loadingLabel="Loading tenants…">
            <Table<TenantRow>
              caption="Tenants"
              rows={rows}
              rowKey={(t) => t.id}
              empty={<EmptyState title="No tenants match">Try another name or slug.</EmptyState>}
              columns={[
                {
                  key: 'name',
                  header: 'Shop',
                  primary: true,
                  cell: (t) => (
                    <span className="stack-tight">
                      <strong>{t.name}</strong>
                      <span className="muted small">{t.slug}</span>
                    </span>
                  ),
                },
                { key: 'plan', header: 'Plan', cell: (t) => t.plan ?? <span className="muted">None</span> },
                { key: 'status', header: 'Subscription', cell: (t) => <StatusBadge status={t.status} /> },
                { key: 'days', header: 'Days left', cell: daysLeftText },
                { key: 'payment', header: 'Payment', cell: (t) => t.paymentStatus },
                { key: 'since', header: 'Since', cell: (t) => <DateText value={t.createdAt} /> },
                {
                  key: 'actions',
                  header: 'Actions',
                  cell: (t) => (
                    <span className="row">
                      <Button size="sm" variant="secondary" onClick={() => setSubscribing(t)}>
                        Subscription
                      </Button>
                      <Button
                        size="sm"
                        variant={t.isActive ? 'ghost' : 'secondary'}
                        onClick={() => {
                          create.clearNotice()
                          setToggling(t)
                        }}
                        aria-label={`${t.isActive ? 'Suspend' : 'Reactivate'} ${t.name}`}
                      >
                        {t.isActive ? 'Suspend' : 'Reactivate'}
                      </Button>
                    </span>
                  ),
                },
              ]}
            />
          </PagedList>
        </Card>
      </div>
      {create.modal(NewTenantForm)}
      {toggling && <ActiveModal tenant={toggling} onClose={() => setToggling(null)} />}
      {subscribing && (
        <SubscriptionModal
          tenant={subscribing}
          onClose={(saved) => {
            if (saved) create.setNotice(`Subscription of ${subscribing.name} saved.`)
            setSubscribing(null)
          }}
        />
      )}
    </>
  )
}
