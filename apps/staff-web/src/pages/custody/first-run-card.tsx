import { Badge, Card, Link } from '@gold/ui'
import { trpc } from '../../trpc.ts'
import { CustodyRuleToggle } from './custody-rule-toggle.tsx'

/**
 * A new shop's first-run checklist for the owner (issue 28): the profile its documents print, the
 * day's gold rate, a vault to keep packets in, and the custody rule offered as a choice. It leaves
 * the dashboard once the first three are done (the rule stays on the Custody page).
 */
export function FirstRunCard() {
  const profile = trpc.shop.profile.useQuery()
  const rate = trpc.goldRates.current.useQuery()
  const places = trpc.custody.places.useQuery()
  if (!profile.data || !rate.data || !places.data) return null
  const steps = [
    { done: Boolean(profile.data.legalName && profile.data.address), label: 'Shop profile', to: '/settings/shop' },
    { done: rate.data.source === 'shop', label: "Today's gold rate", to: '/gold-rate' },
    { done: places.data.length > 0, label: 'Vault places (safe, tray, slot)', to: '/custody' },
  ]
  if (steps.every((s) => s.done)) return null
  return (
    <Card title="Set up your shop">
      <ul className="stack-sm" aria-label="Set-up steps">
        {steps.map((s) => (
          <li key={s.to} className="row">
            {s.done ? <Badge tone="success">Done</Badge> : <Badge tone="warning">To do</Badge>}{' '}
            <Link to={s.to}>{s.label}</Link>
          </li>
        ))}
      </ul>
      <CustodyRuleToggle />
    </Card>
  )
}
