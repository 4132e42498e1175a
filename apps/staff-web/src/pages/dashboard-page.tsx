import { formatIstClock } from '@gold/core/shared/india-calendar'
import { Alert, ButtonLink, Card, Link, Money, PageHeader, Stat } from '@gold/ui'
import { ApprovalsCard } from './approvals/approvals-card.tsx'
import { FirstRunCard } from './custody/first-run-card.tsx'
import { BooksControlCard } from './books-control-card.tsx'
import { EmisDueCard } from './emis-due-card.tsx'
import { HeldPaymentsCard } from './gateway/held-payments-card.tsx'
import { LoanDashboardCards } from './loans/list/loan-dashboard-cards.tsx'
import { ShortfallCard } from './reports/shortfall-card.tsx'
import { can, isSuperAdmin, roleLabel, useSession } from '../session.ts'
import { trpc } from '../trpc.ts'

function greeting(now: Date): string {
  const hour = Number(formatIstClock(now).slice(0, 2))
  return hour < 12 ? 'Good morning' : hour < 17 ? 'Good afternoon' : 'Good evening'
}

/** Each card shows only once its data has loaded; a card whose data fails to load is left out. */
export function DashboardPage() {
  const session = useSession()
  const firstName = session.name.split(' ')[0] ?? session.name
  const superAdmin = isSuperAdmin(session)
  return (
    <>
      <PageHeader
        title={`${greeting(new Date())}, ${firstName}`}
        documentTitle={superAdmin ? 'Overview' : 'Dashboard'}
        subtitle={superAdmin ? 'Platform administration' : `${session.tenantName ?? ''} · ${roleLabel(session)}`}
        actions={!superAdmin && <ButtonLink to="/valuations/new">New valuation</ButtonLink>}
      />
      <div className="stack">
        {can(session, 'billing.manage') && <SubscriptionBanner />}
        {can(session, 'custody.manage') && can(session, 'shop.settings') && <FirstRunCard />}
        <div className="grid cols-3">
          {!superAdmin && <TodayCards />}
          <TicketsCard superAdmin={superAdmin} />
          {!superAdmin && <BorrowersCard />}
          {can(session, 'approvals.decide') && <ApprovalsCard />}
        </div>
        {can(session, 'loans.onlinePayments') && <HeldPaymentsCard />}
        {!superAdmin && <LoanDashboardCards />}
        {!superAdmin && <ShortfallCard />}
        {!superAdmin && <EmisDueCard />}
        {can(session, 'books.read') && <BooksControlCard />}
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
    <Alert
      tone={status === 'Expiring Soon' || status === 'No Subscription' ? 'warning' : 'danger'}
      title={`Subscription: ${status}`}
      action={
        status !== 'Suspended' && (
          <ButtonLink to="/billing" size="sm" variant="secondary">
            Go to billing
          </ButtonLink>
        )
      }
    >
      {text[status] ?? ''}
    </Alert>
  )
}

function BorrowersCard() {
  const summary = trpc.customers.summary.useQuery()
  if (!summary.data) return null
  const { total, awaitingKyc } = summary.data
  return (
    <Card as="div">
      <Stat
        label="Borrowers"
        value={total}
        hint={<Link to="/borrowers">{awaitingKyc > 0 ? `${awaitingKyc} awaiting KYC` : 'View borrowers'}</Link>}
      />
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
        hint={
          <Link to="/tickets">
            {counts.data.unreadCount > 0 ? `${counts.data.unreadCount} with unread replies` : 'View tickets'}
          </Link>
        }
      />
    </Card>
  )
}

/**
 * Today's valuations (India time), summed by the server. `loans` is what the valuations estimate
 * could be lent on the gold, not money disbursed, and is labelled so.
 */
function TodayCards() {
  const today = trpc.valuations.today.useQuery()
  if (!today.data) return null
  const { count, totalValuePaise, loansPaise } = today.data
  return (
    <Card as="div">
      <Stat
        label="Today's valuations"
        value={count}
        hint={
          count > 0 ? (
            <>
              Gold worth <Money paise={totalValuePaise} />
              {loansPaise > 0 && (
                <>
                  , estimated loan <Money paise={loansPaise} /> (not money lent)
                </>
              )}{' '}
              · <Link to="/valuations">View</Link>
            </>
          ) : (
            <Link to="/valuations/new">Start one</Link>
          )
        }
      />
    </Card>
  )
}
