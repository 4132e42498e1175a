import { percentToBp } from '@gold/core/loans/loan-interest'
import { REGULATOR_LTV_CEILINGS } from '@gold/core/loans/loan-ltv'
import { MIN_RELEASE_COMPENSATION_PER_DAY_PAISE } from '@gold/core/loans/loan-release'
import { LOAN_DEFAULT_LIMITS, loanSettingsErrors } from '@gold/core/loans/loan-settings'
import { formatPaise } from '@gold/core/shared/indian-format'
import { parseRupeeInput } from '@gold/core/shared/rupee-input'
import { Alert, Button, Card, ErrorState, Loading, PageHeader, TextField, useFormModel } from '@gold/ui'
import { useState } from 'react'
import { trpc, type RouterOutputs } from '../../../trpc.ts'
import { CashCounterCard } from './cash-counter-card.tsx'
import { GoldRulesCard } from './gold-rules-card.tsx'
import { HolidaysCard } from './holidays-card.tsx'

type Settings = RouterOutputs['loans']['settings']['get']
type Values = {
  ltvUpTo250k: string
  ltvUpTo500k: string
  ltvAbove500k: string
  compensation: string
  penalRate: string
  graceDays: string
  defaultThresholdDays: string
  auctionNoticeDays: string
}
type DayField = keyof typeof LOAN_DEFAULT_LIMITS

const DAY_FIELDS = [
  ['graceDays', 'Grace days before penal charges', 'Days after a due date before penal charges start.'],
  [
    'defaultThresholdDays',
    'Default threshold (days past due)',
    'An auction notice may be sent once a loan is this late.',
  ],
  ['auctionNoticeDays', 'Auction notice period (days)', 'Days between the notice and the earliest auction.'],
] as const

const CEILINGS = [
  ['ltvUpTo250k', 'Exposure up to ₹2,50,000 (%)', REGULATOR_LTV_CEILINGS.upTo250kBp],
  ['ltvUpTo500k', 'Exposure up to ₹5,00,000 (%)', REGULATOR_LTV_CEILINGS.upTo500kBp],
  ['ltvAbove500k', 'Exposure above ₹5,00,000 (%)', REGULATOR_LTV_CEILINGS.above500kBp],
] as const

/** A ceiling as typed, in percent; null when it is not above 0 and at most the regulator's. */
function ceilingOf(text: string, maxBp: number): number | null {
  const t = text.trim()
  if (!/^\d{1,3}(?:\.\d{1,2})?$/.test(t)) return null
  const bp = percentToBp(Number(t))
  return bp !== null && bp > 0 && bp <= maxBp ? bp / 100 : null
}

/** Whole days as typed, within the field's limits; null otherwise. */
function daysOf(text: string, key: DayField): number | null {
  const t = text.trim()
  if (!/^\d{1,3}$/.test(t)) return null
  const { min, max } = LOAN_DEFAULT_LIMITS[key]
  const n = Number(t)
  return n >= min && n <= max ? n : null
}

/** A penal rate as typed, percent a year from 0 to 100 with at most two decimals; null otherwise. */
function penalRateOf(text: string): number | null {
  const t = text.trim()
  if (!/^\d{1,3}(?:\.\d{1,2})?$/.test(t)) return null
  const n = Number(t)
  return n <= 100 ? n : null
}

const rupeesText = (paise: number) => formatPaise(paise).replace('₹', '').replace(/\.00$/, '')

function settingsProblems(v: Values) {
  const errors: Partial<Record<keyof Values, string>> = {}
  for (const [key, , maxBp] of CEILINGS)
    if (ceilingOf(v[key], maxBp) === null) errors[key] = loanSettingsErrors.table[key].message
  const pay = parseRupeeInput(v.compensation)
  if (!pay.ok) errors.compensation = pay.message
  else if (pay.paise < MIN_RELEASE_COMPENSATION_PER_DAY_PAISE)
    errors.compensation = 'The compensation cannot be below ₹5,000 a day (the regulator’s minimum).'
  if (penalRateOf(v.penalRate) === null) errors.penalRate = loanSettingsErrors.table.penalRate.message
  for (const [key] of DAY_FIELDS) if (daysOf(v[key], key) === null) errors[key] = loanSettingsErrors.table[key].message
  return errors
}

/** `/loans/settings` (tenant admin): the shop's LTV ceilings, release compensation, loan defaults and holidays. */
export function LoanSettingsPage() {
  const settings = trpc.loans.settings.get.useQuery()
  return (
    <>
      <PageHeader
        title="Loan settings"
        subtitle="Limits your shop applies on top of the regulator’s."
        back={{ to: '/loans', label: 'Loans' }}
      />
      {settings.isPending ? (
        <Loading label="Loading settings…" />
      ) : settings.error ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <div className="grid cols-2">
          <LimitsCard settings={settings.data} />
          <HolidaysCard holidays={settings.data.holidays} />
          <CashCounterCard settings={settings.data} />
          <GoldRulesCard settings={settings.data} />
        </div>
      )}
    </>
  )
}

function LimitsCard({ settings }: { settings: Settings }) {
  const utils = trpc.useUtils()
  const [saved, setSaved] = useState(false)
  const form = useFormModel<Values>({
    initial: {
      ltvUpTo250k: String(settings.ltvUpTo250k),
      ltvUpTo500k: String(settings.ltvUpTo500k),
      ltvAbove500k: String(settings.ltvAbove500k),
      compensation: rupeesText(settings.releaseCompensationPerDay),
      penalRate: String(settings.penalRate),
      graceDays: String(settings.graceDays),
      defaultThresholdDays: String(settings.defaultThresholdDays),
      auctionNoticeDays: String(settings.auctionNoticeDays),
    },
    validate: settingsProblems,
  })
  const update = trpc.loans.settings.update.useMutation({
    onSuccess: (next) => utils.loans.settings.get.setData(undefined, next),
  })
  const submit = form.handleSubmit(async (v) => {
    setSaved(false)
    const pay = parseRupeeInput(v.compensation)
    if (!pay.ok) return
    await update.mutateAsync({
      ltvUpTo250k: ceilingOf(v.ltvUpTo250k, REGULATOR_LTV_CEILINGS.upTo250kBp)!,
      ltvUpTo500k: ceilingOf(v.ltvUpTo500k, REGULATOR_LTV_CEILINGS.upTo500kBp)!,
      ltvAbove500k: ceilingOf(v.ltvAbove500k, REGULATOR_LTV_CEILINGS.above500kBp)!,
      releaseCompensationPerDay: pay.paise,
      penalRate: penalRateOf(v.penalRate)!,
      graceDays: daysOf(v.graceDays, 'graceDays')!,
      defaultThresholdDays: daysOf(v.defaultThresholdDays, 'defaultThresholdDays')!,
      auctionNoticeDays: daysOf(v.auctionNoticeDays, 'auctionNoticeDays')!,
    })
    setSaved(true)
  })
  return (
    <Card title="Loan-to-value, release and defaults">
      <form className="form" onSubmit={submit} noValidate aria-label="Loan settings">
        <p className="small muted">
          The highest loan as a share of the gold&rsquo;s value, by the borrower&rsquo;s total exposure. The regulator
          allows at most 85%, 80% and 75%; you may set lower.
        </p>
        {CEILINGS.map(([key, label, maxBp]) => (
          <TextField
            key={key}
            label={label}
            inputMode="decimal"
            {...form.text(key)}
            onBlur={() => form.touch(key)}
            hint={`Above 0, at most ${maxBp / 100}.`}
          />
        ))}
        <TextField
          label="Release compensation per day of delay (₹)"
          inputMode="decimal"
          {...form.text('compensation')}
          onBlur={() => form.touch('compensation')}
          hint="Owed to the borrower for each day the gold is returned after the 7-working-day deadline. At least ₹5,000."
        />
        <h3>Loan defaults</h3>
        <TextField
          label="Penal rate (% a year)"
          inputMode="decimal"
          {...form.text('penalRate')}
          onBlur={() => form.touch('penalRate')}
          hint="What the Disburse and Renew forms start from; 0 for none."
        />
        {DAY_FIELDS.map(([key, label, hint]) => (
          <TextField
            key={key}
            label={label}
            inputMode="numeric"
            {...form.text(key)}
            onBlur={() => form.touch(key)}
            hint={`${hint} ${LOAN_DEFAULT_LIMITS[key].min} to ${LOAN_DEFAULT_LIMITS[key].max}.`}
          />
        ))}
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        {saved && <Alert tone="success">Settings saved.</Alert>}
        <div className="form-actions">
          <Button type="submit" busy={update.isPending}>
            Save settings
          </Button>
        </div>
      </form>
    </Card>
  )
}
