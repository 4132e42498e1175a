import { Alert, ButtonLink, Card, Link, Money, PageHeader, Stat } from '@gold/ui'
import type { ValuationRow } from './valuations/valuation-types.ts'
import { EmisDueCard } from './emis-due-card.tsx'
import { isAdmin, isSuperAdmin, roleLabel, useSession } from '../session.ts'
import { trpc } from '../trpc.ts'

function greeting(now: Date): string {
  const hour = Number(new Intl.DateTimeFormat('en-IN', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Asia/Kolkata' }).format(now))
  return hour < 12 ? 'Good morning' : hour < 17 ? 'Good afternoon' : 'Good evening'
}

/** Each card shows only once its data has loaded; a card whose data fails to load is left out. */
export function DashboardPage() {
  const session = useSession()
  const firstName = session.name.split(' ')[0] ?? session.name
  const admin = isAdmin(session)
  const superAdmin = isSuperAdmin(session)
  return (
    <>
      <PageHeader
        title={`${greeting(new Date())}, ${firstName}`}
        subtitle={superAdmin ? 'Platform administration' : `${session.tenantName ?? ''} · ${roleLabel(session)}`}
        actions={!superAdmin && <ButtonLink to="/valuations/new">New valuation</ButtonLink>}
      />
      <div className="stack">
        {admin && <SubscriptionBanner />}
        <div className="grid cols-3">
          {!superAdmin && <TodayCards />}
          <TicketsCard superAdmin={superAdmin} />
          {!superAdmin && <BorrowersCard />}
        </div>
        {!superAdmin && <EmisDueCard />}
      </div>
    </>
  )
}

function SubscriptionBanner() {
  const plans = trpc.billing.plans.useQuery(undefined, { staleTime: 300_000 })
  const current = plans.data?.current
  if (!current) return null
  const { status, daysLeft } = current
  if (status === 'Active') return null
  const text: Record<string, string> = {
    'Expiring Soon': `Your subscription ends in ${daysLeft ?? 0} day${daysLeft === 1 ? '' : 's'}. Renew to keep things running smoothly.`,
    Expired: 'Your subscription has expired. Renew to stay covered.',
    'No Subscription': 'You are not on a paid plan yet. Choose a plan that fits your shop.',
    Suspended: 'This shop is suspended. Contact platform support.',
  }
  return (
    <Alert tone={status === 'Expiring Soon' || status === 'No Subscription' ? 'warning' : 'danger'} title={`Subscription: ${status}`} action={status !== 'Suspended' && <ButtonLink to="/billing" size="sm" variant="secondary">Go to billing</ButtonLink>}>
      {text[status] ?? ''}
    </Alert>
  )
}

function BorrowersCard() {
  const list = trpc.customers.list.useQuery()
  if (!list.data) return null
  const pending = list.data.filter((c) => c.status === 'New' || c.status === 'KYC Pending').length
  return (
    <Card as="div">
      <Stat label="Borrowers" value={list.data.length} hint={<Link to="/borrowers">{pending > 0 ? `${pending} awaiting KYC` : 'View borrowers'}</Link>} />
    </Card>
  )
}

function TicketsCard({ superAdmin }: { superAdmin: boolean }) {
  const counts = trpc.tickets.unreadCount.useQuery(undefined, { refetchInterval: 60_000 })
  if (!counts.data) return null
  return (
    <Card as="div">
      <Stat
        label={superAdmin ? 'Open platform tickets' : 'Open tickets'}
        value={counts.data.openCount}
        hint={<Link to="/tickets">{counts.data.unreadCount > 0 ? `${counts.data.unreadCount} with unread replies` : 'View tickets'}</Link>}
      />
    </Card>
  )
}

const istDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' })

/** Today's valuations (India time) from the newest 200. */
function TodayCards() {
  const list = trpc.valuations.list.useQuery()
  if (!list.data) return null
  const today = istDay.format(new Date())
  const rows = (list.data.valuations as unknown as ValuationRow[]).filter((v) => istDay.format(new Date(v.createdAt)) === today)
  const value = rows.reduce((s, v) => s + Math.round(v.totalValue * 100), 0) / 100
  const loans = rows.filter((v) => v.type === 'loan').reduce((s, v) => s + Math.round(v.estimatedLoan * 100), 0) / 100
  return (
    <Card as="div">
      <Stat
        label="Today's valuations"
        value={rows.length}
        hint={rows.length > 0 ? <>Gold worth <Money rupees={value} />{loans > 0 && <>, loans <Money rupees={loans} /></>} · <Link to="/valuations">View</Link></> : <Link to="/valuations/new">Start one</Link>}
      />
    </Card>
  )
}
