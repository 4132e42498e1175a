import { LOAN_MODES, type LoanMode } from '@gold/core/loans/loan-input'
import { LOAN_SCHEMES, MAX_TENURE_MONTHS, type LoanScheme } from '@gold/core/loans/loan-schedule'
import { Alert, Button, Link, Select, TextField } from '@gold/ui'
import type { LtvContext } from './disburse-form.ts'
import { MODE_LABELS, SCHEME_LABELS } from './loan-outputs.tsx'
import { LtvHeadroom } from './ltv-headroom.tsx'
import type { DisburseForm } from './use-disburse-form.ts'

export function DisburseFields({
  form,
  ltv,
  cancelTo,
}: {
  form: DisburseForm
  ltv: LtvContext | null
  cancelTo: string
}) {
  const { values, set, text, touch, errors, formError } = form.fields
  return (
    <form className="form" onSubmit={form.submit} noValidate aria-label="Disburse the loan">
      {ltv && <LtvHeadroom values={values} today={form.today} ltv={ltv} />}
      <div className="form-grid cols-2">
        <TextField
          label="Principal (₹)"
          inputMode="decimal"
          autoComplete="off"
          required
          {...text('principal')}
          onBlur={() => {
            // The cash limit is a rule of principal and mode together: show it as soon as either is entered.
            touch('principal')
            touch('mode')
          }}
          hint="The amount handed over, like 50,000 or 1,00,000."
        />
        <Select
          label="Scheme"
          value={values.scheme}
          onChange={(e) => set('scheme', e.target.value as LoanScheme)}
          options={LOAN_SCHEMES.map((s) => ({ value: s, label: SCHEME_LABELS[s] }))}
        />
        <TextField
          label="Interest rate (% a year)"
          inputMode="decimal"
          autoComplete="off"
          required
          {...text('annualRate')}
          onBlur={() => touch('annualRate')}
          hint="Like 12 or 12.5."
        />
        <TextField
          label="Tenure (months)"
          inputMode="numeric"
          autoComplete="off"
          required
          {...text('tenureMonths')}
          onBlur={() => touch('tenureMonths')}
          hint={`Up to ${MAX_TENURE_MONTHS[values.scheme]} months for this scheme.`}
        />
        <TextField
          label="Penal rate (% a year)"
          inputMode="decimal"
          autoComplete="off"
          {...text('penalRate')}
          onBlur={() => touch('penalRate')}
          hint="On overdue amounts only. Blank means none."
        />
        <TextField
          label="Grace days"
          inputMode="numeric"
          autoComplete="off"
          {...text('graceDays')}
          onBlur={() => touch('graceDays')}
          hint="Days after a due date before penal charges start. Blank means 0."
        />
        <Select
          label="Paid out by"
          value={values.mode}
          onChange={(e) => {
            set('mode', e.target.value as LoanMode)
            touch('mode')
          }}
          error={errors.mode}
          options={LOAN_MODES.map((m) => ({ value: m, label: MODE_LABELS[m] }))}
        />
        {values.mode !== 'Cash' && (
          <TextField
            label="Transaction reference"
            autoComplete="off"
            required
            {...text('reference')}
            onBlur={() => touch('reference')}
            hint="The UTR or UPI transaction id."
          />
        )}
        <TextField label="Disbursed on" type="date" max={form.today} required {...text('disbursedOn')} />
      </div>
      {formError && <Alert tone="danger">{formError}</Alert>}
      <div className="form-actions">
        <Link to={cancelTo} className="btn btn-secondary">
          Cancel
        </Link>
        <Button type="submit">Review disbursement</Button>
      </div>
    </form>
  )
}
