import { Alert, Button, Card, Checkbox, errorMessage } from '@gold/ui'
import { type ReactNode, useState } from 'react'
import { trpc, type RouterOutputs } from '../../../trpc.ts'

export type LoanSettings = RouterOutputs['loans']['settings']['get']
type Switch = 'cashNeedsOpenCounter' | 'goldRules2025'

/**
 * One on/off loan setting in its own card, saved on its own with the shop's current limits (the
 * other defaults are left as they are).
 */
export function LoanSettingSwitchCard(props: {
  settings: LoanSettings
  setting: Switch
  title: string
  label: string
  children: ReactNode
}) {
  const { settings, setting, title, label, children } = props
  const utils = trpc.useUtils()
  const [on, setOn] = useState(settings[setting])
  const update = trpc.loans.settings.update.useMutation({
    onSuccess: (next) => utils.loans.settings.get.setData(undefined, next),
  })
  const save = () =>
    update.mutate({
      ltvUpTo250k: settings.ltvUpTo250k,
      ltvUpTo500k: settings.ltvUpTo500k,
      ltvAbove500k: settings.ltvAbove500k,
      releaseCompensationPerDay: settings.releaseCompensationPerDay,
      [setting]: on,
    })
  return (
    <Card title={title}>
      <form
        className="form"
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault()
          save()
        }}
      >
        <Checkbox
          label={label}
          checked={on}
          onChange={(e) => {
            update.reset()
            setOn(e.target.checked)
          }}
        />
        <p className="small muted">{children}</p>
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
