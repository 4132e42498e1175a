import { Money } from '@gold/ui'

/** Which value the loan-to-value test used (issue 16), in the words a clerk can repeat to a borrower. */
export const LTV_BASIS: Record<string, { label: string; why: string }> = {
  valuation: {
    label: "The valuation's value",
    why: 'The gold rate of the last 30 days did not price the gold lower (or no rates were stored for them).',
  },
  average30d: {
    label: "Regulator's value: 30-day average rate",
    why: "The average closing 22K rate of the 30 days before prices the gold below the valuation and below the previous day's close, so the lower value is used.",
  },
  previousClose: {
    label: "Regulator's value: previous day's closing rate",
    why: "The previous day's closing 22K rate prices the gold below the valuation and below the 30-day average, so the lower value is used.",
  },
}

export const ltvBasisLabel = (basis: string) => LTV_BASIS[basis]?.label ?? basis

/** The value tested and why, with the valuation's own value beside it when they differ. */
export function LtvValueBasis({
  value,
  valuationPaise,
}: {
  value: { paise: number; basis: string }
  valuationPaise?: number | null
}) {
  const basis = LTV_BASIS[value.basis]
  return (
    <span className="stack-tight">
      <span>
        <Money paise={value.paise} /> · {basis?.label ?? value.basis}
      </span>
      <span className="small muted value-note">
        {basis?.why}
        {value.basis !== 'valuation' && valuationPaise != null && (
          <>
            {' '}
            The valuation said <Money paise={valuationPaise} />.
          </>
        )}
      </span>
    </span>
  )
}
