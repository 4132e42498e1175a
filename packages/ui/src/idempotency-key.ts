/**
 * A key for one opened form, so a double submit or a retry after a lost response is applied once.
 * randomUUID exists only in secure contexts, and a shop may open the app on a LAN address over
 * plain http, so fall back to getRandomValues (available everywhere).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}
