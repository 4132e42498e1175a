import { formatGrams, formatRupees, Link, Loading, Select, ErrorState, Alert, formatDate } from '@gold/ui'
import { trpc } from '../../../trpc.ts'
import type { LoanDetail } from '../shared/loan-outputs.tsx'

/**
 * The fresh loan valuation a renewal opens on: the borrower's loan valuations that carry no loan
 * yet (their valuations, less those their loans were opened from), newest first.
 */
export function RenewalValuationPicker({
  loan,
  value,
  onChange,
}: {
  loan: LoanDetail
  value: string
  onChange: (valuationId: string) => void
}) {
  const valuations = trpc.valuations.list.useQuery({ customerId: loan.customerId, limit: 100 })
  const loans = trpc.loans.list.useQuery({ customerId: loan.customerId })
  const failed = valuations.error ?? loans.error
  if (failed)
    return <ErrorState error={failed} onRetry={() => void Promise.all([valuations.refetch(), loans.refetch()])} />
  if (!valuations.data || !loans.data) return <Loading label="Loading the borrower’s valuations…" />
  const taken = new Set(loans.data.items.map((l) => l.valuationId))
  const fresh = valuations.data.items.filter((v) => v.type === 'loan' && !taken.has(v.id))
  if (fresh.length === 0)
    return (
      <Alert tone="info" title="Value the gold again first">
        A renewal opens on a fresh loan valuation of the same borrower.{' '}
        <Link to={`/valuations/new?customer=${encodeURIComponent(loan.customerId)}`}>New valuation</Link>
      </Alert>
    )
  return (
    <Select
      label="Fresh valuation"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder="Choose the valuation of the pledged gold"
      hint="A loan valuation of this borrower made for the renewal; the loan-to-value test uses it."
      options={fresh.map((v) => ({
        value: v.id,
        label: [
          formatDate(v.createdAt),
          `${formatGrams(Number(v.totalNetWeight))} fine`,
          formatRupees(Number(v.totalValue)),
          v.goldReceiptNo,
        ]
          .filter(Boolean)
          .join(' · '),
      }))}
    />
  )
}
