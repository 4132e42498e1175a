import { describe, expect, it } from 'vitest'
import {
  type ChannelDelivery,
  MESSAGE_MAX_ATTEMPTS,
  deliveryLine,
  retryableAnswer,
  sendReport,
  statusAfterFailure,
} from './message-delivery.ts'

describe('retryableAnswer', () => {
  it.each([
    [null, true],
    [500, true],
    [503, true],
    [429, true],
    [408, true],
    [400, false],
    [401, false],
    [404, false],
    [422, false],
  ])('%s → %s', (status, retryable) => expect(retryableAnswer(status)).toBe(retryable))
})

describe('statusAfterFailure', () => {
  it.each([
    [1, true, 'retrying'],
    [MESSAGE_MAX_ATTEMPTS - 1, true, 'retrying'],
    [MESSAGE_MAX_ATTEMPTS, true, 'failed'],
    [1, false, 'failed'],
  ] as const)('attempt %s, retryable %s → %s', (attempts, retryable, status) =>
    expect(statusAfterFailure(attempts, retryable)).toBe(status),
  )
})

const deliveries: ChannelDelivery[] = [
  { channel: 'sms', status: 'outbox', detail: 'no SMS provider is set up', attempts: 1 },
  { channel: 'whatsapp', status: 'retrying', detail: 'WhatsApp provider answered 503.', attempts: 1 },
  { channel: 'email', status: 'skipped', detail: 'no email address', attempts: 0 },
]

describe('deliveryLine', () => {
  it('never says sent for an outbox', () => {
    expect(deliveries.map(deliveryLine)).toEqual([
      'SMS: written to the outbox: no SMS provider is set up',
      'WhatsApp: failed, will retry (WhatsApp provider answered 503.)',
      'Email: skipped: no email address',
    ])
    expect(deliveryLine({ channel: 'sms', status: 'sent', detail: '202 {"id":"s1"}' })).toBe('SMS: sent')
    expect(deliveryLine({ channel: 'email', status: 'failed', detail: 'The email could not be sent.' })).toBe(
      'Email: failed: The email could not be sent.',
    )
  })
})

describe('sendReport', () => {
  it("keeps the spec's send report: an outbox counts as sent, a retried failure as failed", () => {
    expect(sendReport(deliveries)).toEqual({
      sent: ['sms'],
      skipped: ['email'],
      failed: [{ channel: 'whatsapp', error: 'WhatsApp provider answered 503.' }],
    })
  })
})
