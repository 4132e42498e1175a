import { Alert, Button, Card, Checkbox, errorMessage } from '@gold/ui'
import { useState } from 'react'
import { trpc, type RouterOutputs } from '../../../trpc.ts'

type Settings = RouterOutputs['loans']['settings']['get']

/**
 * The shop's switch for RBI's 2025 gold-lending rules (issue 28): when on, every loan says what it
 * is for, a borrower's pledged ornaments stay within 1 kg and coins within 50 g across their live
 * loans, and consumption loans take the tiers by the borrower's consumption total. Saved on its own
 * with the shop's current limits (the other defaults are left as they are).
 */
export function GoldRulesCard({ settings }: { settings: Settings }) {
  const utils = trpc.useUtils()
  const [on, setOn] = useState(settings.goldRules2025)
  const update = trpc.loans.settings.update.useMutation({
    onSuccess: (next) => utils.loans.settings.get.setData(undefined, next),
  })
  const save = () =>
    update.mutate({
      ltvUpTo250k: settings.ltvUpTo250k,
      ltvUpTo500k: settings.ltvUpTo500k,
      ltvAbove500k: settings.ltvAbove500k,
      releaseCompensationPerDay: settings.releaseCompensationPerDay,
      goldRules2025: on,
    })
  return (
    <Card title="RBI gold-lending rules, 2025">
      <form
        className="form"
        aria-label="RBI gold-lending rules, 2025"
        onSubmit={(e) => {
          e.preventDefault()
          save()
        }}
      >
        <Checkbox
          label="Apply the 2025 gold-lending rules"
          checked={on}
          onChange={(e) => {
            update.reset()
            setOn(e.target.checked)
          }}
        />
        <p className="small muted">
          When on, each loan records its purpose (consumption or income-generating); a borrower may pledge at most 1 kg
          of gold ornaments and 50 g of gold coins across their running loans; and a consumption loan’s ceiling (85%,
          80% or 75%) follows the borrower’s total of consumption loans, a bullet loan counted with its interest to
          maturity. In force from 1 April 2026.
        </p>
        {update.error && <Alert tone="danger">{errorMessage(update.error)}</Alert>}
        {update.isSuccess && <Alert tone="success">Saved.</Alert>}
        <div className="form-actions">
          <Button type="submit" busy={update.isPending}>
            Save
          </Button>
        </div>
      </form>
    </Card>
  )
}
