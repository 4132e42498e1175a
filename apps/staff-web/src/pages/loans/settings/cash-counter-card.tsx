import { type LoanSettings, LoanSettingSwitchCard } from './loan-setting-switch-card.tsx'

/**
 * The shop's switch "cash needs an open counter" (issue 25): when on, staff take or pay out cash
 * on a loan only with a counter open, so every rupee lands in a counted drawer.
 */
export function CashCounterCard({ settings }: { settings: LoanSettings }) {
  return (
    <LoanSettingSwitchCard
      settings={settings}
      setting="cashNeedsOpenCounter"
      title="Cash at the counter"
      label="Cash needs an open counter"
    >
      When on, staff must open their counter (My counter) before taking or paying out cash on a loan, so every rupee is
      in a drawer that is counted at the close. Bank transfers and UPI are not affected.
    </LoanSettingSwitchCard>
  )
}
