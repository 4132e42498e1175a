import { z } from 'zod'
import { defineErrors } from '../shared/domain-error.ts'

export const SIGN_IN_CHALLENGE_TTL_MS = 10 * 60_000
export const SIGN_IN_CHALLENGE_TRIES = 5
export const RECOVERY_CODE_COUNT = 10

export const secondFactorErrors = defineErrors({
  challengeExpired: [401, 'This sign-in has expired: enter your email and password again.'],
  invalidCode: [401, 'That code is not right. Enter the 6-digit code your authenticator app shows now.'],
  notEnrolled: [409, 'Two-factor sign-in is not set up for this account.'],
  notStarted: [409, 'Start setting up two-factor sign-in first.'],
  requiredByShop: [409, 'Your shop requires two-factor sign-in, so it cannot be turned off.'],
})

/**
 * Which second step a password sign-in needs. An account with TOTP always uses it; one without
 * must set it up first where its shop requires TOTP of its role (those who can move money:
 * owners and managers). Everyone else signs in with the password alone, exactly
 * as the login contract answers today.
 */
export function secondFactorStep(input: {
  enrolled: boolean
  shopRequires: boolean
  holdsMoneyRole: boolean
}): 'none' | 'verify' | 'enrol' {
  if (input.enrolled) return 'verify'
  return input.shopRequires && input.holdsMoneyRole ? 'enrol' : 'none'
}

/** Whom a shop's two-factor requirement applies to: its owners (every TENANT_ADMIN) and its managers. */
export const holdsMoneyRole = (staff: { role: string; roles: readonly string[] }) =>
  staff.role === 'TENANT_ADMIN' || staff.roles.includes('manager')

const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** A recovery code from 10 random bytes, `XXXXX-XXXXX` in letters and digits never mistaken for one another. */
export function recoveryCodeOf(bytes: Uint8Array): string {
  const chars = Array.from(bytes.slice(0, 10), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')
  return `${chars.slice(0, 5)}-${chars.slice(5)}`
}

/** A recovery code as typed: case, spaces and dashes do not matter. */
export const normalizeRecoveryCode = (typed: string): string => typed.toUpperCase().replace(/[^A-Z0-9]/g, '')

/** A TOTP code as typed: digits only (`123 456` is `123456`). */
export const normalizeTotpCode = (typed: string): string => typed.replace(/\s/g, '')

const code = z.string().max(40)
export const secondFactorInput = z
  .object({ challenge: z.string().max(200), code: code.optional(), recoveryCode: code.optional() })
  .refine((b) => b.code !== undefined || b.recoveryCode !== undefined, 'Enter the code.')
export const totpCodeInput = z.object({ code: code })
