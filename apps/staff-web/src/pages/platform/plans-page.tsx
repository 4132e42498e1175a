import { formatPaise } from '@gold/core'
import { Alert, Badge, Button, Card, EmptyState, ErrorState, Loading, PageHeader } from '@gold/ui'
import { useState } from 'react'
import { CYCLE_LABELS } from '../billing/billing-cycles.ts'
import { trpc } from '../../trpc.ts'
import type { PlanRow } from './platform-outputs.ts'
import { PlanModal } from './plan-modal.tsx'

function PlanCard({ plan, onEdit }: { plan: PlanRow; onEdit: () => void }) {
  const prices = plan.prices.filter((p) => p.isActive)
  return (
    <Card
      title={plan.name}
      actions={
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${plan.name}`}>
          Edit
        </Button>
      }
    >
      <div className="stack-sm">
        <div className="row">
          <span className="mono muted">{plan.key}</span>
          <Badge tone={plan.isActive ? 'success' : 'neutral'}>{plan.isActive ? 'On sale' : 'Not on sale'}</Badge>
          {!plan.isPublic && <Badge tone="warning">Hidden</Badge>}
          {plan.isContactSales && <Badge tone="info">Contact sales</Badge>}
        </div>
        {plan.tagline && <p className="muted">{plan.tagline}</p>}
        <ul className="plain-list">
          {prices.length === 0 ? (
            <li className="muted">No prices</li>
          ) : (
            prices.map((p) => (
              <li key={p.billingCycle}>
                {CYCLE_LABELS[p.billingCycle] ?? p.billingCycle}: <strong>{formatPaise(p.amount)}</strong>
              </li>
            ))
          )}
        </ul>
        <ul className="plain-list small">
          {plan.features.map((f) => (
            <li key={f.key} className={f.enabled || f.type === 'LIMIT' ? undefined : 'muted'}>
              {f.label}
              {!f.isPublic && ' (not shown to shops)'}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  )
}

/** Every plan, hidden and retired ones too, with its prices and features. */
export function PlansPage() {
  const plans = trpc.platform.plans.useQuery()
  const [editing, setEditing] = useState<PlanRow | 'new' | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  return (
    <>
      <PageHeader
        title="Plans"
        subtitle="What shops can buy: prices per billing cycle and what each plan allows."
        actions={<Button onClick={() => setEditing('new')}>New plan</Button>}
      />
      <div className="stack">
        {notice && <Alert tone="success">{notice}</Alert>}
        {plans.isPending ? (
          <Loading label="Loading plans…" />
        ) : plans.error ? (
          <ErrorState error={plans.error} onRetry={() => void plans.refetch()} />
        ) : plans.data.length === 0 ? (
          <EmptyState title="No plans yet" />
        ) : (
          <div className="grid cols-3">
            {plans.data.map((p) => (
              <PlanCard key={p.id} plan={p} onEdit={() => setEditing(p)} />
            ))}
          </div>
        )}
      </div>
      {editing && (
        <PlanModal
          plan={editing === 'new' ? null : editing}
          onClose={(saved) => {
            setEditing(null)
            if (saved) setNotice(`Plan ${saved} saved.`)
          }}
        />
      )}
    </>
  )
}
