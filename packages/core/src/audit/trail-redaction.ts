import { maskAadhaar } from '../customers/aadhaar-mask.ts'

export const REDACTED = '[redacted]'

/** Keys whose values are secrets: never stored in the trail, whatever the value. */
const SECRET_KEY = /password|token|secret|otp|^code$|totp|recovery|^pin$|signature/i
const AADHAAR_KEY = /aadhaar/i
/** An Aadhaar number as typed (12 digits, perhaps spaced); an Aadhaar document URL is not one. */
const AADHAAR_NUMBER = /^[\d\s-]{8,20}$/

/**
 * What the trail stores of a request or a record: secrets replaced by `[redacted]` and Aadhaar
 * numbers masked to their last four digits (`XXXX XXXX 1234`), at every depth.
 */
export function redactForTrail(value: unknown, key = ''): unknown {
  if (key !== '' && SECRET_KEY.test(key)) return value === null || value === undefined ? value : REDACTED
  if (typeof value === 'string')
    return AADHAAR_KEY.test(key) && AADHAAR_NUMBER.test(value.trim()) ? maskAadhaar(value) : value
  if (typeof value === 'bigint') return value.toString()
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.map((item) => redactForTrail(item, key))
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactForTrail(v, k)]))
  return value
}
