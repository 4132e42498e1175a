import { createSandbox } from './sandbox.ts'

/** `pnpm --filter @gold/gateway-sandbox start`: the sandbox on PORT (default 4010). */
const env = process.env
const port = Number(env.PORT ?? 4010)
const options = {
  keyId: env.GATEWAY_KEY_ID || 'key_test_sandbox',
  keySecret: env.GATEWAY_KEY_SECRET || 'sandbox_key_secret',
  webhookSecret: env.GATEWAY_WEBHOOK_SECRET || 'sandbox_webhook_secret',
  webhookUrl: env.WEBHOOK_URL || 'http://localhost:3000/api/gateway/webhook',
  refundDelayMs: Number(env.REFUND_DELAY_MS ?? 2000),
  log: (line: string) => console.log(`[sandbox] ${line}`),
}
const { app } = createSandbox(options)
app.listen(port, () => {
  console.log(`Gateway sandbox on http://localhost:${port}
  key id:          ${options.keyId}
  webhooks to:     ${options.webhookUrl}
  checkout page:   http://localhost:${port}/checkout?order_id=<orderId>&key_id=${options.keyId}&callback=<url>
  deliveries log:  http://localhost:${port}/sandbox/deliveries`)
})
