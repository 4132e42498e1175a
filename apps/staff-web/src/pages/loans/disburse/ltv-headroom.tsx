import type { IsoDate } from '@gold/core/shared/india-calendar'
import { effectiveCeilings } from '@gold/core/loans/loan-ltv'
import { formatBasisPoints } from '@gold/core/shared/indian-format'
import { parseRupeeInput } from '@gold/core/shared/rupee-input'
import { Money, Stat } from '@gold/ui'
import { ltvOf, takesConsumptionTest, type DisburseValues, type LtvContext } from './disburse-form.ts'
import { LTV_BASIS } from '../shared/ltv-value-basis.tsx'

const percent = formatBasisPoints

/**
 * The loan-to-value headroom before anything is sent: the largest principal this borrower may
 * take on this gold (core's test, the one the server runs) and the ratio this principal makes.
 */
export function LtvHeadroom({ values, today, ltv }: { values: DisburseValues; today: IsoDate; ltv: LtvContext }) {
  const answer = ltvOf(values, today, ltv)
  const principal = parseRupeeInput(values.principal)
  const c = effectiveCeilings(ltv.ceilings)
  const consumption = takesConsumptionTest(values, ltv) && ltv.goldRules ? ltv.goldRules : null
  const ratioBp = principal.ok && ltv.valuePaise > 0 ? Math.round((principal.paise * 10_000) / ltv.valuePaise) : null
  return (
    <section className="ltv-headroom" aria-label="Loan-to-value headroom">
      <div className="totals">
        <Stat
          label="Gold value"
          value={<Money paise={ltv.valuePaise} />}
          hint={ltv.basis ? LTV_BASIS[ltv.basis]?.label : undefined}
        />
        {consumption ? (
          <Stat
            label="Other consumption loans of this borrower"
            value={<Money paise={consumption.consumptionExposure} />}
          />
        ) : (
          <Stat label="Other open loans of this borrower" value={<Money paise={ltv.existingExposure} />} />
        )}
        <Stat label="This principal" value={ratioBp === null ? '—' : `${percent(ratioBp)} of the gold value`} />
        <Stat
          label="Largest principal allowed"
          value={
            answer ? (
              <Money paise={Math.floor(answer.maxPrincipal / 100) * 100} />
            ) : (
              <span className="muted small">Enter the rate and tenure</span>
            )
          }
        />
      </div>
      <p className="small muted">
        Ceilings: {percent(c.upTo250kBp)} up to ₹2,50,000 of {consumption ? 'consumption loans' : 'exposure'},{' '}
        {percent(c.upTo500kBp)} up to ₹5,00,000, {percent(c.above500kBp)} above
        {values.scheme === 'BULLET'
          ? consumption
            ? '; a bullet loan counts with its interest to maturity, in the total and in the test'
            : '; a bullet loan is tested with its interest to maturity'
          : ''}
        .{answer && ` This loan falls under ${percent(answer.ratioBp)}.`}
      </p>
      {ltv.basis && ltv.basis !== 'valuation' && (
        <p className="small">
          {LTV_BASIS[ltv.basis]?.why ?? ''} The valuation said <Money paise={ltv.valuationPaise ?? null} />.
        </p>
      )}
    </section>
  )
}
