import { randomBytes } from 'node:crypto'
import { hmacSha256, normalizeRecoveryCode, normalizeTotpCode, recoveryCodeOf, RECOVERY_CODE_COUNT } from '@gold/core'
import { generateSecret, generateURI, verifySync } from 'otplib'
import QRCode from 'qrcode'
import { openText, sealText } from '../platform/sealed-secret.ts'

/**
 * TOTP (RFC 6238) through otplib: 6 digits, 30-second steps, SHA-1, as every authenticator app
 * reads them. A code is accepted one step either side of now (a phone's clock a little off) and
 * never at or before the last step accepted (`afterTimeStep`), so an overheard code cannot be reused.
 */
export const TOTP_ISSUER = 'Gold Desk'

export const newTotpSecret = () => generateSecret()

export const totpUri = (secret: string, account: string) => generateURI({ issuer: TOTP_ISSUER, label: account, secret })

export const totpQrDataUrl = (uri: string) => QRCode.toDataURL(uri, { margin: 1, width: 220 })

/** The 30-second step the code was for, or null when it is not a current code (or was used already). */
export function acceptedTimeStep(secret: string, typed: string, now: Date, lastTimeStep: number | null): number | null {
  const token = normalizeTotpCode(typed)
  if (!/^\d{6}$/.test(token)) return null
  const result = verifySync({
    secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
    ...(lastTimeStep === null ? {} : { afterTimeStep: lastTimeStep }),
  })
  return result.valid && 'timeStep' in result ? result.timeStep : null
}

/** TOTP secrets are sealed at rest: a database copy alone does not give anyone's codes. */
export const sealSecret = (sessionSecret: string, secret: string) => sealText(sessionSecret, 'totp-secret', secret)

export const openSecret = (sessionSecret: string, sealed: string) => openText(sessionSecret, 'totp-secret', sealed)

/** Fresh recovery codes: shown once, stored only as HMACs. */
export function newRecoveryCodes(sessionSecret: string) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCodeOf(randomBytes(10)))
  return { codes, hashes: codes.map((c) => recoveryCodeHash(sessionSecret, c)) }
}

export const recoveryCodeHash = (sessionSecret: string, typed: string) =>
  hmacSha256(sessionSecret, `recovery:${normalizeRecoveryCode(typed)}`)
