/** The sandbox's configuration, read once from the environment (the only place that reads it). */
export function loadSandboxEnv(env: NodeJS.ProcessEnv = process.env) {
  const port = Number(env.PORT || 4010)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error('Invalid configuration: PORT must be a port number.')
  return {
    port,
    keyId: env.GATEWAY_KEY_ID || 'key_test_sandbox',
    keySecret: env.GATEWAY_KEY_SECRET || 'sandbox_key_secret',
    webhookSecret: env.GATEWAY_WEBHOOK_SECRET || 'sandbox_webhook_secret',
    webhookUrl: env.WEBHOOK_URL || 'http://localhost:3000/api/gateway/webhook',
    refundDelayMs: Number(env.REFUND_DELAY_MS || 2000),
  }
}
