import { createHmac } from 'node:crypto'
import { unixNow, type Payment, type Refund } from './state.ts'

export type Delivery = { event: string; body: string; status: number | null; attempts: number; error: string | null }

/** Where one merchant account's webhooks go; read at each delivery. */
export type WebhookTarget = { url: () => string | undefined; secret?: string }

export type WebhookSender = {
  /** `target`: another merchant account's webhook (default: the sender's own). */
  send(event: string, entities: { payment?: Payment; refund?: Refund }, target?: WebhookTarget): void
  /** Resolves once every delivery started so far has finished (tests await this). */
  flush: () => Promise<void>
  deliveries: Delivery[]
}

/**
 * Signed deliveries: header x-gateway-signature = hex HMAC-SHA256 of the exact body bytes with
 * the webhook secret. Sent asynchronously (like the real gateway, racing the browser callback),
 * retried three times on a non-2xx answer or a network error.
 */
export function webhookSender(options: {
  url: () => string | undefined
  secret?: string
  fetch: typeof fetch
  retryDelayMs: number
  log: (line: string) => void
}): WebhookSender {
  const deliveries: Delivery[] = []
  const inFlight = new Set<Promise<void>>()
  const deliver = async (delivery: Delivery, target: WebhookTarget) => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      delivery.attempts = attempt
      try {
        const res = await options.fetch(target.url()!, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-gateway-signature': createHmac('sha256', target.secret!).update(delivery.body).digest('hex'),
          },
          body: delivery.body,
        })
        delivery.status = res.status
        await res.arrayBuffer().catch(() => undefined)
        if (res.ok) {
          delivery.error = null
          break
        }
        delivery.error = `HTTP ${res.status}`
      } catch (e) {
        delivery.error = (e as Error).message
      }
      if (attempt < 3) await new Promise((r) => setTimeout(r, options.retryDelayMs * attempt))
    }
    options.log(
      `webhook ${delivery.event} -> ${delivery.status ?? 'no answer'}${delivery.error ? ` (${delivery.error})` : ''}`,
    )
  }
  return {
    deliveries,
    send(event, entities, target = options) {
      if (!target.url() || !target.secret) return
      const payload: Record<string, { entity: unknown }> = {}
      if (entities.refund) payload.refund = { entity: entities.refund }
      if (entities.payment) payload.payment = { entity: entities.payment }
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_sandbox',
        event,
        contains: Object.keys(payload),
        payload,
        created_at: unixNow(),
      })
      const delivery: Delivery = { event, body, status: null, attempts: 0, error: null }
      deliveries.push(delivery)
      const p = deliver(delivery, target).finally(() => inFlight.delete(p))
      inFlight.add(p)
    },
    async flush() {
      while (inFlight.size > 0) await Promise.all([...inFlight])
    },
  }
}
