import { hmacSha256, safeEqual } from '../shared/hmac.ts'

/** Checkout callback signature (POST /api/billing/verify): HMAC over `<orderId>|<paymentId>` with the key secret. */
export const signCheckout = (orderId: string, paymentId: string, keySecret: string): string =>
  hmacSha256(keySecret, `${orderId}|${paymentId}`)

/** Webhook signature (header x-gateway-signature): HMAC over the raw body bytes with the webhook secret. */
export const signWebhook = (rawBody: string | Buffer, secret: string): string => hmacSha256(secret, rawBody)

/** Constant-time comparison of a computed hex digest with a received one; hex case is ignored, a missing value is false. */
export function verifyHex(expectedHex: string, givenHex: string | null | undefined): boolean {
  if (typeof givenHex !== 'string' || givenHex === '' || expectedHex === '') return false
  return safeEqual(expectedHex.toLowerCase(), givenHex.toLowerCase())
}

export const verifyCheckoutSignature = (input: {
  orderId: string
  paymentId: string
  signature: unknown
  keySecret: string
}): boolean =>
  verifyHex(
    signCheckout(input.orderId, input.paymentId, input.keySecret),
    typeof input.signature === 'string' ? input.signature : null,
  )

export const verifyWebhookSignature = (input: {
  rawBody: string | Buffer
  signature: unknown
  secret: string
}): boolean =>
  verifyHex(signWebhook(input.rawBody, input.secret), typeof input.signature === 'string' ? input.signature : null)
