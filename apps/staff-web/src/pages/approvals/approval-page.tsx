import { ErrorState, Loading, PageHeader } from '@gold/ui'
import { useSession } from '../../session.ts'
import { trpc } from '../../trpc.ts'
import { ApprovalCard } from './approval-card.tsx'
import { SentForApproval } from './sent-for-approval.tsx'

/** One request: where "Sent for approval" links, and what a mail about it points to. */
export function ApprovalPage({ id }: { id: string }) {
  const detail = trpc.approvals.detail.useQuery({ id })
  const session = useSession()
  const request = detail.data?.request
  const mine = request && session.kind === 'staff' && request.maker.id === session.userId
  return (
    <>
      <PageHeader title="Approval request" back={{ to: '/approvals', label: 'Approvals' }} />
      {detail.isLoading ? (
        <Loading />
      ) : request ? (
        <div className="stack">
          {mine && request.status === 'pending' && <SentForApproval request={request} />}
          <ApprovalCard request={request} />
        </div>
      ) : (
        <ErrorState error={detail.error} title="Could not load this request" />
      )}
    </>
  )
}
