import { rate24kFrom22k } from '@gold/core/valuations/purity'
import { parseNumeric } from '@gold/core/valuations/numbers'
import { rupeesToPaise } from '@gold/core/shared/money'
import { Alert, Button, Card, DetailList, ErrorState, Loading, Money, PageHeader, Stat, TextField } from '@gold/ui'
import { formatRupees } from '@gold/core/shared/indian-format'
import { rateJumpNotice } from '@gold/core/shop/rate-jump'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { isAdmin, useSession } from '../../session.ts'
import { trpc } from '../../trpc.ts'
import { useEnterRateForm, type EnterRateForm } from './enter-rate-form.ts'
import { RateSource } from './rate-source.tsx'
import { UnusualEntryCheck } from '../unusual-entry-check.tsx'
import { SentForApproval } from '../approvals/sent-for-approval.tsx'

// The chart library is most of the page's weight: today's rate and the form show while it loads.
const RateHistoryChart = lazy(() => import('./rate-history-chart.tsx').then((m) => ({ default: m.RateHistoryChart })))

/**
 * `/gold-rate` (staff): the rate the shop prices with today, where it comes from and how old it
 * is, the daily closes as a chart, and for the tenant admin the form to enter today's rate by hand.
 */
export function GoldRatePage() {
  const admin = isAdmin(useSession())
  return (
    <>
      <PageHeader title="Gold rate" subtitle="The rate your valuations are priced at, and its history." />
      <div className="stack">
        <div className="grid cols-2">
          <TodayCard />
          {admin && <EnterRateCard />}
        </div>
        <Suspense fallback={<Loading label="Loading the chart…" />}>
          <RateHistoryChart />
        </Suspense>
      </div>
    </>
  )
}

function TodayCard() {
  const rate = trpc.goldRates.current.useQuery(undefined, { staleTime: 60_000, retry: false })
  return (
    <Card title="Today’s rate">
      {rate.isPending ? (
        <Loading label="Fetching the gold rate…" />
      ) : rate.error ? (
        <ErrorState error={rate.error} onRetry={() => void rate.refetch()} />
      ) : (
        <div className="stack">
          <div className="gold-rate-stats">
            <Stat label="22K a gram" value={<Money paise={rate.data.rate22kPaise} />} />
            <Stat label="24K a gram" value={<Money paise={rate.data.rate24kPaise} />} />
          </div>
          <RateSource rate={rate.data} />
        </div>
      )}
    </Card>
  )
}

function EnterRateCard() {
  const model = useEnterRateForm()
  return (
    <Card title="Enter today’s rate">
      {model.confirming ? <ConfirmRate model={model} /> : <RateForm model={model} />}
    </Card>
  )
}

function RateForm({ model }: { model: EnterRateForm }) {
  const { form, review, saved, held, pending } = model
  const typed22k = parseNumeric(form.values.rate22k.replace(/,/g, ''))
  const derived = typed22k !== null && !form.problems.rate22k ? rate24kFrom22k(typed22k) : null
  return (
    <form className="form" onSubmit={review} noValidate aria-label="Enter today’s rate">
      <p className="small muted">
        Your own rate prices every valuation from now until midnight, and is today&rsquo;s close in your rate history.
      </p>
      <TextField
        label="22K rate a gram (₹)"
        inputMode="decimal"
        required
        {...form.text('rate22k')}
        onBlur={() => form.touch('rate22k')}
        hint="From ₹100 to ₹10,00,000."
      />
      <TextField
        label="24K rate a gram (₹, optional)"
        inputMode="decimal"
        {...form.text('rate24k')}
        onBlur={() => form.touch('rate24k')}
        hint={
          derived !== null ? (
            <>
              Leave blank to use <Money rupees={derived} />, worked out from the 22K rate.
            </>
          ) : (
            'Leave blank to work it out from the 22K rate.'
          )
        }
      />
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      {saved && <Alert tone="success">Today’s rate saved. New valuations use it.</Alert>}
      {held && <SentForApproval request={held} />}
      <div className="form-actions">
        <Button type="submit" busy={pending}>
          Review rate
        </Button>
      </div>
    </form>
  )
}

function ConfirmRate({ model }: { model: EnterRateForm }) {
  const entry = model.confirming!
  const current = trpc.goldRates.current.useQuery(undefined, { staleTime: 60_000, retry: false })
  const jump = rateJumpNotice(current.data?.rate22kPaise ?? null, rupeesToPaise(entry.rate22k))
  const [jumpConfirmed, setJumpConfirmed] = useState(false)
  const region = useRef<HTMLDivElement>(null)
  // Focus the summary, not the Confirm button, so a second Enter cannot save unread.
  useEffect(() => region.current?.focus(), [])
  return (
    <div className="form" role="group" aria-label="Confirm today’s rate" tabIndex={-1} ref={region}>
      <p>Price every valuation from now until midnight at:</p>
      <DetailList
        items={[
          { label: '22K a gram', value: <Money rupees={entry.rate22k} /> },
          { label: '24K a gram', value: <Money rupees={entry.rate24k} /> },
        ]}
      />
      {jump && (
        <UnusualEntryCheck
          notice={jump}
          detail="Gold seldom moves this much in a day: check the figure for a typing slip."
          confirmLabel={`Yes, 22K is ${formatRupees(entry.rate22k)} a gram today`}
          checked={jumpConfirmed}
          onChange={setJumpConfirmed}
        />
      )}
      <div className="form-actions">
        <Button variant="secondary" onClick={model.back} disabled={model.pending}>
          Back
        </Button>
        <Button onClick={() => void model.confirm()} busy={model.pending} disabled={jump !== null && !jumpConfirmed}>
          Confirm rate
        </Button>
      </div>
    </div>
  )
}
