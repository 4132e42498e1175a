import { Alert, Button, Card, Link, Money, TextField, errorMessage } from '@gold/ui'
import { useState } from 'react'
import { can, useSession } from '../../session.ts'
import { trpc, type RouterOutputs } from '../../trpc.ts'

type Held = RouterOutputs['gateway']['heldPayments']['waiting'][number]

/**
 * Online payments that could not be posted to their loan (issue 27): held for the shop (refund
 * again, or record how it was settled outside) and the latest refunded automatically. Shown only
 * when there is one.
 */
export function HeldPaymentsCard() {
  const held = trpc.gateway.heldPayments.useQuery()
  const data = held.data
  if (!data || (data.waiting.length === 0 && data.refunded.length === 0)) return null
  return (
    <Card title="Online payments not posted">
      <div className="stack-sm">
        {data.waiting.map((o) => (
          <HeldRow key={o.orderId} order={o} />
        ))}
        {data.refunded.length > 0 && (
          <>
            <p className="small muted">Refunded to the borrower automatically:</p>
            <ul className="small">
              {data.refunded.map((o) => (
                <li key={o.orderId}>
                  <Money paise={o.amount} /> for <Link to={`/loans/${o.loanId}`}>{o.loanNumber}</Link>: {o.why}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Card>
  )
}

function HeldRow({ order: o }: { order: Held }) {
  const session = useSession()
  const utils = trpc.useUtils()
  const resolve = trpc.gateway.resolveHeldPayment.useMutation({
    onSettled: () => void utils.gateway.heldPayments.invalidate(),
  })
  const [note, setNote] = useState('')
  const [settling, setSettling] = useState(false)
  return (
    <div className="stack-sm" aria-label={`Held payment for ${o.loanNumber}`} role="group">
      <p>
        <strong>
          <Money paise={o.amount} />
        </strong>{' '}
        for <Link to={`/loans/${o.loanId}`}>{o.loanNumber}</Link> ({o.gatewayPaymentId}):{' '}
        {o.status === 'refunding' ? 'being refunded.' : 'held for the shop.'} {o.why}
      </p>
      {o.note && <p className="small muted">{o.note}</p>}
      {o.status === 'held' && can(session, 'loans.onlinePayments') && (
        <>
          {settling ? (
            <div className="row">
              <TextField label="How was it settled?" value={note} onChange={(e) => setNote(e.target.value)} />
              <Button
                size="sm"
                busy={resolve.isPending}
                onClick={() => resolve.mutate({ orderId: o.orderId, action: 'settledOutside', note })}
              >
                Mark settled
              </Button>
            </div>
          ) : (
            <div className="row">
              <Button
                size="sm"
                busy={resolve.isPending}
                onClick={() => resolve.mutate({ orderId: o.orderId, action: 'refund' })}
              >
                Refund again
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setSettling(true)}>
                Settled outside
              </Button>
            </div>
          )}
          {resolve.error && <Alert tone="danger">{errorMessage(resolve.error)}</Alert>}
        </>
      )}
    </div>
  )
}
