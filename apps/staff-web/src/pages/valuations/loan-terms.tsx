import { DateText, Money, Table, TextField, type FormErrors } from '@gold/ui'
import { generateEmiSchedule } from '@gold/core/valuations/emi-schedule'

export type LoanDraft = {
  ltvPercentage: string
  interestRate: string
  requestedLoanAmount: string
  emiInstallments: string
}
export const newLoanDraft = (): LoanDraft => ({
  ltvPercentage: '75',
  interestRate: '',
  requestedLoanAmount: '',
  emiInstallments: '12',
})

/**
 * The loan terms of a new valuation. A value the server would store other than as typed (LTV over
 * 100, 72 months) is an error as soon as it is typed; a requested amount the LTV limit lowers shows
 * the loan it will be (`requestedNotice`).
 */
export function LoanTermsFields({
  value,
  onChange,
  errors,
  touch,
  requestedNotice,
}: {
  value: LoanDraft
  onChange: (next: LoanDraft) => void
  errors: FormErrors
  touch: (field: keyof LoanDraft) => void
  requestedNotice?: string | null
}) {
  const set = (k: keyof LoanDraft) => (e: { target: { value: string } }) => {
    onChange({ ...value, [k]: e.target.value })
    touch(k)
  }
  return (
    <div className="form-grid cols-2">
      <TextField
        label="Loan to value (%)"
        inputMode="decimal"
        value={value.ltvPercentage}
        onChange={set('ltvPercentage')}
        error={errors.ltvPercentage}
        hint="0 to 100. Blank means 75."
      />
      <TextField
        label="Interest rate (% a year)"
        inputMode="decimal"
        value={value.interestRate}
        onChange={set('interestRate')}
        hint="Blank means no interest."
      />
      <TextField
        label="Requested loan amount (₹)"
        inputMode="decimal"
        value={value.requestedLoanAmount}
        onChange={set('requestedLoanAmount')}
        error={errors.requestedLoanAmount}
        hint={
          requestedNotice ? (
            <span className="field-notice">{requestedNotice}</span>
          ) : (
            'Optional, like 20,000. The loan never exceeds the LTV limit.'
          )
        }
      />
      <TextField
        label="EMI installments (months)"
        inputMode="numeric"
        value={value.emiInstallments}
        onChange={set('emiInstallments')}
        error={errors.emiInstallments}
        hint="Up to 60. Blank or 0 means one bullet payment."
      />
    </div>
  )
}

/** The schedule the server will generate, computed by the same core function (due dates from today). */
export function SchedulePreview({
  principalPaise,
  interestRate,
  installments,
}: {
  principalPaise: number
  interestRate: number | null
  installments: string
}) {
  const schedule = generateEmiSchedule({
    principalPaise,
    annualInterestRate: interestRate,
    installments,
    startDate: new Date(),
  })
  if (schedule.length === 0) return <p className="muted small">No schedule: the loan amount is zero.</p>
  const totalPaise = schedule.reduce((s, i) => s + i.amountPaise, 0)
  return (
    <div className="stack-sm">
      <p className="small">
        {schedule.length} installment{schedule.length === 1 ? '' : 's'}, total repayable{' '}
        <strong>
          <Money paise={totalPaise} />
        </strong>
        {interestRate && interestRate > 0 ? (
          <>
            {' '}
            (interest <Money paise={Math.max(0, totalPaise - principalPaise)} />)
          </>
        ) : (
          ' (no interest)'
        )}
        .
      </p>
      <details>
        <summary>Show the schedule</summary>
        <Table
          caption="EMI schedule preview"
          rows={schedule}
          rowKey={(r) => String(r.installment)}
          columns={[
            { key: 'n', header: 'Installment', primary: true, cell: (r) => `#${r.installment}` },
            { key: 'due', header: 'Due date', cell: (r) => <DateText value={r.dueDate} /> },
            { key: 'amount', header: 'Amount', align: 'end', cell: (r) => <Money paise={r.amountPaise} /> },
          ]}
        />
      </details>
    </div>
  )
}
