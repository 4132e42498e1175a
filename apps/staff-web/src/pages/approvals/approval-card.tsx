import { Badge, Card, DateText, DetailList, Link, Loading, Money } from '@gold/ui'
import { trpc } from '../../trpc.ts'
import { ApprovalDecisionForm } from './approval-decision.tsx'
import { CONFIRM_BEFORE_APPROVING, positionLines, STATUS_TEXT, type ApprovalRequest } from './approval-types.ts'
import { PositionTable } from './position-table.tsx'
import { useApprovalDecision } from './use-approval-decision.ts'

const TONES = { pending: 'warning', approved: 'info', posted: 'success', rejected: 'danger', failed: 'danger' } as const

/** The loan or borrower the request is about, as a link. */
function SubjectLink({ request }: { request: ApprovalRequest }) {
  if (request.loanId) return <Link to={`/loans/${request.loanId}`}>Open the loan</Link>
  if (request.valuationId) return <Link to={`/valuations/${request.valuationId}`}>Open the valuation</Link>
  return null
}

/**
 * One request as a checker judges it: what was asked, by whom and when, the position as seen
 * beside the position now, and the decision (or what became of it).
 */
export function ApprovalCard({ request: listed }: { request: ApprovalRequest }) {
  const detail = trpc.approvals.detail.useQuery({ id: listed.id })
  const request = detail.data?.request ?? listed
  const decision = useApprovalDecision(request.id, CONFIRM_BEFORE_APPROVING.has(request.action))
  return (
    <Card
      as="article"
      className="approval-card"
      title={request.summary}
      actions={<Badge tone={TONES[request.status]}>{STATUS_TEXT[request.status]}</Badge>}
    >
      <div className="stack">
        <DetailList
          items={[
            ...(request.amount !== null
              ? [{ label: 'Amount', value: <Money paise={Math.abs(request.amount)} /> }]
              : []),
            { label: 'Asked by', value: request.maker.name },
            { label: 'Asked at', value: <DateText value={request.createdAt} withTime /> },
            ...(request.decider ? [{ label: 'Decided by', value: request.decider.name }] : []),
            ...(request.reason ? [{ label: 'Reason', value: request.reason }] : []),
            ...(request.failure ? [{ label: 'Not posted because', value: request.failure }] : []),
          ]}
        />
        <SubjectLink request={request} />
        {detail.isLoading ? (
          <Loading label="Reading the position…" />
        ) : detail.data ? (
          <PositionTable
            seen={positionLines(detail.data.positionSeen)}
            now={detail.data.positionNow === null ? null : positionLines(detail.data.positionNow)}
          />
        ) : null}
        {(detail.data?.canDecide || decision.decided) && <ApprovalDecisionForm request={request} decision={decision} />}
      </div>
    </Card>
  )
}
