import { describe, expect, it } from 'vitest'
import { DomainError } from '../shared/domain-error.ts'
import { parsePaymentConfirmation } from './payment-confirmation.ts'

const full = { gateway_order_id: 'order_1', gateway_payment_id: 'pay_1', gateway_signature: 'abc' }

describe('parsePaymentConfirmation', () => {
  it('reads the three fields', () => {
    expect(parsePaymentConfirmation({ ...full, extra: 1 })).toEqual({
      orderId: 'order_1',
      paymentId: 'pay_1',
      signature: 'abc',
    })
  })

  it.each<[string, unknown]>([
    ['order id missing', { ...full, gateway_order_id: undefined }],
    ['payment id a number', { ...full, gateway_payment_id: 42 }],
    ['signature empty', { ...full, gateway_signature: '' }],
    ['null body', null],
    ['string body', 'order_1|pay_1'],
    ['empty object', {}],
  ])('%s -> 400 Incomplete payment confirmation.', (_label, body) => {
    let thrown: unknown
    try {
      parsePaymentConfirmation(body)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(DomainError)
    expect([(thrown as DomainError).status, (thrown as DomainError).message]).toEqual([
      400,
      'Incomplete payment confirmation.',
    ])
  })
})
