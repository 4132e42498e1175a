import { Money } from '@gold/ui'

/** The difference of a count said plainly: short (less cash than the books), over, or matching. */
export function CashDifference({ paise }: { paise: number }) {
  if (paise === 0) return <span className="count-difference">No difference: the cash matches</span>
  return (
    <span className={`count-difference ${paise < 0 ? 'count-short' : 'count-over'}`}>
      {paise < 0 ? 'Short by ' : 'Over by '}
      <Money paise={Math.abs(paise)} />
    </span>
  )
}

/** Expected, counted and the difference, as a small two-column list. */
export function CountComparison({ expectedPaise, countedPaise }: { expectedPaise: number; countedPaise: number }) {
  return (
    <dl className="count-compare">
      <dt>Cash the books expect</dt>
      <dd>
        <Money paise={expectedPaise} />
      </dd>
      <dt>Cash you counted</dt>
      <dd>
        <Money paise={countedPaise} />
      </dd>
      <dt>Difference</dt>
      <dd>
        <CashDifference paise={countedPaise - expectedPaise} />
      </dd>
    </dl>
  )
}
