import { Button, EmptyState, ErrorState, Loading, PageHeader } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'
import { can, useSession } from '../../session.ts'
import { ApprovalCard } from './approval-card.tsx'
import type { ApprovalRequest } from './approval-types.ts'

function Cards({
  list,
  empty,
}: {
  list: { data?: ApprovalRequest[]; isLoading: boolean; error: unknown }
  empty: string
}) {
  if (list.isLoading) return <Loading />
  if (list.error) return <ErrorState error={list.error} title="Could not load the requests" />
  if (!list.data?.length) return <EmptyState title={empty} />
  return (
    <div className="stack">
      {list.data.map((r) => (
        <ApprovalCard key={r.id} request={r} />
      ))}
    </div>
  )
}

/**
 * The checker inbox (oldest first: what has waited longest comes first) and the maker's own
 * requests. Cards stack one per row, so the page works at phone width.
 */
export function ApprovalsPage() {
  const decides = can(useSession(), 'approvals.decide')
  const [tab, setTab] = useState<'inbox' | 'mine'>(decides ? 'inbox' : 'mine')
  const inbox = trpc.approvals.inbox.useQuery(undefined, { enabled: tab === 'inbox' })
  const mine = trpc.approvals.mine.useQuery(undefined, { enabled: tab === 'mine' })
  return (
    <>
      <PageHeader title="Approvals" subtitle="Actions held for a second person under the shop's approval rules" />
      <div className="form-actions approvals-tabs" role="group" aria-label="Show">
        {decides && (
          <Button
            size="sm"
            variant={tab === 'inbox' ? 'primary' : 'secondary'}
            aria-pressed={tab === 'inbox'}
            onClick={() => setTab('inbox')}
          >
            Waiting{inbox.data ? ` (${inbox.data.length})` : ''}
          </Button>
        )}
        <Button
          size="sm"
          variant={tab === 'mine' ? 'primary' : 'secondary'}
          aria-pressed={tab === 'mine'}
          onClick={() => setTab('mine')}
        >
          Sent by me
        </Button>
      </div>
      {tab === 'inbox' ? (
        <Cards list={inbox} empty="Nothing is waiting for approval." />
      ) : (
        <Cards list={mine} empty="You have sent nothing for approval." />
      )}
    </>
  )
}
