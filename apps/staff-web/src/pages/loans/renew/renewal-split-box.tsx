import { CASH_DISBURSEMENT_LIMIT_PAISE, formatRupeeFigure } from '@gold/core/shared/money'
import { Money, Stat } from '@gold/ui'
import type { DisburseValues } from '../disburse/disburse-form.ts'
import type { LoanDetail } from '../shared/loan-outputs.tsx'
import { renewalSplitOf } from './renew-form.ts'

/** The new principal in its two parts, as the clerk types it: carried from the old loan, and the top-up handed over. */
export function RenewalSplitBox({ loan, values }: { loan: LoanDetail; values: DisburseValues }) {
  const { carried, topUp } = renewalSplitOf(values, loan.outstanding.principal)
  return (
    <section className="ltv-headroom" aria-label="Carried principal and top-up">
      <div className="totals">
        <Stat label={`Carried from ${loan.loanNumber}`} value={<Money paise={carried} />} />
        <Stat
          label="Top-up handed over"
          value={topUp === null ? '—' : <Money paise={Math.max(0, topUp)} />}
          hint={topUp !== null && topUp <= 0 ? 'No top-up: nothing is paid out.' : undefined}
        />
      </div>
      <p className="small muted">
        The gold stays pledged. Only the top-up is paid out, so the cash limit (below{' '}
        {formatRupeeFigure(CASH_DISBURSEMENT_LIMIT_PAISE)}) applies to it alone.
      </p>
    </section>
  )
}
