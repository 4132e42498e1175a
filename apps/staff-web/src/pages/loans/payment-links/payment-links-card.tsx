import { Alert, Badge, Button, Card, DateText, Money } from '@gold/ui'
import { useState } from 'react'
import { useCan } from '../../../session.ts'
import { trpc, type RouterOutputs } from '../../../trpc.ts'
import type { LoanDetail } from '../shared/loan-outputs.tsx'
import { SendPaymentLinkModal, type SentPaymentLink } from './send-payment-link-modal.tsx'

type PaymentLink = RouterOutputs['paymentLinks']['list'][number]

const CHANNEL = { sms: 'SMS', whatsapp: 'WhatsApp' } as Record<string, string>

/** What happened to the message, in the message log's honest words: only a provider's acceptance is "sent". */
export function deliveryLabel(link: Pick<PaymentLink, 'status' | 'channel'>) {
  const channel = CHANNEL[link.channel] ?? link.channel
  if (link.status === 'sent') return { tone: 'success' as const, text: `${channel} sent` }
  if (link.status === 'outbox')
    return { tone: 'warning' as const, text: `Not sent: no ${channel} provider is set up (kept in the outbox)` }
  if (link.status === 'sending') return { tone: 'neutral' as const, text: `${channel} sending` }
  return { tone: 'danger' as const, text: `${channel} failed` }
}

/** Issue 27: the loan's payment links with their delivery, and "Send payment link" for those allowed. */
export function PaymentLinksCard({ loan }: { loan: LoanDetail }) {
  const links = trpc.paymentLinks.list.useQuery({ loanId: loan.id })
  const maySend = useCan('loans.sendPaymentLink')
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<SentPaymentLink | null>(null)
  return (
    <Card
      title="Payment links"
      actions={
        maySend && (
          <Button size="sm" variant="secondary" onClick={() => (setSent(null), setSending(true))}>
            Send payment link
          </Button>
        )
      }
    >
      <div className="stack-sm">
        {sent && (
          <Alert tone={deliveryLabel(sent).tone === 'success' ? 'success' : 'warning'}>
            Link for <Money paise={sent.amount} />: {deliveryLabel(sent).text}.{sent.error ? ` ${sent.error}` : ''}
          </Alert>
        )}
        {links.data && links.data.length === 0 && <p className="small muted">No payment link sent yet.</p>}
        {links.data && links.data.length > 0 && (
          <ul className="plain-list stack-sm" aria-label="Payment links sent">
            {links.data.map((l) => (
              <li key={l.id}>
                <Money paise={l.amount} /> · <DateText value={l.createdAt} withTime />
                {l.createdBy ? ` by ${l.createdBy}` : ''}
                <br />
                <Badge tone={deliveryLabel(l).tone}>{deliveryLabel(l).text}</Badge>{' '}
                {l.expired ? (
                  <Badge tone="neutral">Expired</Badge>
                ) : (
                  <span className="small muted">
                    valid until <DateText value={new Date(new Date(l.expiresAt).getTime() - 1)} />
                  </span>
                )}
                {l.openedAt && <span className="small muted"> · opened by the borrower</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      {sending && (
        <SendPaymentLinkModal
          loan={loan}
          onClose={() => setSending(false)}
          onSent={(link) => {
            setSending(false)
            setSent(link)
          }}
        />
      )}
    </Card>
  )
}
