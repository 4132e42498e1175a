import { describe, expect, it } from 'vitest'
import {
  assertLinkAmount,
  parsePaymentLink,
  paymentLinkExpired,
  paymentLinkExpiry,
  paymentLinkText,
} from './payment-link-rules.ts'

describe('parsePaymentLink', () => {
  it('takes paise, a channel and 1 to 30 days', () => {
    expect(parsePaymentLink({ amount: 100, channel: 'sms', expiresInDays: 1 })).toEqual({
      amount: 100,
      channel: 'sms',
      expiresInDays: 1,
    })
    expect(parsePaymentLink({ amount: 512_345, channel: 'whatsapp', expiresInDays: 30 }).channel).toBe('whatsapp')
  })

  it.each([
    [{ amount: 99, channel: 'sms', expiresInDays: 7 }, 'Amount must be'],
    [{ amount: 100.5, channel: 'sms', expiresInDays: 7 }, 'Amount must be'],
    [{ amount: '500', channel: 'sms', expiresInDays: 7 }, 'Amount must be'],
    [{ amount: 500, channel: 'email', expiresInDays: 7 }, 'Send the link by SMS or WhatsApp.'],
    [{ amount: 500, channel: 'sms', expiresInDays: 0 }, 'The link must expire in 1 to 30 days.'],
    [{ amount: 500, channel: 'sms', expiresInDays: 31 }, 'The link must expire in 1 to 30 days.'],
    [{ channel: 'email', expiresInDays: 0 }, 'Amount must be'],
  ])('%j: %s', (body, message) => {
    expect(() => parsePaymentLink(body)).toThrow(message)
  })
})

describe('payment link amount, expiry and text', () => {
  it('refuses more than the amount to close, naming it', () => {
    expect(() => assertLinkAmount(5_148_918, 5_148_918)).not.toThrow()
    expect(() => assertLinkAmount(5_148_919, 5_148_918)).toThrow(
      'Amount is more than the amount to close this loan (₹51,489.18).',
    )
  })

  it('lives to the end of the India day N days on, and has expired at that instant', () => {
    // 20:00 UTC on 1 March is 01:30 on 2 March in India.
    const { expiresOn, expiresAt } = paymentLinkExpiry(new Date('2026-03-01T20:00:00Z'), 7)
    expect(expiresOn).toBe('2026-03-09')
    expect(expiresAt.toISOString()).toBe('2026-03-09T18:29:59.999Z')
    expect(paymentLinkExpired(expiresAt, new Date('2026-03-09T18:29:59.998Z'))).toBe(false)
    expect(paymentLinkExpired(expiresAt, expiresAt)).toBe(true)
  })

  it('says who asks, how much, for which loan, the link and until when', () => {
    expect(
      paymentLinkText({
        shopName: 'Demo Gold Loans',
        loanNumber: 'GL/2026-27/000012',
        amountPaise: 512_300,
        url: 'http://demo.localhost:3000/pay-link/abc',
        expiresOn: '2026-03-09',
      }),
    ).toBe(
      'Demo Gold Loans: pay ₹5,123 on your gold loan GL/2026-27/000012 at http://demo.localhost:3000/pay-link/abc (valid until 9 Mar 2026). The link opens your borrower portal; never share your sign-in code.',
    )
  })
})
