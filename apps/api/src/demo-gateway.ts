import type { Server } from 'node:http'
import { createSandbox } from '@gold/gateway-sandbox'
import { saveShopGateway, shopGatewaySettings, shopWebhookPath } from './gateway/shop-gateway-settings-service.ts'
import type { AppContext } from './platform/context.ts'
import type { Config } from './platform/env.ts'
import { findTenantBySlug } from './platform/tenants.ts'
import { DEMO_LOGINS } from './seed.ts'

/** The platform's sandbox keys (the sandbox's own defaults) and the demo shop's own account on it. */
export const DEMO_GATEWAY = {
  platform: { keyId: 'key_test_sandbox', keySecret: 'sandbox_key_secret', webhookSecret: 'sandbox_webhook_secret' },
  demoShop: {
    keyId: 'key_test_demo_shop',
    keySecret: 'demo_shop_key_secret',
    webhookSecret: 'demo_shop_webhook_secret',
  },
}

/**
 * `pnpm start` on the embedded default (config.gatewaySandbox): the gateway sandbox in this process
 * on its own port, holding the platform's account (webhooks to /api/gateway/webhook) and the demo
 * shop's (webhooks to the shop's URL), so a newcomer can buy a plan and pay a loan with no set-up.
 * Returns the configuration pointed at it; GATEWAY_SANDBOX=off or real keys leave it alone.
 */
export async function startDemoGateway(config: Config): Promise<{ config: Config; server: Server | null }> {
  if (!config.gatewaySandbox) return { config, server: null }
  const { port } = config.gatewaySandbox
  const local = `http://localhost:${config.port}`
  const sandbox = createSandbox({
    ...DEMO_GATEWAY.platform,
    webhookUrl: `${local}/api/gateway/webhook`,
    refundDelayMs: 2000,
    accounts: [{ ...DEMO_GATEWAY.demoShop, webhookUrl: `${local}${shopWebhookPath(DEMO_LOGINS.tenantSlug)}` }],
    log: (line) => console.log(`[gateway sandbox] ${line}`),
  })
  const server = sandbox.app.listen(port)
  const listening = await new Promise<Error | null>((resolve) => {
    server.once('listening', () => resolve(null))
    server.once('error', resolve)
  })
  if (listening) {
    const why = `The gateway sandbox cannot listen on port ${port} (GATEWAY_SANDBOX_PORT): ${listening.message}`
    if (config.gatewaySandbox.asked) throw new Error(why)
    // Another server on this machine already runs one (a second `pnpm start`): start without it.
    console.warn(`${why}; starting without it (online payments are off).`)
    return { config: { ...config, gatewaySandbox: null }, server: null }
  }
  const apiBase = `http://localhost:${port}`
  const gateway = { ...DEMO_GATEWAY.platform, apiBase, checkoutUrl: `${apiBase}/checkout` }
  return { config: { ...config, gateway }, server }
}

/**
 * The demo shop gets the sandbox's demo-shop keys when it has none (never over keys its owner
 * entered), so "Pay" in the portal works at once.
 */
export async function giveDemoShopSandboxKeys(ctx: AppContext) {
  if (!ctx.config.gatewaySandbox) return
  const tenant = await findTenantBySlug(ctx, DEMO_LOGINS.tenantSlug)
  if (!tenant || (await shopGatewaySettings(ctx, tenant.id)).configured) return
  await saveShopGateway(ctx, tenant.id, DEMO_GATEWAY.demoShop, { userId: null })
}
