import { formatIndianInteger } from '@gold/core/shared/indian-format'
import { Badge, Button, Card, EmptyState, Money, Select } from '@gold/ui'
import { useState } from 'react'
import type { RouterOutputs } from '../../trpc.ts'
import { CYCLE_LABELS, CYCLE_UNITS } from './billing-cycles.ts'

type Plan = RouterOutputs['billing']['plans']['plans'][number]

/** The label, plus the allowance when the label does not already say it. */
function featureText(f: Plan['features'][number]): string {
  if (f.type !== 'LIMIT') return f.label
  if (f.limitValue === null) return /unlimited/i.test(f.label) ? f.label : `${f.label}: unlimited`
  if (f.label.includes(String(f.limitValue))) return f.label
  return `${f.label}: ${formatIndianInteger(f.limitValue)}${f.unit ? ` ${f.unit}` : ''}`
}

export function PlanPicker({
  plans,
  currentPlanId,
  selected,
  onSelect,
}: {
  plans: Plan[]
  currentPlanId: string | null
  selected: { planId: string; billingCycle: string } | null
  onSelect: (choice: { planId: string; billingCycle: string }) => void
}) {
  const cycles = [...new Set(plans.flatMap((p) => p.prices.map((x) => x.billingCycle)))]
  const [cycle, setCycle] = useState(
    selected?.billingCycle ?? (cycles.includes('yearly') ? 'yearly' : (cycles[0] ?? 'monthly')),
  )
  if (plans.length === 0)
    return (
      <Card title="Plans">
        <EmptyState title="No plans are on sale right now">Please contact support to renew.</EmptyState>
      </Card>
    )
  return (
    <Card
      title="Plans"
      actions={
        cycles.length > 1 && (
          <Select
            label="Billing cycle"
            fieldClassName="inline-select"
            value={cycle}
            onChange={(e) => setCycle(e.target.value)}
            options={cycles.map((c) => ({ value: c, label: CYCLE_LABELS[c] ?? c }))}
          />
        )
      }
    >
      <div className="grid cols-3">
        {plans.map((plan) => {
          const price = plan.prices.find((p) => p.billingCycle === cycle)
          const isSelected = selected?.planId === plan.id && selected.billingCycle === cycle
          return (
            <article
              key={plan.id}
              className={['card', 'plan-card', 'card-body', isSelected ? 'plan-selected' : ''].join(' ')}
              aria-label={`${plan.name} plan`}
            >
              <div className="row-between">
                <h3 className="card-title">{plan.name}</h3>
                <span className="row">
                  {plan.id === currentPlanId && <Badge tone="success">Current plan</Badge>}
                  {plan.badge && <Badge tone="accent">{plan.badge}</Badge>}
                </span>
              </div>
              {plan.tagline && <p className="muted">{plan.tagline}</p>}
              {plan.isContactSales ? (
                <p className="plan-price">Custom pricing</p>
              ) : price ? (
                <p>
                  <span className="plan-price">
                    <Money paise={price.amount} />
                  </span>
                  {price.compareAt !== null && price.compareAt > price.amount && (
                    <span className="plan-compare">
                      <span className="visually-hidden">was </span>
                      <Money paise={price.compareAt} />
                    </span>
                  )}
                  <span className="muted"> / {CYCLE_UNITS[cycle] ?? cycle}</span>
                </p>
              ) : (
                <p className="muted">Not sold {CYCLE_LABELS[cycle]?.toLowerCase() ?? cycle}.</p>
              )}
              {plan.description && <p className="small">{plan.description}</p>}
              {plan.features.length > 0 && (
                <ul className="feature-list">
                  {plan.features
                    .filter((f) => f.type === 'LIMIT' || f.enabled)
                    .map((f) => (
                      <li key={f.key}>{featureText(f)}</li>
                    ))}
                </ul>
              )}
              <div className="plan-action">
                {plan.isContactSales ? (
                  <p className="small muted">
                    This plan is arranged with our sales team. Raise a ticket with platform support.
                  </p>
                ) : (
                  <Button
                    variant={isSelected ? 'primary' : 'secondary'}
                    className="btn-block"
                    disabled={!price}
                    onClick={() => onSelect({ planId: plan.id, billingCycle: cycle })}
                    aria-pressed={isSelected}
                  >
                    {isSelected ? 'Selected' : `Choose ${plan.name}`}
                  </Button>
                )}
              </div>
            </article>
          )
        })}
      </div>
    </Card>
  )
}
