import type { IsoDate } from '@gold/core/shared/india-calendar'
import { LOAN_MODES, type LoanMode } from '@gold/core/loans/loan-input'
import { LOAN_SCHEMES, MAX_TENURE_MONTHS, type LoanScheme } from '@gold/core/loans/loan-schedule'
import type { LoanPurpose } from '@gold/core/loans/loan-purpose'
import { Alert, Button, Link, Select, TextField, type FormModel } from '@gold/ui'
import type { FormEvent, ReactNode } from 'react'
import type { DisburseValues, LtvContext } from './disburse-form.ts'
import { MODE_LABELS, SCHEME_LABELS } from '../shared/loan-outputs.tsx'
import { LtvHeadroom } from './ltv-headroom.tsx'

/** Issue 28: the purposes RBI's 2025 directions tell apart, as a clerk says them. */
const PURPOSE_OPTIONS = [
  { value: 'consumption', label: 'Consumption (personal or household needs)' },
  { value: 'incomeGenerating', label: 'Income-generating (farming, business)' },
] as const satisfies readonly { value: LoanPurpose; label: string }[]

/** What the loan terms fields need of a form: Disburse and Renew both give it. */
export type LoanTermsForm = {
  fields: FormModel<DisburseValues>
  submit: (e: FormEvent<HTMLFormElement>) => void
  today: IsoDate
  /** Checking with the server before the review (the renewal's quote). */
  quoting?: boolean
}

/** The words that differ between opening a loan and renewing one. */
export type LoanTermsWording = {
  form: string
  submit: string
  principalHint: ReactNode
  mode: string
  date: string
}

const DISBURSE_WORDING: LoanTermsWording = {
  form: 'Disburse the loan',
  submit: 'Review disbursement',
  principalHint: 'The amount handed over, like 50,000 or 1,00,000.',
  mode: 'Paid out by',
  date: 'Disbursed on',
}

export function DisburseFields({
  form,
  ltv,
  cancelTo,
  wording = DISBURSE_WORDING,
  children,
}: {
  form: LoanTermsForm
  ltv: LtvContext | null
  cancelTo: string
  wording?: LoanTermsWording
  /** Shown between the headroom and the fields (the renewal's carried principal and top-up). */
  children?: ReactNode
}) {
  const { values, set, text, touch, errors, formError } = form.fields
  return (
    <form className="form" onSubmit={form.submit} noValidate aria-label={wording.form}>
      {ltv && <LtvHeadroom values={values} today={form.today} ltv={ltv} />}
      {ltv?.goldRules?.pledgeRefusal && <Alert tone="danger">{ltv.goldRules.pledgeRefusal}</Alert>}
      {children}
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
          hint={wording.principalHint}
        />
        <Select
          label="Purpose"
          value={values.purpose}
          required={!!ltv?.goldRules}
          onChange={(e) => {
            set('purpose', e.target.value as LoanPurpose | '')
            touch('purpose')
          }}
          error={errors.purpose}
          placeholder={ltv?.goldRules ? 'Choose what the loan is for' : 'Not recorded'}
          options={PURPOSE_OPTIONS}
          hint="The loan-to-value tiers are the consumption loans’ rule (RBI, 2025)."
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
          label={wording.mode}
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
        <TextField label={wording.date} type="date" max={form.today} required {...text('disbursedOn')} />
      </div>
      {formError && <Alert tone="danger">{formError}</Alert>}
      <div className="form-actions">
        <Link to={cancelTo} className="btn btn-secondary">
          Cancel
        </Link>
        <Button type="submit" busy={form.quoting ?? false}>
          {wording.submit}
        </Button>
      </div>
    </form>
  )
}
