import { Alert, Loading, errorMessage, useLocation } from '@gold/ui'
import { useEffect, useRef, useState } from 'react'
import { trpc } from '../../trpc.ts'

type Outcome = { tone: 'success' | 'info' | 'danger'; title: string; text: string }

/**
 * Back from the gateway's checkout page: the callback carries the order, payment and signature,
 * which verify checks. The webhook is the source of truth, so "pending" is a normal answer.
 */
export function PaymentReturn() {
  const { query } = useLocation()
  const utils = trpc.useUtils()
  const verify = trpc.billing.verify.useMutation()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const started = useRef(false)
  const orderId = query.get('gateway_order_id')
  const paymentId = query.get('gateway_payment_id')
  const signature = query.get('gateway_signature')
  const failed = query.get('error')
  const failure = query.get('error_description')

  useEffect(() => {
    if (started.current || (!orderId && !failed)) return
    started.current = true
    window.history.replaceState(null, '', '/billing')
    if (failed) {
      setOutcome({
        tone: 'danger',
        title: 'The payment did not go through',
        text: failure ?? 'Payment failed at gateway.',
      })
      return
    }
    verify.mutate(
      { gateway_order_id: orderId, gateway_payment_id: paymentId, gateway_signature: signature },
      {
        onSuccess: (res) => {
          setOutcome(
            res.settled
              ? {
                  tone: 'success',
                  title: 'Payment received',
                  text: 'Thank you. Your subscription has been extended and the receipt is below.',
                }
              : {
                  tone: 'info',
                  title: 'Payment is being confirmed',
                  text: 'The gateway has not confirmed the payment yet. This page will show it in your purchase history once it does.',
                },
          )
          void utils.billing.invalidate()
        },
        onError: (e) =>
          setOutcome({ tone: 'danger', title: 'We could not confirm the payment', text: errorMessage(e) }),
      },
    )
  }, [orderId, paymentId, signature, failed, failure, verify, utils])

  if (verify.isPending) return <Loading label="Confirming your payment…" />
  if (!outcome) return null
  return (
    <Alert tone={outcome.tone} title={outcome.title}>
      {outcome.text}
    </Alert>
  )
}
