import { Alert, Button, Card, Money, TextField, errorMessage } from '@gold/ui'
import { useEffect, useState, type FormEvent } from 'react'
import { env } from '../../env.ts'
import { trpc, type RouterOutputs } from '../../trpc.ts'
import { CYCLE_LABELS } from './billing-cycles.ts'

type Plan = RouterOutputs['billing']['plans']['plans'][number]

/** Where the gateway's checkout page sends the browser back (PaymentReturn verifies it). */
const returnUrl = () => `${window.location.origin}/billing`

/**
 * The gateway's hosted checkout page for an order: the page the billing router names
 * (`checkoutUrl`), else the configured page with the order id, key id and return address.
 */
function checkoutPageUrl(result: RouterOutputs['billing']['checkout']): string | null {
  const named = result.checkoutUrl ?? null
  const base = named ?? env.gatewayCheckoutUrl
  if (!base) return null
  const url = new URL(base, window.location.origin)
  if (!named) {
    url.searchParams.set('order_id', String(result.orderId))
    url.searchParams.set('key_id', String(result.keyId))
  }
  if (!url.searchParams.has('callback')) url.searchParams.set('callback', returnUrl())
  return url.toString()
}

export function CheckoutPanel({
  plan,
  billingCycle,
  checkoutEnabled,
  onCancel,
}: {
  plan: Plan | undefined
  billingCycle: string
  checkoutEnabled: boolean
  onCancel: () => void
}) {
  const [coupon, setCoupon] = useState('')
  const [applied, setApplied] = useState('')
  const quote = trpc.billing.quote.useMutation()
  const checkout = trpc.billing.checkout.useMutation()
  const [notice, setNotice] = useState<string | null>(null)
  const planId = plan?.id ?? ''
  const { mutate: requestQuote } = quote

  useEffect(() => {
    requestQuote({ planId, billingCycle })
  }, [planId, billingCycle, requestQuote])

  const applyCoupon = (e: FormEvent) => {
    e.preventDefault()
    setApplied(coupon.trim())
    quote.mutate({ planId, billingCycle, ...(coupon.trim() && { couponCode: coupon.trim() }) })
  }

  const pay = async () => {
    setNotice(null)
    try {
      const result = await checkout.mutateAsync({
        planId,
        billingCycle,
        ...(applied && !quote.data?.couponError && { couponCode: applied }),
      })
      const target = checkoutPageUrl(result)
      if (target) window.location.assign(target)
      else
        setNotice(
          `Order ${result.orderId} is open, but the payment page address was not provided. Please contact support to complete the payment.`,
        )
    } catch {
      // shown from checkout.error
    }
  }

  if (!plan) return null
  const q = quote.data?.quote
  return (
    <Card
      title={`Renew: ${plan.name}, ${CYCLE_LABELS[billingCycle] ?? billingCycle}`}
      actions={
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Change plan
        </Button>
      }
    >
      <div className="stack">
        <form className="coupon-form" onSubmit={applyCoupon} noValidate>
          <TextField
            label="Coupon code (optional)"
            name="couponCode"
            value={coupon}
            onChange={(e) => setCoupon(e.target.value)}
            autoCapitalize="characters"
            error={quote.data?.couponError ?? null}
          />
          <Button type="submit" variant="secondary" busy={quote.isPending}>
            Apply
          </Button>
        </form>
        {quote.error && <Alert tone="danger">{errorMessage(quote.error)}</Alert>}
        {q && (
          <dl className="summary" aria-live="polite">
            <div>
              <dt>Subtotal</dt>
              <dd>
                <Money paise={q.subtotal} />
              </dd>
            </div>
            {q.discount > 0 && (
              <div>
                <dt>Discount{q.couponCode ? ` (${q.couponCode})` : ''}</dt>
                <dd>
                  −<Money paise={q.discount} />
                </dd>
              </div>
            )}
            <div>
              <dt>Tax</dt>
              <dd>
                <Money paise={q.tax} />
              </dd>
            </div>
            <div className="summary-total">
              <dt>Total</dt>
              <dd>
                <Money paise={q.total} />
              </dd>
            </div>
          </dl>
        )}
        {checkout.error && <Alert tone="danger">{errorMessage(checkout.error)}</Alert>}
        {notice && <Alert tone="warning">{notice}</Alert>}
        <div className="form-actions">
          <Button
            onClick={() => void pay()}
            busy={checkout.isPending}
            disabled={!q || quote.isPending || !checkoutEnabled}
          >
            {q ? (
              <>
                Pay <Money paise={q.total} />
              </>
            ) : (
              'Pay'
            )}
          </Button>
        </div>
        {!checkoutEnabled && <p className="small muted">Online payment is switched off. Contact support to renew.</p>}
      </div>
    </Card>
  )
}
