import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DEMO_GATEWAY, giveDemoShopSandboxKeys } from '@gold/api/demo-gateway'
import { shopWebhookPath } from '@gold/api/gateway/shop-gateway-settings-service'
import { DEMO_LOGINS } from '@gold/api/seed'
import { createSandbox, type Sandbox } from '@gold/gateway-sandbox'
import { startPlatform, type Platform } from './platform.ts'

/**
 * The platform with the gateway sandbox as `pnpm start` runs it (demo-gateway.ts): the demo shop's
 * account on an in-process sandbox, on an ephemeral port instead of 4010, its webhooks to the
 * shop's URL, and the demo shop given the sandbox keys by the same start-up step.
 */
export async function startPlatformWithSandbox(): Promise<{
  platform: Platform
  sandbox: Sandbox
  close: () => Promise<void>
}> {
  const shopAccount = { ...DEMO_GATEWAY.demoShop, webhookUrl: undefined as string | undefined }
  const sandbox = createSandbox({ ...DEMO_GATEWAY.platform, refundDelayMs: 20, accounts: [shopAccount] })
  const sandboxServer: Server = sandbox.app.listen(0, '127.0.0.1')
  await new Promise((resolve) => sandboxServer.once('listening', resolve))
  const sandboxUrl = `http://127.0.0.1:${(sandboxServer.address() as AddressInfo).port}`
  const platform = await startPlatform({ GATEWAY_API_BASE: sandboxUrl, GATEWAY_SANDBOX: 'on' })
  shopAccount.webhookUrl = `${platform.mainUrl}${shopWebhookPath(DEMO_LOGINS.tenantSlug)}`
  await giveDemoShopSandboxKeys(platform.ctx)
  return {
    platform,
    sandbox,
    async close() {
      await sandbox.flush()
      sandboxServer.closeAllConnections()
      await new Promise((resolve) => sandboxServer.close(resolve))
      await platform.close()
    },
  }
}
