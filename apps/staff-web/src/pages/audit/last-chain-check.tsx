import { Alert, Badge, formatDateTime } from '@gold/ui'
import { trpc } from '../../trpc.ts'

/** The daily job's last check of the shop's chain: when it ran, and any break it found. */
export function LastChainCheck() {
  const last = trpc.audit.lastCheck.useQuery()
  const check = last.data
  if (last.isLoading) return null
  if (!check) return <p className="muted">The daily check of the chain has not run yet.</p>
  const when = formatDateTime(check.checkedAt)
  if (check.ok)
    return (
      <p>
        <Badge tone="success">Daily check: chain intact</Badge> {check.entries} entries, checked {when}
      </p>
    )
  return (
    <Alert tone="danger" title="The daily check found the trail tampered with">
      Checked {when}: entry {check.break?.seq}{' '}
      {check.break?.problem === 'edited' ? 'was edited after it was written' : 'is missing'}. {check.entries} entries
      before it are intact.
    </Alert>
  )
}
