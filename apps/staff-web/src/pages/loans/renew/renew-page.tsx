import { canTakeAction } from '@gold/core/loans/loan-state'
import { rupeeInputText } from '@gold/core/shared/rupee-input'
import { Alert, Card, ErrorState, Link, Loading, Money, PageHeader } from '@gold/ui'
import { useState } from 'react'
import { trpc, type RouterOutputs } from '../../../trpc.ts'
import { ltvContextOf, penalTermsOf, type DisburseValues, type LoanDefaults } from '../disburse/disburse-form.ts'
import { DisburseFields, type LoanTermsWording } from '../disburse/disburse-fields.tsx'
import type { LoanDetail } from '../shared/loan-outputs.tsx'
import { RenewConfirm } from './renew-confirm.tsx'
import { RenewalSplitBox } from './renewal-split-box.tsx'
import { RenewalValuationPicker } from './renewal-valuation-picker.tsx'
import { useRenewForm } from './use-renew-form.ts'

type Preview = RouterOutputs['loans']['preview']

const RENEW_WORDING: LoanTermsWording = {
  form: 'Renew the loan',
  submit: 'Review renewal',
  principalHint: 'The new loan’s principal: the carried principal, plus any top-up handed over.',
  mode: 'Top-up paid out by',
  date: 'Renewed on',
}

/**
 * The new loan starts on the old one's rate, scheme and tenure for the carried principal (no
 * top-up), renewed today, with the shop's current penal rate and grace days (its loan defaults).
 */
const initialValues = (loan: LoanDetail, today: string, defaults: LoanDefaults): DisburseValues => ({
  principal: rupeeInputText(loan.outstanding.principal),
  scheme: loan.scheme,
  annualRate: String(loan.annualRate),
  tenureMonths: String(loan.tenureMonths),
  ...penalTermsOf(defaults),
  mode: 'Cash',
  reference: '',
  disbursedOn: today,
  // The renewal keeps the old loan's purpose unless the clerk changes it (issue 28).
  purpose: loan.purpose ?? '',
})

/** `/loans/:id/renew`: carry an Active loan's principal into a new loan on a fresh valuation, with an optional top-up. */
export function RenewPage({ loanId }: { loanId: string }) {
  const query = trpc.loans.get.useQuery({ id: loanId })
  const [valuationId, setValuationId] = useState('')
  const back = { to: `/loans/${loanId}`, label: 'Loan' }
  if (query.isPending) return <Loading label="Loading loan…" />
  if (query.error) {
    return (
      <>
        <PageHeader title="Renew loan" back={back} />
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </>
    )
  }
  const loan = query.data
  const dueNow = loan.outstanding.interest + loan.outstanding.penalCharges
  return (
    <>
      <PageHeader
        title={`Renew loan ${loan.loanNumber}`}
        subtitle={
          loan.customer ? (
            <>
              For <Link to={`/borrowers/${loan.customer.id}`}>{loan.customer.name}</Link> · {loan.customer.phone}
            </>
          ) : undefined
        }
        back={back}
      />
      <Card>
        {!canTakeAction(loan.status, 'renew') ? (
          <Alert tone="warning">Only an Active loan can be renewed.</Alert>
        ) : (
          <div className="stack">
            {dueNow > 0 && (
              <Alert tone="warning" title="Pay the interest due before renewing.">
                <Money paise={dueNow} /> of interest and penal charges is due today. Record it on the{' '}
                <Link to={`/loans/${loan.id}`}>loan page</Link> first; the renewal carries the principal only.
              </Alert>
            )}
            <RenewalValuationPicker loan={loan} value={valuationId} onChange={setValuationId} />
            {valuationId && <RenewBody key={valuationId} loan={loan} valuationId={valuationId} />}
          </div>
        )}
      </Card>
    </>
  )
}

function RenewBody({ loan, valuationId }: { loan: LoanDetail; valuationId: string }) {
  // The old loan's gold and principal move into the new one: the 2025 rules leave it out.
  const preview = trpc.loans.preview.useQuery({ valuationId, renewingLoanId: loan.id })
  if (preview.error) return <ErrorState error={preview.error} onRetry={() => void preview.refetch()} />
  if (!preview.data) return <Loading label="Loading the valuation…" />
  return <RenewForm loan={loan} valuationId={valuationId} preview={preview.data} />
}

function RenewForm({ loan, valuationId, preview }: { loan: LoanDetail; valuationId: string; preview: Preview }) {
  const form = useRenewForm({
    loan,
    valuationId,
    today: preview.today,
    initial: initialValues(loan, preview.today, preview.defaults),
    ltv: ltvContextOf(preview),
  })
  if (form.review) return <RenewConfirm form={form} loan={loan} />
  return (
    <DisburseFields form={form} ltv={form.ltv} cancelTo={`/loans/${loan.id}`} wording={RENEW_WORDING}>
      <RenewalSplitBox loan={loan} values={form.fields.values} />
    </DisburseFields>
  )
}
