import { lastFourOf, type ShopGatewayInput } from '@gold/core'
import type { GatewayKeys } from '../billing/gateway-client.ts'
import type { AppContext } from '../platform/context.ts'
import { openText, sealText } from '../platform/sealed-secret.ts'
import { tenantLabel } from '../platform/tenants.ts'
import { shopGatewayRepository } from './shop-gateway-repository.ts'

/** A shop's own gateway keys, opened: what its orders, lookups, refunds and webhook use. */
export type ShopGatewayKeys = GatewayKeys & { webhookSecret: string }

/** Where the shop's gateway sends its webhooks: the shop's own URL, named by its slug. */
export const shopWebhookPath = (slug: string) => `/api/webhooks/gateway/shops/${encodeURIComponent(slug)}`

/**
 * tRPC gateway.settings: whether the shop takes payments online, the key id, and of each secret
 * only its last four characters (a secret is never shown again, only replaced), plus the webhook
 * URL to enter at the gateway.
 */
export async function shopGatewaySettings(ctx: AppContext, tenantId: string) {
  const [row, tenant] = await Promise.all([shopGatewayRepository(ctx, tenantId).gateway(), tenantLabel(ctx, tenantId)])
  return {
    configured: row !== null,
    keyId: row?.keyId ?? null,
    keySecretEndsWith: row?.keySecretLast4 ?? null,
    webhookSecretEndsWith: row?.webhookSecretLast4 ?? null,
    updatedAt: row?.updatedAt ?? null,
    webhookUrl: tenant ? `${ctx.config.publicOrigin}${shopWebhookPath(tenant.slug)}` : null,
  }
}

/** tRPC gateway.saveSettings: all three replace what was stored; the secrets are sealed before they are written. */
export async function saveShopGateway(
  ctx: AppContext,
  tenantId: string,
  input: ShopGatewayInput,
  actor: { userId: string | null },
) {
  const seal = (plain: string) => sealText(ctx.config.sessionSecret, 'shop-gateway-secret', plain)
  await shopGatewayRepository(ctx, tenantId).saveGateway({
    keyId: input.keyId,
    keySecretCipher: seal(input.keySecret),
    keySecretLast4: lastFourOf(input.keySecret),
    webhookSecretCipher: seal(input.webhookSecret),
    webhookSecretLast4: lastFourOf(input.webhookSecret),
    updatedById: actor.userId,
  })
  return shopGatewaySettings(ctx, tenantId)
}

/**
 * tRPC gateway.removeSettings: the shop stops taking payments online. An order still open then
 * settles only once keys are entered again (docs/decisions/online-payments.md).
 */
export async function removeShopGateway(ctx: AppContext, tenantId: string) {
  await shopGatewayRepository(ctx, tenantId).removeGateway()
  return shopGatewaySettings(ctx, tenantId)
}

/**
 * The shop's keys, opened, at the platform's gateway API; null when the shop has none or they
 * no longer open (SESSION_SECRET changed: the owner enters them again).
 */
export async function shopGatewayKeys(ctx: AppContext, tenantId: string): Promise<ShopGatewayKeys | null> {
  const row = await shopGatewayRepository(ctx, tenantId).gateway()
  if (!row) return null
  try {
    const open = (sealed: string) => openText(ctx.config.sessionSecret, 'shop-gateway-secret', sealed)
    return {
      keyId: row.keyId,
      keySecret: open(row.keySecretCipher),
      webhookSecret: open(row.webhookSecretCipher),
      apiBase: ctx.config.gateway.apiBase,
    }
  } catch (e) {
    ctx.log.error({ err: e, tenantId }, "the shop's gateway secrets do not open; the owner must enter them again")
    return null
  }
}
