import { Alert, ButtonLink, Card, DetailList, ErrorState, Loading, Money, PageHeader, errorMessage } from '@gold/ui'
import { useEffect, useRef } from 'react'
import { trpc, type RouterOutputs } from '../trpc.ts'
import { LoanDate, loanHref, receiptHref, ReleaseClock } from './loan-parts.tsx'

type PaymentState = RouterOutputs['portal']['payment']

/**
 * Back from the gateway's checkout: confirm the payment with the fields the checkout handed back
 * (the webhook may already have settled it), then follow it until it is posted: the receipt, the
 * new amount to close, and the release clock when the loan closed.
 */
export function PayReturn({ loanId, orderId, query }: { loanId: string; orderId: string; query: URLSearchParams }) {
  const confirm = trpc.portal.confirmPayment.useMutation()
  // The fields the checkout sent back, read once.
  const fields = useRef({
    gateway_order_id: query.get('gateway_order_id'),
    gateway_payment_id: query.get('gateway_payment_id'),
    gateway_signature: query.get('gateway_signature'),
  }).current
  const hasFields = fields.gateway_order_id !== null && fields.gateway_signature !== null && query.get('error') === null
  const sent = useRef(false)
  const { mutate } = confirm
  useEffect(() => {
    if (!hasFields || sent.current) return
    sent.current = true
    mutate(fields)
  }, [fields, hasFields, mutate])
  const waiting = (s: PaymentState | undefined) => !s || s.status === 'created' || s.status === 'failed'
  const state = trpc.portal.payment.useQuery(
    { orderId },
    { refetchInterval: (q) => (waiting(q.state.data) && !query.get('error') ? 1500 : false) },
  )
  const latest = confirm.data ?? state.data
  const header = <PageHeader title="Pay online" back={{ to: loanHref(loanId), label: 'Back to the loan' }} />
  if (query.get('error'))
    return (
      <>
        {header}
        <Alert tone="danger" title="The payment did not go through">
          {query.get('error_description') ?? 'The payment was declined.'} No money was taken for this attempt.
        </Alert>
        <div className="row">
          <ButtonLink to={`${loanHref(loanId)}/pay`}>Try again</ButtonLink>
        </div>
      </>
    )
  if (state.error && !latest)
    return (
      <>
        {header}
        <ErrorState error={state.error} onRetry={() => void state.refetch()} />
      </>
    )
  if (!latest || waiting(latest))
    return (
      <>
        {header}
        <Loading label="Confirming your payment with the gateway…" />
        <p role="status">
          Your payment is processing. Please do not pay again: this page updates by itself once the payment is on your
          loan.
        </p>
        {confirm.error && <Alert tone="info">{errorMessage(confirm.error)} We keep checking with the gateway.</Alert>}
      </>
    )
  return (
    <>
      {header}
      <PaymentOutcome state={latest} />
    </>
  )
}

function PaymentOutcome({ state: s }: { state: PaymentState }) {
  if (s.status !== 'posted')
    return (
      <Alert tone="warning" title="Your payment could not be applied to the loan">
        The loan changed before the payment arrived (it was closed or the amount is now more than what closes it), so{' '}
        <Money paise={s.amount} />{' '}
        {s.status === 'refunded'
          ? 'is being refunded to you'
          : 'is with the shop, who will refund or settle it with you'}
        .
      </Alert>
    )
  return (
    <Card title="Payment received">
      <div className="stack">
        <p className="loan-close-amount">
          <Money paise={s.amount} />
        </p>
        <DetailList
          items={[
            s.receipt && {
              label: 'Receipt',
              value: (
                <>
                  {s.receipt.receiptNumber} of <LoanDate value={s.receipt.paidOn} />
                </>
              ),
            },
            s.loan.status !== 'Closed' && { label: 'To close the loan now', value: <Money paise={s.loan.toClose} /> },
          ]}
        />
        {s.loan.status === 'Closed' && (
          <Alert tone="success" title="Loan closed">
            <ReleaseClock dueBy={s.loan.releaseDueBy} />
          </Alert>
        )}
        <div className="row">
          {s.receipt && (
            <a className="btn btn-secondary" href={receiptHref(s.loanId, s.receipt.paymentId)} download>
              Download the receipt<span className="visually-hidden"> (PDF)</span>
            </a>
          )}
          <ButtonLink to={loanHref(s.loanId)} variant="secondary">
            Back to the loan
          </ButtonLink>
        </div>
      </div>
    </Card>
  )
}
