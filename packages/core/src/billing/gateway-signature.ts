import { createHmac, timingSafeEqual } from 'node:crypto'

/** Hex HMAC-SHA256 of `message` keyed with `secret`. */
const hmacSha256Hex = (secret: string, message: string | Buffer): string =>
  createHmac('sha256', secret).update(message).digest('hex')

/** Checkout callback signature (POST /api/billing/verify): HMAC over `<orderId>|<paymentId>` with the key secret. */
export const signCheckout = (orderId: string, paymentId: string, keySecret: string): string =>
  hmacSha256Hex(keySecret, `${orderId}|${paymentId}`)

/** Webhook signature (header x-gateway-signature): HMAC over the raw body bytes with the webhook secret. */
export const signWebhook = (rawBody: string | Buffer, secret: string): string => hmacSha256Hex(secret, rawBody)

/**
 * Constant-time comparison of a computed hex digest with a received one. Hex case is ignored.
 * A missing value or a length mismatch returns false without throwing (timingSafeEqual would
 * throw); only the length, which is public anyway, is revealed by timing.
 */
export function verifyHex(expectedHex: string, givenHex: string | null | undefined): boolean {
  if (typeof givenHex !== 'string' || givenHex === '' || expectedHex === '') return false
  const expected = Buffer.from(expectedHex.toLowerCase(), 'utf8')
  const given = Buffer.from(givenHex.toLowerCase(), 'utf8')
  if (expected.length !== given.length) return false
  return timingSafeEqual(expected, given)
}

export const verifyCheckoutSignature = (input: { orderId: string; paymentId: string; signature: unknown; keySecret: string }): boolean =>
  verifyHex(signCheckout(input.orderId, input.paymentId, input.keySecret), typeof input.signature === 'string' ? input.signature : null)

export const verifyWebhookSignature = (input: { rawBody: string | Buffer; signature: unknown; secret: string }): boolean =>
  verifyHex(signWebhook(input.rawBody, input.secret), typeof input.signature === 'string' ? input.signature : null)
