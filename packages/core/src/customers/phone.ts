/**
 * Canonical 10-digit Indian mobile number, or null. Non-digits are stripped first, so
 * '+91 98765-43210', '098765 43210' and '9876543210' are all '9876543210' (one customer).
 * Accepted digit strings: 10 digits starting 6-9, 12 digits starting 91, 11 digits starting 0.
 */
export function canonicalPhone(raw: unknown): string | null {
  if (typeof raw !== 'string' && !(typeof raw === 'number' && Number.isFinite(raw))) return null
  const digits = String(raw).replace(/\D/g, '')
  let local: string
  if (digits.length === 10) local = digits
  else if (digits.length === 12 && digits.startsWith('91')) local = digits.slice(2)
  else if (digits.length === 11 && digits.startsWith('0')) local = digits.slice(1)
  else return null
  return /^[6-9]\d{9}$/.test(local) ? local : null
}
