import { Alert, ButtonLink } from '@gold/ui'
import type { ApprovalRequest } from './approval-types.ts'

/**
 * What the maker sees when a rule holds their action: sent, not done. Nothing has posted until
 * someone else approves it.
 */
export function SentForApproval({ request }: { request: ApprovalRequest }) {
  return (
    <Alert
      tone="warning"
      title="Sent for approval"
      action={
        <ButtonLink to={`/approvals/${request.id}`} size="sm" variant="secondary">
          See the request
        </ButtonLink>
      }
    >
      {request.summary}. Nothing is posted until another person with approval rights approves it; you will get a mail
      either way.
    </Alert>
  )
}
