import { Alert, Button, ButtonLink, Card, PageHeader, Select, TextArea, TextField } from '@gold/ui'
import { rate24kPaiseFrom22k } from '@gold/core/valuations/purity'
import { BorrowerPicker } from './borrower-picker.tsx'
import { LoanTermsFields, SchedulePreview } from './loan-terms.tsx'
import { useNewValuationForm, type ValuationType } from './new-valuation-form-model.ts'
import { BankCard, RateNote, TotalsCard } from './new-valuation-parts.tsx'
import { OrnamentsEditor } from './ornaments-editor.tsx'

const TYPE_OPTIONS = [
  { value: 'loan', label: 'Gold loan' },
  { value: 'sell', label: 'Sale valuation' },
  { value: 'certificate', label: 'Certificate for a bank' },
]

export function NewValuationPage() {
  const model = useNewValuationForm()
  const { form, preview, rate22kPaise } = model
  const { values, set, errors } = form
  return (
    <>
      <PageHeader
        title="New valuation"
        back={{ to: '/valuations', label: 'Valuations' }}
        subtitle="Weights and values are recomputed by the server when you save."
      />
      <form className="form" onSubmit={model.submit} noValidate aria-label="New valuation">
        {form.formError && (
          <Alert tone="danger" title="The valuation was not saved">
            {form.formError}
          </Alert>
        )}
        <Card title="Borrower">
          <BorrowerPicker value={values.borrower} onChange={(b) => set('borrower', b)} errors={errors} />
        </Card>
        <Card title="Valuation">
          <div className="form-grid cols-2">
            <Select
              label="Type"
              value={values.type}
              onChange={(e) => set('type', e.target.value as ValuationType)}
              options={TYPE_OPTIONS}
            />
            <TextField
              label="Valuation fee (₹)"
              inputMode="decimal"
              {...form.text('valuationFee')}
              hint="Recorded only; it does not change the value."
            />
          </div>
        </Card>
        <Card title="Ornaments" actions={<RateNote model={model} />}>
          <OrnamentsEditor
            ornaments={values.ornaments}
            onChange={(o) => set('ornaments', o)}
            rate24kPaise={rate22kPaise ? rate24kPaiseFrom22k(rate22kPaise) : null}
            errors={errors}
            touch={form.touch}
          />
        </Card>
        {values.type !== 'loan' && <BankCard model={model} />}
        {values.type === 'loan' && (
          <Card title="Loan and EMIs">
            <div className="stack">
              <LoanTermsFields
                value={values.loan}
                onChange={(l) => set('loan', l)}
                errors={errors}
                touch={form.touch}
                requestedNotice={preview.requestedNotice}
              />
              {preview.result && (
                <SchedulePreview
                  principalPaise={preview.result.estimatedLoanPaise}
                  interestRate={preview.result.interestRate}
                  installments={values.loan.emiInstallments}
                />
              )}
            </div>
          </Card>
        )}
        <Card title="Appraiser">
          <div className="form-grid cols-2">
            <TextField label="Appraiser name" {...form.text('appraiserName')} />
            <TextArea label="Note (optional)" rows={2} {...form.text('appraiserNote')} />
          </div>
        </Card>
        <TotalsCard preview={preview} showLoan={values.type === 'loan'} />
        <div className="form-actions">
          <ButtonLink to="/valuations" variant="secondary">
            Cancel
          </ButtonLink>
          <Button type="submit" busy={model.saving}>
            {model.saving ? 'Saving…' : 'Save valuation'}
          </Button>
        </div>
      </form>
    </>
  )
}
