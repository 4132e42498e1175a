import { randomBytes } from 'node:crypto'
import {
  SIGN_IN_CHALLENGE_TRIES,
  SIGN_IN_CHALLENGE_TTL_MS,
  holdsMoneyRole,
  secondFactorErrors,
  secondFactorStep,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { hashToken } from '../platform/session-token.ts'
import { createSession, type Device } from './session-service.ts'
import { twoFactorRepository, type Subject } from './two-factor-platform-repository.ts'
import {
  acceptedTimeStep,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  recoveryCodeHash,
  sealSecret,
  totpQrDataUrl,
  totpUri,
} from './totp.ts'
import { assignedRoles } from '../roles/roles-service.ts'
import { staffPrincipal, superAdminPrincipal, type LoginResult } from './sign-in-principal.ts'

/** The password was right; the sign-in goes on with `POST /api/auth/login/second-factor` (after `/enrol` when `method` is `enrol`). */
export type SecondFactorRequired = { secondFactor: { challenge: string; method: 'totp' | 'enrol' } }

/** Whether this account's password sign-in needs a second step, and the challenge that carries it on. */
export async function secondFactorNeeded(
  ctx: AppContext,
  subject: Subject,
  staff: { id: string; tenantId: string; role: string } | null,
): Promise<SecondFactorRequired | null> {
  const repo = twoFactorRepository(ctx)
  const credential = await repo.credential(subject)
  const step = secondFactorStep({
    enrolled: credential?.confirmedAt != null,
    shopRequires: staff !== null && (await repo.shopRequiresTwoFactor(staff.tenantId)),
    holdsMoneyRole: staff !== null && holdsMoneyRole({ role: staff.role, roles: await assignedRoles(ctx, staff) }),
  })
  if (step === 'none') return null
  const challenge = randomBytes(32).toString('base64url')
  await repo.insertChallenge({
    tokenHash: hashToken(challenge),
    subject,
    enrol: step === 'enrol',
    expiresAt: new Date(ctx.now().getTime() + SIGN_IN_CHALLENGE_TTL_MS),
  })
  return { secondFactor: { challenge, method: step === 'enrol' ? 'enrol' : 'totp' } }
}

async function liveChallenge(ctx: AppContext, challenge: string) {
  const found = await twoFactorRepository(ctx).takeChallengeTry(
    hashToken(challenge),
    ctx.now(),
    SIGN_IN_CHALLENGE_TRIES,
  )
  if (!found) throw secondFactorErrors.error('challengeExpired')
  return { ...found, subject: { kind: found.subjectKind as Subject['kind'], id: found.subjectId } }
}

async function accountOf(ctx: AppContext, subject: Subject) {
  const repo = twoFactorRepository(ctx)
  if (subject.kind === 'superadmin') {
    const admin = await repo.superAdminById(subject.id)
    return admin ? { email: admin.email, principal: superAdminPrincipal(admin), tenantId: null } : null
  }
  const user = await repo.staffById(subject.id)
  return user?.isActive ? { email: user.email, principal: staffPrincipal(user), tenantId: user.tenantId } : null
}

/** An enrolment the shop requires, at sign-in: a new secret, its `otpauth://` link and QR code. */
export async function enrolAtSignIn(ctx: AppContext, challenge: string) {
  const c = await liveChallenge(ctx, challenge)
  const account = await accountOf(ctx, c.subject)
  if (!c.enrol || !account) throw secondFactorErrors.error('challengeExpired')
  return startTotpEnrolment(ctx, c.subject, account.email)
}

/** Begin an enrolment (sign-in or account page): the unconfirmed secret replaces any earlier one. */
export async function startTotpEnrolment(ctx: AppContext, subject: Subject, email: string) {
  const secret = newTotpSecret()
  await twoFactorRepository(ctx).startCredential(subject, sealSecret(ctx.config.sessionSecret, secret))
  const otpauthUrl = totpUri(secret, email)
  return { secret, otpauthUrl, qrDataUrl: await totpQrDataUrl(otpauthUrl) }
}

/**
 * Check a TOTP code against the subject's credential (confirmed, or just started when `confirming`)
 * and take its step; a confirmation also sets `confirmedAt`. False for a wrong, old or reused code.
 */
export async function acceptTotpCode(ctx: AppContext, subject: Subject, code: string, confirming: boolean) {
  const repo = twoFactorRepository(ctx)
  const credential = await repo.credential(subject)
  if (!credential) throw secondFactorErrors.error(confirming ? 'notStarted' : 'notEnrolled')
  if (!confirming && !credential.confirmedAt) throw secondFactorErrors.error('notEnrolled')
  const secret = openSecret(ctx.config.sessionSecret, credential.secretCipher)
  const step = acceptedTimeStep(secret, code, ctx.now(), credential.lastTimeStep)
  return step !== null && (await repo.acceptStep(credential.id, step, confirming ? ctx.now() : null))
}

/** New recovery codes for the subject (the old ones stop working): shown once. */
export async function issueRecoveryCodes(ctx: AppContext, subject: Subject) {
  const { codes, hashes } = newRecoveryCodes(ctx.config.sessionSecret)
  await twoFactorRepository(ctx).replaceRecoveryCodes(subject, hashes)
  return codes
}

/**
 * The second step: a current TOTP code (which also confirms an enrolment) or an unused recovery
 * code; then the session, as the password step would have made it. A confirmed enrolment answers
 * its recovery codes too, shown once.
 */
export async function completeSecondFactor(
  ctx: AppContext,
  input: { challenge: string; code?: string; recoveryCode?: string; device: Device },
): Promise<LoginResult & { recoveryCodes?: string[] }> {
  const c = await liveChallenge(ctx, input.challenge)
  const account = await accountOf(ctx, c.subject)
  if (!account) throw secondFactorErrors.error('challengeExpired')
  const repo = twoFactorRepository(ctx)
  const passed =
    input.code !== undefined
      ? await acceptTotpCode(ctx, c.subject, input.code, c.enrol)
      : !c.enrol &&
        input.recoveryCode !== undefined &&
        (await repo.useRecoveryCode(
          c.subject,
          recoveryCodeHash(ctx.config.sessionSecret, input.recoveryCode),
          ctx.now(),
        ))
  if (!passed) throw secondFactorErrors.error('invalidCode')
  if (!(await repo.finishChallenge(c.id, ctx.now()))) throw secondFactorErrors.error('challengeExpired')
  const recoveryCodes = c.enrol ? await issueRecoveryCodes(ctx, c.subject) : undefined
  const accessToken = await createSession(ctx, c.subject.kind, c.subject.id, account.tenantId, input.device)
  return { accessToken, principal: account.principal, ...(recoveryCodes ? { recoveryCodes } : {}) }
}
