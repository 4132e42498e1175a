/** The 36 characters a GSTIN is written in, in the order the check-digit algorithm counts them. */
const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** Highest state or territory code GSTN assigns (38 is Ladakh). */
export const MAX_GSTIN_STATE_CODE = 38

/**
 * The check character of a GSTIN's first 14 characters (GSTN's mod-36 scheme): each character's
 * value (0-9, A=10 … Z=35) is multiplied by 1 and 2 alternately from the left, each product
 * contributes its quotient and remainder by 36, and the check is what brings the sum to a multiple
 * of 36. Null when a character is outside 0-9, A-Z.
 */
export function gstinCheckCharacter(first14: string): string | null {
  if (first14.length !== 14) return null
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARS.indexOf(first14[i]!)
    if (value < 0) return null
    const product = value * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!
}

export type GstinProblem = 'length' | 'stateCode' | 'pan' | 'entity' | 'checkDigit'

/**
 * What is wrong with an upper-cased GSTIN, or null when it is well formed: 15 characters, a state
 * code 01-38, the holder's PAN (5 letters, 4 digits, 1 letter), the registration number (1-9, A-Z),
 * `Z`, and the check character.
 */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (gstin.length !== 15 || !/^[0-9A-Z]+$/.test(gstin)) return 'length'
  const state = gstin.slice(0, 2)
  if (!/^\d\d$/.test(state) || Number(state) < 1 || Number(state) > MAX_GSTIN_STATE_CODE) return 'stateCode'
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(gstin.slice(2, 12))) return 'pan'
  if (!/^[1-9A-Z]Z$/.test(gstin.slice(12, 14))) return 'entity'
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : 'checkDigit'
}
