import { createHmac, timingSafeEqual } from 'node:crypto'

/** HMAC-SHA256 of `message` keyed with `secret`, hex (signatures, code hashes) or base64url (tokens). */
export const hmacSha256 = (secret: string, message: string | Buffer, encoding: 'hex' | 'base64url' = 'hex'): string =>
  createHmac('sha256', secret).update(message).digest(encoding)

/**
 * Constant-time equality of two strings, compared as UTF-8 bytes. Different lengths are unequal
 * without throwing (timingSafeEqual would throw); only the length, public anyway, shows in timing.
 */
export function safeEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(given, 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}
