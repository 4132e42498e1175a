import { randomBytes } from 'node:crypto'
import { VERIFICATION_CODE_BYTES, verificationCodeFrom } from '@gold/core'

/** A certificate's public verification code: 80 bits from the system's cryptographic source. */
export const newVerificationCode = () => verificationCodeFrom(randomBytes(VERIFICATION_CODE_BYTES))
