import { Alert, Button, Card, Checkbox, errorMessage } from '@gold/ui'
import { useState } from 'react'
import { trpc, type RouterOutputs } from '../../../trpc.ts'

type Settings = RouterOutputs['loans']['settings']['get']

/**
 * The shop's switch "cash needs an open counter" (issue 25): when on, staff take or pay out cash
 * on a loan only with a counter open, so every rupee lands in a counted drawer. Saved on its own
 * with the shop's current limits (the other defaults are left as they are).
 */
export function CashCounterCard({ settings }: { settings: Settings }) {
  const utils = trpc.useUtils()
  const [on, setOn] = useState(settings.cashNeedsOpenCounter)
  const update = trpc.loans.settings.update.useMutation({
    onSuccess: (next) => utils.loans.settings.get.setData(undefined, next),
  })
  const save = () =>
    update.mutate({
      ltvUpTo250k: settings.ltvUpTo250k,
      ltvUpTo500k: settings.ltvUpTo500k,
      ltvAbove500k: settings.ltvAbove500k,
      releaseCompensationPerDay: settings.releaseCompensationPerDay,
      cashNeedsOpenCounter: on,
    })
  return (
    <Card title="Cash at the counter">
      <form
        className="form"
        aria-label="Cash at the counter"
        onSubmit={(e) => {
          e.preventDefault()
          save()
        }}
      >
        <Checkbox
          label="Cash needs an open counter"
          checked={on}
          onChange={(e) => {
            update.reset()
            setOn(e.target.checked)
          }}
        />
        <p className="small muted">
          When on, staff must open their counter (My counter) before taking or paying out cash on a loan, so every rupee
          is in a drawer that is counted at the close. Bank transfers and UPI are not affected.
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
