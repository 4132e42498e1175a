import { Alert, Checkbox, errorMessage } from '@gold/ui'
import { trpc } from '../../trpc.ts'

/** The shop's custody rule (custody.manage): a gold receipt and a sealed packet before every disbursement. */
export function CustodyRuleToggle() {
  const utils = trpc.useUtils()
  const settings = trpc.custody.settings.useQuery()
  const update = trpc.custody.updateSettings.useMutation({
    onSuccess: (data) => utils.custody.settings.setData(undefined, data),
  })
  if (!settings.data) return null
  return (
    <div className="stack-sm">
      <Checkbox
        label="Require the gold receipt and a sealed, photographed packet before a loan is disbursed"
        checked={settings.data.requirePacketBeforeDisbursement}
        disabled={update.isPending}
        onChange={(e) => update.mutate({ requirePacketBeforeDisbursement: e.target.checked })}
      />
      {update.error && <Alert tone="danger">{errorMessage(update.error)}</Alert>}
    </div>
  )
}
