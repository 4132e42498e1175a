import { Alert, Button, Money, TextArea } from '@gold/ui'
import type { ApprovalRequest } from './approval-types.ts'
import { STATUS_TEXT } from './approval-types.ts'
import type { ApprovalDecision } from './use-approval-decision.ts'

/** Approve / reject buttons, the confirmation before approving money, and the rejection's reason. */
export function ApprovalDecisionForm({ request, decision }: { request: ApprovalRequest; decision: ApprovalDecision }) {
  if (decision.decided)
    return (
      <Alert
        tone={decision.decided.status === 'posted' ? 'success' : 'warning'}
        title={STATUS_TEXT[decision.decided.status]}
      >
        {decision.decided.failure ?? decision.decided.reason ?? 'The maker has been told.'}
      </Alert>
    )
  return (
    <div className="stack">
      {decision.error && <Alert tone="danger">{decision.error}</Alert>}
      {decision.mode === 'confirmApprove' &&
        (request.action === 'release' ? (
          <Alert tone="warning" title="Witness the handover?">
            The gold goes back to the borrower now, as {request.maker.name} asked, and you are recorded as the witness.
            Approve only if you saw the packet, its seal and the borrower sign.
            <ConfirmButtons decision={decision} label="Yes, approve the release" />
          </Alert>
        ) : (
          <Alert tone="warning" title="Approve and post?">
            This posts {request.amount !== null ? <Money paise={Math.abs(request.amount)} /> : 'it'} now, as{' '}
            {request.maker.name} asked, checked against the loan as it is now.
            <ConfirmButtons decision={decision} label="Yes, approve and post" />
          </Alert>
        ))}
      {decision.mode === 'reject' && (
        <form
          className="form"
          noValidate
          aria-label="Reject the request"
          onSubmit={(e) => {
            e.preventDefault()
            decision.submitReject()
          }}
        >
          <TextArea
            label="Reason for rejecting"
            required
            value={decision.reason}
            error={decision.problem}
            onChange={(e) => decision.setReason(e.target.value)}
            hint="The maker reads it in their mail."
          />
          <div className="form-actions">
            <Button variant="secondary" onClick={decision.cancel} disabled={decision.pending}>
              Back
            </Button>
            <Button type="submit" variant="danger" busy={decision.pending}>
              Reject
            </Button>
          </div>
        </form>
      )}
      {decision.mode === 'idle' && (
        <div className="form-actions">
          <Button variant="secondary" onClick={decision.startReject}>
            Reject…
          </Button>
          <Button onClick={decision.startApprove} busy={decision.pending}>
            Approve
          </Button>
        </div>
      )}
    </div>
  )
}

function ConfirmButtons({ decision, label }: { decision: ApprovalDecision; label: string }) {
  return (
    <div className="form-actions">
      <Button variant="secondary" onClick={decision.cancel} disabled={decision.pending}>
        Back
      </Button>
      <Button onClick={decision.confirmApprove} busy={decision.pending}>
        {label}
      </Button>
    </div>
  )
}
