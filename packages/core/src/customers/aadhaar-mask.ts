/**
 * An Aadhaar number as staff see it by default: only the last four digits, the way UIDAI's own
 * masked Aadhaar prints it (`XXXX XXXX 1234`). A stored value that is not 12 digits (data from
 * before validation) shows its last four only when at least eight characters stay hidden.
 */
export function maskAadhaar(aadhaar: string | null): string | null {
  if (aadhaar === null) return null
  const value = aadhaar.trim()
  if (value === '') return null
  return `XXXX XXXX ${value.length >= 12 ? value.slice(-4) : 'XXXX'}`
}
