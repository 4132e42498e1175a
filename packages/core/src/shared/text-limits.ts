/**
 * Longest free text each field stores (issue 13: a 900 KB address was stored and then rendered on
 * every certificate). Caps the spec fixes (ticket subject 150 and message 5000, customer names 50)
 * stay with their domains; these are ours. Generous for real use, small enough for a PDF line.
 */
export const textLimits = {
  /** Any stored URL: uploads, KYC media, ornament photos, receipts. */
  url: 2048,
  address: 500,
  /** Short free-text notes: appraiser note. */
  note: 2000,
  /** A person's name where the spec sets no rule (appraiser, branch manager). */
  personName: 100,
  /** Relationship with the nominee. */
  relationship: 50,
  /** A bank's or branch's name, the borrower's bank name. */
  bankName: 120,
  ifsc: 20,
  /** An ornament line's description ("Chain", "Bangles with stones"). */
  ornamentType: 200,
  purityMethod: 50,
  /** Email subjects: communication templates and bank overrides. */
  emailSubject: 300,
  /** Email bodies: communication templates and bank overrides. */
  emailBody: 20_000,
} as const

/** True when `value` is a string longer than `max` characters (UTF-16 code units, like String.length). */
export function exceedsLength(value: unknown, max: number): boolean {
  return typeof value === 'string' && value.length > max
}
