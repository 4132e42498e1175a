import { isRecord } from '../shared/is-record.ts'
import { checkedBody } from '../shared/request-body.ts'
import { gatewayErrors } from './gateway-errors.ts'

export type ShopGatewayBody = { keyId: string; keySecret: string; webhookSecret: string }
export type ShopGatewayInput = ShopGatewayBody

const KEY_ID = /^[A-Za-z0-9_-]{3,100}$/

const secretOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim().length >= 8 && value.trim().length <= 200 ? value.trim() : null

/** The shop's gateway keys as the owner typed them (all three every time: a secret is replaced, never shown). */
export function parseShopGateway(raw: unknown): ShopGatewayInput {
  const body = isRecord(raw) ? raw : {}
  const keyId = typeof body.keyId === 'string' ? body.keyId.trim() : ''
  if (!KEY_ID.test(keyId)) throw gatewayErrors.error('invalidKeyId')
  const keySecret = secretOf(body.keySecret)
  if (keySecret === null) throw gatewayErrors.error('invalidKeySecret')
  const webhookSecret = secretOf(body.webhookSecret)
  if (webhookSecret === null) throw gatewayErrors.error('invalidWebhookSecret')
  return { keyId, keySecret, webhookSecret }
}

/** What the settings screen shows of a secret once stored: its last four characters. */
export const lastFourOf = (secret: string) => secret.slice(-4)

export const shopGatewayInput = checkedBody<ShopGatewayBody>()(parseShopGateway)
