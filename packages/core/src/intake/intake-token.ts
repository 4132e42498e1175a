import { hmacSha256, safeEqual } from '../shared/hmac.ts'

export const DEFAULT_INTAKE_TOKEN_TTL_DAYS = 14
const DAY_MS = 24 * 60 * 60 * 1000
const MAX_TOKEN_LENGTH = 512

/**
 * Token shape: `<base64url linkId>.<expiry, unix seconds>.<base64url HMAC-SHA256>`, URL-safe as is.
 * The MAC covers a versioned JSON array of tenant slug, link id and expiry, so no field can be
 * shifted into another and a token minted for one tenant never verifies for another.
 */
function mac(secret: string, tenantSlug: string, linkId: string, expSeconds: number): string {
  return hmacSha256(secret, JSON.stringify(['intake-v1', tenantSlug, linkId, expSeconds]), 'base64url')
}

/** Expiry of a link minted at `now` with the configured lifetime in days. */
export function intakeTokenExpiry(now: Date, ttlDays: number = DEFAULT_INTAKE_TOKEN_TTL_DAYS): Date {
  return new Date(now.getTime() + ttlDays * DAY_MS)
}

/** A stored intake link is live until it expires or a tenant admin revokes it. */
export function isIntakeLinkLive(link: { expiresAt: Date; revokedAt: Date | null }, now: Date): boolean {
  return link.revokedAt === null && link.expiresAt.getTime() > now.getTime()
}

/** Sign a token naming `linkId`. The expiry is carried at whole-second precision (rounded down). */
export function signIntakeToken(input: {
  tenantSlug: string
  linkId: string
  expiresAt: Date
  secret: string
}): string {
  const { tenantSlug, linkId, expiresAt, secret } = input
  if (!secret || !tenantSlug || !linkId) throw new Error('signIntakeToken needs a secret, a tenant slug and a link id')
  const expSeconds = Math.floor(expiresAt.getTime() / 1000)
  if (!Number.isSafeInteger(expSeconds) || expSeconds <= 0) throw new Error('signIntakeToken needs a valid expiry')
  return `${Buffer.from(linkId, 'utf8').toString('base64url')}.${expSeconds}.${mac(secret, tenantSlug, linkId, expSeconds)}`
}

/**
 * The link id of a genuine, unexpired token for this tenant, or null (malformed, forged,
 * tampered, another tenant's, or expired; the caller answers all of them alike). The caller
 * still checks the named link record is not revoked.
 */
export function verifyIntakeToken(input: {
  token: unknown
  tenantSlug: string
  secret: string
  now: Date
}): { linkId: string; expiresAt: Date } | null {
  const { token, tenantSlug, secret, now } = input
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH || !secret || !tenantSlug) return null
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const [linkPart, expPart, sigPart] = parts as [string, string, string]
  if (!/^[A-Za-z0-9_-]+$/.test(linkPart) || !/^[1-9]\d{0,11}$/.test(expPart)) return null
  const linkId = Buffer.from(linkPart, 'base64url').toString('utf8')
  // Only the canonical encoding is accepted, so one link has exactly one token per expiry.
  if (!linkId || Buffer.from(linkId, 'utf8').toString('base64url') !== linkPart) return null
  const expSeconds = Number(expPart)

  if (!safeEqual(mac(secret, tenantSlug, linkId, expSeconds), sigPart)) return null
  if (now.getTime() >= expSeconds * 1000) return null
  return { linkId, expiresAt: new Date(expSeconds * 1000) }
}
