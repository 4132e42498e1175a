import { Card, Grams, Loading, Money, Select, Stat, TextField, errorMessage } from '@gold/ui'
import { formatPaise } from '@gold/core/shared/indian-format'
import { rupeesToPaise } from '@gold/core/shared/money'
import { rate24kPaiseFrom22k } from '@gold/core/valuations/purity'
import { RateSource } from '../gold-rate/rate-source.tsx'
import type { NewValuationForm, RateBasis, valuationPreview } from './new-valuation-form-model.ts'

/** The rate the ornaments are priced at (the shop's, with its source and age, or the chosen bank's), or why there is none yet. */
export function RateNote({ model }: { model: NewValuationForm }) {
  const { basis, rate22kPaise, rate, bank } = model
  if (basis === 'live' && rate.isPending) return <span className="muted small">Fetching the gold rate…</span>
  if (basis === 'live' && rate.error) return <span className="field-error">{errorMessage(rate.error)}</span>
  if (!rate22kPaise) return null
  return (
    <span className="rate-note small">
      <span>
        {basis === 'bank' ? `${bank?.name ?? 'Bank'} rate` : 'Gold rate'}: 22K <Money paise={rate22kPaise} />
        /g · 24K <Money paise={rate24kPaiseFrom22k(rate22kPaise)} />
        /g
      </span>
      {basis === 'live' && rate.data && <RateSource rate={rate.data} />}
    </span>
  )
}

/** Sale and certificate valuations: the bank (a listed one or a new name) and whose rate to use. */
export function BankCard({ model }: { model: NewValuationForm }) {
  const { form, banks, bank } = model
  const { values, set, errors } = form
  const options = (banks.data?.banks ?? [])
    .filter((b) => b.isActive)
    .map((b) => ({
      value: b.id,
      label: b.goldRate22k ? `${b.name} (22K ${formatPaise(rupeesToPaise(b.goldRate22k))}/g)` : b.name,
    }))
  return (
    <Card title="Bank">
      <div className="form-grid cols-2">
        {banks.isPending ? (
          <Loading label="Loading banks…" />
        ) : (
          <Select
            label="Bank"
            value={values.bankId}
            onChange={(e) => set('bankId', e.target.value)}
            placeholder="No bank"
            options={[...options, { value: 'Other', label: '+ Another bank' }]}
            error={banks.error ? errorMessage(banks.error) : null}
          />
        )}
        {values.bankId === 'Other' && <TextField label="Bank name" required {...form.text('customBankName')} />}
        {bank && (
          <Select
            label="Rate basis"
            value={values.rateBasis}
            onChange={(e) => set('rateBasis', e.target.value as RateBasis)}
            options={[
              { value: 'live', label: 'Live gold rate' },
              { value: 'bank', label: `${bank.name}'s rate`, disabled: bank.goldRate22k === null },
            ]}
            hint={
              bank.goldRate22k === null
                ? 'This bank has no gold rate set, so only the live rate can be used.'
                : undefined
            }
            error={errors.rateBasis}
          />
        )}
      </div>
    </Card>
  )
}

/** Weights and values as the server will compute them. */
export function TotalsCard({ preview, showLoan }: { preview: ReturnType<typeof valuationPreview>; showLoan: boolean }) {
  const { result, grossWeightMg } = preview
  return (
    <Card title="Totals">
      <div className="totals" aria-live="polite">
        <Stat label="Gross weight" value={<Grams mg={grossWeightMg} />} />
        <Stat label="Fine gold" value={<Grams mg={result?.totalNetWeightMg ?? null} />} />
        <Stat label="Total value" value={<Money paise={result?.totalValuePaise ?? null} />} />
        {showLoan && <Stat label="Estimated loan" value={<Money paise={result?.estimatedLoanPaise ?? null} />} />}
      </div>
    </Card>
  )
}
