import { loadSandboxEnv } from './env.ts'
import { createSandbox } from './sandbox.ts'

/** `pnpm --filter @gold/gateway-sandbox start`: the sandbox on PORT (default 4010). */
const { port, ...options } = loadSandboxEnv()
const { app } = createSandbox({ ...options, log: (line) => console.log(`[sandbox] ${line}`) })
app.listen(port, () => {
  console.log(`Gateway sandbox on http://localhost:${port}
  key id:          ${options.keyId}
  webhooks to:     ${options.webhookUrl}
  checkout page:   http://localhost:${port}/checkout?order_id=<orderId>&key_id=${options.keyId}&callback=<url>
  deliveries log:  http://localhost:${port}/sandbox/deliveries`)
})
