import { ButtonLink, Card, Stat } from '@gold/ui'
import { trpc } from '../../trpc.ts'

/** The dashboard's count of what waits for approval; left out while nothing waits. */
export function ApprovalsCard() {
  const counts = trpc.approvals.counts.useQuery()
  if (!counts.data || counts.data.pending === 0) return null
  return (
    <Card as="div">
      <Stat
        label="Waiting for approval"
        value={counts.data.pending}
        hint={
          <ButtonLink to="/approvals" size="sm" variant="secondary">
            Open the inbox
          </ButtonLink>
        }
      />
    </Card>
  )
}
