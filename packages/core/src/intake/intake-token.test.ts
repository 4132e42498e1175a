import { describe, expect, it } from 'vitest'
import { intakeTokenExpiry, isIntakeLinkLive, signIntakeToken, verifyIntakeToken } from './intake-token.ts'

const secret = 'test-secret'
const now = new Date('2025-01-01T00:00:00Z')
const expiresAt = intakeTokenExpiry(now)
const token = signIntakeToken({ tenantSlug: 'acme', linkId: 'clink123', expiresAt, secret })
const [linkPart, expPart, sigPart] = token.split('.') as [string, string, string]
const verify = (t: unknown, overrides: Partial<{ tenantSlug: string; secret: string; now: Date }> = {}) =>
  verifyIntakeToken({ token: t, tenantSlug: 'acme', secret, now, ...overrides })

const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1)
const b64 = (s: string) => Buffer.from(s).toString('base64url')

describe('intake token', () => {
  it('is URL-safe and round-trips', () => {
    expect(token).toMatch(/^[A-Za-z0-9_.-]+$/)
    expect(encodeURIComponent(token)).toBe(token)
    expect(verify(token)).toEqual({ linkId: 'clink123', expiresAt: new Date('2025-01-15T00:00:00Z') })
  })

  it('defaults to a 14-day lifetime', () => expect(expiresAt.toISOString()).toBe('2025-01-15T00:00:00.000Z'))

  it.each<[string, unknown, Partial<{ tenantSlug: string; secret: string; now: Date }>]>([
    ['other tenant', token, { tenantSlug: 'other' }],
    ['other secret (forged)', token, { secret: 'guess' }],
    [
      'forged with attacker secret',
      signIntakeToken({ tenantSlug: 'acme', linkId: 'clink123', expiresAt, secret: 'attacker' }),
      {},
    ],
    ['expired at the instant', token, { now: expiresAt }],
    ['expired later', token, { now: new Date('2025-02-01T00:00:00Z') }],
    ['tampered link id', `${b64('clink999')}.${expPart}.${sigPart}`, {}],
    ['tampered expiry', `${linkPart}.${Number(expPart) + 86400}.${sigPart}`, {}],
    ['tampered signature', `${linkPart}.${expPart}.${flip(sigPart, 5)}`, {}],
    ['truncated signature', `${linkPart}.${expPart}.${sigPart.slice(0, -1)}`, {}],
    ['empty', '', {}],
    ['not a string', 42, {}],
    ['two parts', `${linkPart}.${expPart}`, {}],
    ['four parts', `${token}.x`, {}],
    ['non-numeric expiry', `${linkPart}.abc.${sigPart}`, {}],
    ['padded base64 link id', `${linkPart}=.${expPart}.${sigPart}`, {}],
    ['empty link id', `.${expPart}.${sigPart}`, {}],
    ['huge token', 'a'.repeat(1000), {}],
    ['blank secret', token, { secret: '' }],
  ])('rejects %s', (_case, candidate, overrides) => expect(verify(candidate, overrides)).toBeNull())

  it('accepts one millisecond before expiry', () => {
    expect(verify(token, { now: new Date(expiresAt.getTime() - 1) })).not.toBeNull()
  })

  it('refuses to sign without a secret', () => {
    expect(() => signIntakeToken({ tenantSlug: 'acme', linkId: 'l', expiresAt, secret: '' })).toThrow()
  })
})

describe('isIntakeLinkLive', () => {
  it.each<[string, { expiresAt: Date; revokedAt: Date | null }, boolean]>([
    ['live', { expiresAt, revokedAt: null }, true],
    ['revoked', { expiresAt, revokedAt: now }, false],
    ['expired', { expiresAt: now, revokedAt: null }, false],
  ])('%s', (_case, link, expected) => expect(isIntakeLinkLive(link, now)).toBe(expected))
})
