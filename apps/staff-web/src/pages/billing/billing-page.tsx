import { Alert, Card, DateText, DetailList, ErrorState, Loading, PageHeader, StatusBadge } from '@gold/ui'
import { useState } from 'react'
import { trpc, type RouterOutputs } from '../../trpc.ts'
import { CheckoutPanel } from './checkout-panel.tsx'
import { PaymentReturn } from './payment-return.tsx'
import { PlanPicker } from './plan-picker.tsx'
import { PurchaseHistory } from './purchase-history.tsx'

export function BillingPage() {
  const overview = trpc.billing.plans.useQuery()
  const [choice, setChoice] = useState<{ planId: string; billingCycle: string } | null>(null)

  return (
    <>
      <PageHeader title="Billing" subtitle="Your subscription, plans and invoices." />
      <div className="stack">
        <PaymentReturn />
        {overview.isPending ? (
          <Loading label="Loading your subscription…" />
        ) : overview.error ? (
          <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
        ) : (
          <>
            <SubscriptionCard current={overview.data.current} />
            {!overview.data.checkoutEnabled && (
              <Alert tone="warning" title="Online payment is not available right now">
                You can compare plans and check coupon prices. To renew, please contact support.
              </Alert>
            )}
            <PlanPicker
              plans={overview.data.plans}
              currentPlanId={overview.data.current.planId}
              selected={choice}
              onSelect={setChoice}
            />
            {choice && (
              <CheckoutPanel
                key={`${choice.planId}:${choice.billingCycle}`}
                plan={overview.data.plans.find((p) => p.id === choice.planId)}
                billingCycle={choice.billingCycle}
                checkoutEnabled={overview.data.checkoutEnabled}
                onCancel={() => setChoice(null)}
              />
            )}
          </>
        )}
        <PurchaseHistory />
      </div>
    </>
  )
}

type Current = RouterOutputs['billing']['plans']['current']

function SubscriptionCard({ current }: { current: Current }) {
  // The stored payment status starts as Pending on a new shop: before any purchase it says nothing
  // true, so it is left out until there is a purchase or an operator has set another status.
  const purchases = trpc.billing.purchases.useQuery()
  const showPaymentStatus = current.paymentStatus !== 'Pending' || (purchases.data?.length ?? 0) > 0
  const days = current.daysLeft
  const daysText =
    days === null
      ? null
      : days < 0
        ? `Expired ${Math.abs(days)} day${Math.abs(days) === 1 ? '' : 's'} ago`
        : `${days} day${days === 1 ? '' : 's'} left`
  return (
    <Card title="Your subscription" actions={<StatusBadge status={current.status} />}>
      <DetailList
        items={[
          {
            label: 'Plan',
            value: current.plan ? `${current.plan}${current.isTrial ? ' (trial)' : ''}` : 'No plan yet',
          },
          {
            label: 'Valid until',
            value: current.expiryDate ? (
              <>
                <DateText value={current.expiryDate} />
                {daysText && <span className="muted"> · {daysText}</span>}
              </>
            ) : (
              'No expiry set'
            ),
          },
          showPaymentStatus && { label: 'Payment status', value: current.paymentStatus },
          current.startDate && { label: 'Started', value: <DateText value={current.startDate} /> },
        ]}
      />
    </Card>
  )
}
