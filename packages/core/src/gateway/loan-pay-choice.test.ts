import { describe, expect, it } from 'vitest'
import { parseLoanPay, payAmountOf } from './loan-pay-choice.ts'
import { parseShopGateway } from './shop-gateway-input.ts'

const figures = { toClose: 80_000_00, nextDue: 2_500_00 }

describe('payAmountOf', () => {
  it.each([
    ['the next due', { choice: 'nextDue', amount: null }, figures, 2_500_00],
    [
      'the next due, never above what closes',
      { choice: 'nextDue', amount: null },
      { toClose: 1_000_00, nextDue: 2_500_00 },
      1_000_00,
    ],
    ['an amount', { choice: 'amount', amount: 1234_56 }, figures, 1234_56],
    ['₹1', { choice: 'amount', amount: 100 }, figures, 100],
    ['exactly the amount to close', { choice: 'amount', amount: 80_000_00 }, figures, 80_000_00],
    ['close', { choice: 'close', amount: 5 }, figures, 80_000_00],
  ] as const)('%s', (_, input, f, expected) => expect(payAmountOf(input, f)).toBe(expected))

  it.each([
    [
      'below ₹1',
      { choice: 'amount', amount: 99 },
      figures,
      'Pay from ₹1 up to the amount to close the loan (₹80,000.00).',
    ],
    [
      'above the amount to close',
      { choice: 'amount', amount: 80_000_01 },
      figures,
      'Pay from ₹1 up to the amount to close the loan (₹80,000.00).',
    ],
    [
      'a fraction of a paisa',
      { choice: 'amount', amount: 100.5 },
      figures,
      'Pay from ₹1 up to the amount to close the loan (₹80,000.00).',
    ],
    [
      'no amount',
      { choice: 'amount', amount: null },
      figures,
      'Pay from ₹1 up to the amount to close the loan (₹80,000.00).',
    ],
    [
      'nothing due',
      { choice: 'nextDue', amount: null },
      { toClose: 5_00, nextDue: null },
      'Nothing is due on this loan now. Pay an amount or close the loan.',
    ],
    [
      'a closed loan',
      { choice: 'close', amount: null },
      { toClose: 0, nextDue: null },
      'This loan cannot be paid online. Please ask at the branch.',
    ],
  ] as const)('refuses %s', (_, input, f, message) => expect(() => payAmountOf(input, f)).toThrow(message))

  it('parses the choice', () => {
    expect(parseLoanPay({ loanId: ' l1 ', choice: 'amount', amount: 500 })).toEqual({
      loanId: 'l1',
      choice: 'amount',
      amount: 500,
    })
    expect(() => parseLoanPay({ loanId: 'l1', choice: 'all' })).toThrow(
      'Choose the next due, an amount, or closing the loan.',
    )
  })
})

describe('parseShopGateway', () => {
  const ok = { keyId: 'rzp_live_ABC123', keySecret: 'a-long-secret', webhookSecret: 'whsec-12345678' }
  it('keeps what was typed, trimmed', () =>
    expect(parseShopGateway({ ...ok, keySecret: ' a-long-secret ' })).toEqual(ok))
  it.each([
    [{ ...ok, keyId: 'a b' }, 'Enter the key id'],
    [{ ...ok, keySecret: 'short' }, 'Enter the key secret'],
    [{ ...ok, webhookSecret: undefined }, 'Enter the webhook secret'],
  ])('refuses %j', (body, message) => expect(() => parseShopGateway(body)).toThrow(message))
})
