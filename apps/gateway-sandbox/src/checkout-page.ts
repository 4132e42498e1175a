import { formatPaise } from '@gold/core/shared/indian-format'
import type { Order } from './state.ts'

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const rupees = formatPaise

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><link rel="icon" href="data:,">
<style>
  body { font-family: system-ui, sans-serif; background: #f4f4f5; display: grid; place-items: center; min-height: 100vh; margin: 0 }
  main { background: #fff; padding: 2rem; border-radius: 12px; box-shadow: 0 2px 12px #0002; box-sizing: border-box; width: min(calc(100% - 1rem), 26rem); overflow-wrap: anywhere }
  h1 { font-size: 1.2rem; margin: 0 0 .25rem } .muted { color: #666; font-size: .85rem }
  .amount { font-size: 2rem; font-weight: 700; margin: 1rem 0 }
  form { display: inline } button { font-size: 1rem; padding: .6rem 1.4rem; border-radius: 8px; border: 0; cursor: pointer; margin-right: .5rem }
  .pay { background: #16a34a; color: #fff } .fail { background: #e5e7eb }
</style></head><body><main>${body}</main></body></html>`

/** The test checkout page: Pay captures the order's amount, Fail records a failed payment. */
export function checkoutPage(order: Order, callback: string) {
  const hidden = `<input type="hidden" name="order_id" value="${esc(order.id)}"><input type="hidden" name="callback" value="${esc(callback)}">`
  return layout(
    'Sandbox checkout',
    `
    <h1>Gateway sandbox</h1>
    <div class="muted">Test mode. No real money moves.</div>
    <div class="amount">${esc(rupees(order.amount))} <span class="muted">${esc(order.currency)}</span></div>
    <div class="muted">Order ${esc(order.id)}${order.receipt ? `, receipt ${esc(order.receipt)}` : ''}</div>
    <p>
      <form method="post" action="/checkout/pay">${hidden}<button class="pay" type="submit">Pay</button></form>
      <form method="post" action="/checkout/fail">${hidden}<button class="fail" type="submit">Fail</button></form>
    </p>`,
  )
}

/** Without a callback URL the result is shown, so a developer can paste it into verify by hand. */
export function resultPage(fields: Record<string, string>) {
  const rows = Object.entries(fields)
    .map(([k, v]) => `<tr><th align="left">${esc(k)}</th><td><code>${esc(v)}</code></td></tr>`)
    .join('')
  return layout('Sandbox result', `<h1>Payment result</h1><table>${rows}</table>`)
}

export const errorPage = (message: string) => layout('Sandbox error', `<h1>Cannot check out</h1><p>${esc(message)}</p>`)
