import { type LoanSettings, LoanSettingSwitchCard } from './loan-setting-switch-card.tsx'

/**
 * The shop's switch for RBI's 2025 gold-lending rules (issue 28): when on, every loan says what it
 * is for, a borrower's pledged ornaments stay within 1 kg and coins within 50 g across their live
 * loans, and consumption loans take the tiers by the borrower's consumption total.
 */
export function GoldRulesCard({ settings }: { settings: LoanSettings }) {
  return (
    <LoanSettingSwitchCard
      settings={settings}
      setting="goldRules2025"
      title="RBI gold-lending rules, 2025"
      label="Apply the 2025 gold-lending rules"
    >
      When on, each loan records its purpose (consumption or income-generating); a borrower may pledge at most 1 kg of
      gold ornaments and 50 g of gold coins across their running loans; and a consumption loan’s ceiling (85%, 80% or
      75%) follows the borrower’s total of consumption loans, a bullet loan counted with its interest to maturity. In
      force from 1 April 2026.
    </LoanSettingSwitchCard>
  )
}
