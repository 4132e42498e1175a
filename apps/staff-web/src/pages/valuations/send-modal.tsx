import { OUTBOX_REASONS } from '@gold/core/messages/message-delivery'
import { Alert, Button, Checkbox, Modal, Select, errorMessage } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'
import type { ValuationDetail } from './valuation-outputs.ts'

const TARGET_LABELS: Record<string, string> = {
  customerEmail: 'Borrower email',
  customerWhatsApp: 'Borrower WhatsApp',
  bankEmail: 'Bank email',
}

/** Dispatch the certificate to the borrower and/or the bank branch; shows what was sent, skipped and failed. */
export function SendModal({ open, onClose, v }: { open: boolean; onClose: () => void; v: ValuationDetail }) {
  const utils = trpc.useUtils()
  const [customerEmail, setCustomerEmail] = useState(Boolean(v.customer.email))
  const [customerWhatsApp, setCustomerWhatsApp] = useState(false)
  const [bankEmail, setBankEmail] = useState(false)
  const [branchId, setBranchId] = useState(v.bankBranchId ?? '')
  const send = trpc.valuations.send.useMutation({ onSuccess: () => utils.customers.timeline.invalidate() })
  const nothing = !customerEmail && !customerWhatsApp && !bankEmail
  const result = send.data
  const outboxOnly: readonly string[] = result?.outbox ?? []
  const close = () => {
    send.reset()
    onClose()
  }
  return (
    <Modal
      open={open}
      title="Send the certificate"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {result ? 'Done' : 'Cancel'}
          </Button>
          <Button
            busy={send.isPending}
            disabled={nothing}
            onClick={() =>
              send.mutate({
                id: v.id,
                body: {
                  customerEmail,
                  customerWhatsApp,
                  bankEmail,
                  ...(bankEmail && branchId && { bankBranchId: branchId }),
                },
              })
            }
          >
            Send
          </Button>
        </>
      }
    >
      <div className="stack-sm">
        <Checkbox
          label={`Email to the borrower${v.customer.email ? ` (${v.customer.email})` : ' (no email on file)'}`}
          checked={customerEmail}
          onChange={(e) => setCustomerEmail(e.target.checked)}
        />
        <Checkbox
          label={`WhatsApp to the borrower (${v.customer.phone})`}
          checked={customerWhatsApp}
          onChange={(e) => setCustomerWhatsApp(e.target.checked)}
        />
        <Checkbox
          label={v.bank ? `Email to ${v.bank.name}` : 'Email to the bank (no bank on this valuation)'}
          checked={bankEmail}
          disabled={!v.bank}
          onChange={(e) => setBankEmail(e.target.checked)}
        />
        {bankEmail && v.bankBranches.length > 0 && (
          <Select
            label="Branch"
            value={branchId}
            onChange={(e) => setBranchId(e.target.value)}
            placeholder="The bank's default address"
            options={v.bankBranches.map((b) => ({
              value: b.id,
              label: `${b.branchName}${b.managerEmail ? ` · ${b.managerEmail}` : ''}`,
            }))}
          />
        )}
        {send.error && <Alert tone="danger">{errorMessage(send.error)}</Alert>}
        {result && (
          <Alert
            tone={result.allFailed ? 'danger' : result.failed.length || outboxOnly.length ? 'warning' : 'success'}
            title={
              result.allFailed
                ? 'Nothing could be sent'
                : outboxOnly.length === result.sent.length
                  ? 'Nothing was delivered'
                  : 'Sent'
            }
          >
            <ul className="plain-list">
              {result.sent.map((t) =>
                outboxOnly.includes(t) ? (
                  <li key={t}>
                    ! {TARGET_LABELS[t] ?? t}: written to the outbox: {OUTBOX_REASONS.email}
                  </li>
                ) : (
                  <li key={t}>✓ {TARGET_LABELS[t] ?? t}: sent</li>
                ),
              )}
              {result.skipped.map((t) => (
                <li key={t}>– {TARGET_LABELS[t] ?? t}: skipped (no address)</li>
              ))}
              {result.failed.map((f) => (
                <li key={f.target}>
                  ✗ {TARGET_LABELS[f.target] ?? f.target}: {f.error}
                </li>
              ))}
            </ul>
          </Alert>
        )}
      </div>
    </Modal>
  )
}
