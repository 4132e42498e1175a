import { describe, expect, it } from 'vitest'
import { REDACTED, redactForTrail } from './trail-redaction.ts'
import { trailActionLabel } from './trail-actions.ts'

describe('redactForTrail', () => {
  it.each([
    [
      { password: 'Admin@12345', newPassword: 'x' },
      { password: REDACTED, newPassword: REDACTED },
    ],
    [
      { accessToken: 't', challengeToken: 'c', secret: 's' },
      { accessToken: REDACTED, challengeToken: REDACTED, secret: REDACTED },
    ],
    [
      { code: '123456', recoveryCodes: ['a', 'b'] },
      { code: REDACTED, recoveryCodes: REDACTED },
    ],
    [{ aadhaar: '1234 5678 9012' }, { aadhaar: 'XXXX XXXX 9012' }],
    [{ body: { aadhaar: '123456789012', name: 'Asha' } }, { body: { aadhaar: 'XXXX XXXX 9012', name: 'Asha' } }],
    [{ aadhaarDoc: '/api/files/abc.jpg' }, { aadhaarDoc: '/api/files/abc.jpg' }],
    [
      { accountCode: 'CASH', amountPaise: 10n },
      { accountCode: 'CASH', amountPaise: '10' },
    ],
    [{ password: null }, { password: null }],
  ])('case %#', (input, stored) => expect(redactForTrail(input)).toEqual(stored))
})

describe('trailActionLabel', () => {
  it.each([
    ['customers.correct', 'Borrower details corrected'],
    ['books.closeDay', 'Books: close day'],
    ['PATCH /api/customers/:id/kyc', 'KYC documents changed'],
    ['DELETE /api/intake-link', 'DELETE /api/intake-link'],
  ])('%s -> %s', (action, label) => expect(trailActionLabel(action)).toBe(label))
})
