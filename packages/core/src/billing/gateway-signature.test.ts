import { describe, expect, it } from 'vitest'
import {
  signCheckout,
  signWebhook,
  verifyCheckoutSignature,
  verifyHex,
  verifyWebhookSignature,
} from './gateway-signature.ts'

// Independent vectors: RFC 4231 test case 2, and `openssl dgst -sha256 -hmac secret_key` over "order_123|pay_456".
const RFC_4231_CASE_2 = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'
const CHECKOUT_VECTOR = 'ec44e4af81387a7c7a90dc6730b1469964fe4b22c3a2f8758ec668fd6ba35137'

describe('signatures', () => {
  it('signs the raw webhook body', () => {
    expect(signWebhook('what do ya want for nothing?', 'Jefe')).toBe(RFC_4231_CASE_2)
    expect(signWebhook(Buffer.from('what do ya want for nothing?'), 'Jefe')).toBe(RFC_4231_CASE_2)
  })

  it('signs order id, vertical bar, payment id', () => {
    expect(signCheckout('order_123', 'pay_456', 'secret_key')).toBe(CHECKOUT_VECTOR)
    expect(signCheckout('pay_456', 'order_123', 'secret_key')).not.toBe(CHECKOUT_VECTOR)
  })
})

describe('verifyHex', () => {
  it.each<[string, string | null | undefined, boolean]>([
    ['equal', CHECKOUT_VECTOR, true],
    ['upper-case hex', CHECKOUT_VECTOR.toUpperCase(), true],
    ['one digit off', `${CHECKOUT_VECTOR.slice(0, -1)}6`, false],
    ['shorter', CHECKOUT_VECTOR.slice(0, -2), false],
    ['longer', `${CHECKOUT_VECTOR}00`, false],
    ['empty', '', false],
    ['null', null, false],
    ['undefined', undefined, false],
    ['same length, multi-byte characters', '€'.repeat(64), false],
  ])('%s', (_label, given, expected) => {
    expect(verifyHex(CHECKOUT_VECTOR, given)).toBe(expected)
  })

  it('never accepts an empty expected digest', () => {
    expect(verifyHex('', '')).toBe(false)
  })
})

describe('verify helpers', () => {
  it.each<[unknown, boolean]>([
    [CHECKOUT_VECTOR, true],
    [RFC_4231_CASE_2, false],
    [123, false],
    [undefined, false],
  ])('checkout signature %j -> %s', (signature, expected) => {
    expect(
      verifyCheckoutSignature({ orderId: 'order_123', paymentId: 'pay_456', signature, keySecret: 'secret_key' }),
    ).toBe(expected)
  })

  it.each<[unknown, boolean]>([
    [RFC_4231_CASE_2, true],
    [CHECKOUT_VECTOR, false],
    [['x'], false],
  ])('webhook signature %j -> %s', (signature, expected) => {
    expect(verifyWebhookSignature({ rawBody: 'what do ya want for nothing?', signature, secret: 'Jefe' })).toBe(
      expected,
    )
  })
})
