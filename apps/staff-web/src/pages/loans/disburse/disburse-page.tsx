import { CASH_DISBURSEMENT_LIMIT_PAISE } from '@gold/core/shared/money'
import { formatRupees } from '@gold/core/shared/indian-format'
import { Alert, Card, ErrorState, Link, Loading, PageHeader } from '@gold/ui'
import { trpc } from '../../../trpc.ts'
import type { ValuationDetail } from '../../valuations/valuation-outputs.ts'
import { ltvContextOf, penalTermsOf, type DisburseValues, type LoanDefaults, type LtvContext } from './disburse-form.ts'
import { DisburseConfirm } from './disburse-confirm.tsx'
import { DisburseFields } from './disburse-fields.tsx'
import { useDisburseForm } from './use-disburse-form.ts'

/** `50,000` for ₹50,000: the amount as a clerk would type it, so the field parses as is. */
const amountText = (rupees: number) => formatRupees(rupees).replace('₹', '').replace(/\.00$/, '')

/** The form starts from what the valuation proposed (loan amount, rate, number of EMIs) and the shop's penal terms. */
function initialValues(v: ValuationDetail, today: string, defaults: LoanDefaults): DisburseValues {
  const installments = v.emiRecords.length
  const principalPaise = Math.round(v.estimatedLoan * 100)
  return {
    principal: v.estimatedLoan > 0 ? amountText(v.estimatedLoan) : '',
    scheme: installments > 1 ? 'EMI' : 'BULLET',
    annualRate: v.interestRate === null ? '' : String(v.interestRate),
    tenureMonths: String(installments > 1 ? Math.min(installments, 60) : 12),
    ...penalTermsOf(defaults),
    mode: principalPaise > 0 && principalPaise < CASH_DISBURSEMENT_LIMIT_PAISE ? 'Cash' : 'BankTransfer',
    reference: '',
    disbursedOn: today,
    purpose: '',
  }
}

/** `/valuations/:id/disburse`: open the loan of a loan valuation. */
export function DisbursePage({ valuationId }: { valuationId: string }) {
  const valuation = trpc.valuations.get.useQuery({ id: valuationId })
  const preview = trpc.loans.preview.useQuery({ valuationId })
  const back = { to: `/valuations/${valuationId}`, label: 'Valuation' }
  const failed = valuation.error ?? preview.error
  if (failed) {
    return (
      <>
        <PageHeader title="Disburse loan" back={back} />
        <ErrorState
          error={failed}
          title="This valuation cannot be disbursed here"
          onRetry={() => void Promise.all([valuation.refetch(), preview.refetch()])}
        />
      </>
    )
  }
  const v = valuation.data
  const p = preview.data
  if (!v || !p) return <Loading label="Loading the valuation…" />
  const refusal =
    p.loanId !== null ? (
      <>
        This valuation already has a loan. <Link to={`/loans/${p.loanId}`}>Open the loan</Link>
      </>
    ) : v.type !== 'loan' ? (
      'Only a loan valuation can be disbursed.'
    ) : v.emiRecords.some((e) => e.status === 'Paid') ? (
      'An installment of this valuation is already paid, so it cannot be disbursed as a loan. Value the gold again for a new loan.'
    ) : null
  return (
    <>
      <PageHeader
        title="Disburse loan"
        subtitle={
          <>
            For <Link to={`/borrowers/${v.customer.id}`}>{v.customer.name}</Link> · {v.customer.phone}
            {v.goldReceiptNo ? ` · gold receipt ${v.goldReceiptNo}` : ''}
          </>
        }
        back={back}
      />
      <Card>
        {refusal ? (
          <Alert tone="warning">{refusal}</Alert>
        ) : (
          <DisburseBody v={v} today={p.today} ltv={ltvContextOf(p)} defaults={p.defaults} />
        )}
      </Card>
    </>
  )
}

function DisburseBody({
  v,
  today,
  ltv,
  defaults,
}: {
  v: ValuationDetail
  today: string
  ltv: LtvContext
  defaults: LoanDefaults
}) {
  const form = useDisburseForm({ valuationId: v.id, today, initial: (date) => initialValues(v, date, defaults), ltv })
  return form.confirming ? (
    <DisburseConfirm form={form} borrower={v.customer.name} />
  ) : (
    <DisburseFields form={form} ltv={ltv} cancelTo={`/valuations/${v.id}`} />
  )
}
