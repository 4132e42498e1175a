import { randomBytes, randomUUID } from 'node:crypto'
import { PASSWORD_RESET_TTL_MS, authErrors, normalizeEmail } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { assertAllowed, consumeRateLimit, consumeRateLimits, releaseRateLimitHit } from '../platform/rate-limit.ts'
import { hashToken } from '../platform/session-token.ts'
import { identityRepository, type PasswordSubjectKind } from './auth-platform-repository.ts'
import { hashPassword, verifyPassword } from './password.ts'

/**
 * Reset requests mail someone, so every request counts (not only failures, as at login): a few
 * per address an hour, and a bound per client address across addresses.
 */
export const RESET_REQUEST_LIMITS = {
  perAccount: { limit: 5, windowMs: 60 * 60_000 },
  perIp: { limit: 20, windowMs: 15 * 60_000 },
}
/** Wrong current passwords allowed per account: a stolen session cannot guess the password fast. */
export const CHANGE_PASSWORD_LIMIT = { limit: 10, windowMs: 15 * 60_000 }

type ResetSubject = { kind: PasswordSubjectKind; id: string; email: string; name: string }

/** Mail a single-use link to `<main origin>/reset-password?token=…`, valid 60 minutes; only its hash is stored. */
export async function sendResetLink(ctx: AppContext, subject: ResetSubject, sentBy?: string) {
  const token = randomBytes(32).toString('base64url')
  const now = ctx.now()
  await identityRepository(ctx).insertPasswordReset({
    subjectKind: subject.kind,
    subjectId: subject.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
  })
  const url = `${ctx.config.publicOrigin}/reset-password?token=${token}`
  const why = sentBy ? `${sentBy} sent you a link to set a new password` : 'Someone asked to reset your password'
  await ctx.mailer.send({
    to: [subject.email],
    subject: 'Set a new Gold Desk password',
    text: `Hello ${subject.name},\n\n${why} for ${subject.email}. Open this link within 60 minutes to choose a new password:\n\n${url}\n\nThe link works once. If you did not expect it, ignore this email: your password stays as it is.`,
    html: `<p>Hello ${escapeHtml(subject.name)},</p><p>${escapeHtml(why)} for ${escapeHtml(subject.email)}. Open this link within 60 minutes to choose a new password:</p><p><a href="${url}">${url}</a></p><p>The link works once. If you did not expect it, ignore this email: your password stays as it is.</p>`,
  })
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * "Forgot password" (public): the same answer, in the same time, whether or not the address has an
 * account, so the form cannot be used to find out who works where. A disabled account gets no link.
 */
export async function requestPasswordReset(ctx: AppContext, input: { email: string; ip: string }) {
  const email = normalizeEmail(input.email)
  if (!email) throw authErrors.error('invalidRequest', { message: 'A valid email address is required.' })
  const now = ctx.now()
  assertAllowed(
    await consumeRateLimits(
      ctx.db,
      [
        { key: `reset:account:${email}`, rule: RESET_REQUEST_LIMITS.perAccount },
        { key: `reset:ip:${input.ip}`, rule: RESET_REQUEST_LIMITS.perIp },
      ],
      now,
    ),
  )
  // Whether the address has an account is decided by the job: the request does the same work for
  // every address, so its answer time cannot tell (mail over SMTP took ~200 ms more when it did).
  await ctx.jobs.enqueue('password-reset', randomUUID(), { email })
  return { success: true as const }
}

/** The `password-reset` job: mail a link to the account of `email`, if it has one that may sign in. */
export async function sendRequestedResetLink(ctx: AppContext, email: string) {
  const identities = identityRepository(ctx)
  const staff = await identities.staffByEmail(email)
  if (staff?.isActive) await sendResetLink(ctx, { kind: 'staff', id: staff.id, email, name: staff.name })
  if (!staff) {
    const admin = await identities.superAdminByEmail(email)
    if (admin) await sendResetLink(ctx, { kind: 'superadmin', id: admin.id, email, name: admin.name })
  }
}

/** Set a new password with a reset link: single use, within its 60 minutes; every session of the account ends. */
export async function resetPassword(ctx: AppContext, input: { token: string; newPassword: string }) {
  const passwordHash = await hashPassword(input.newPassword)
  const done = await identityRepository(ctx).resetPassword(hashToken(input.token), passwordHash, ctx.now())
  if (!done) throw authErrors.error('resetLinkInvalid')
  return { success: true as const }
}

/**
 * A signed-in staff member or super admin changes their own password: the current one must be
 * right; this session stays signed in and the account's other sessions end.
 */
export async function changePassword(
  ctx: AppContext,
  who: { kind: PasswordSubjectKind; userId: string; sessionId: string },
  input: { currentPassword: string; newPassword: string },
) {
  const now = ctx.now()
  const slot = await consumeRateLimit(ctx.db, `password:change:${who.kind}:${who.userId}`, CHANGE_PASSWORD_LIMIT, now)
  assertAllowed(slot)
  const identities = identityRepository(ctx)
  const account = await identities.passwordOf(who.kind, who.userId)
  if (!account || !(await verifyPassword(input.currentPassword, account.passwordHash)))
    throw authErrors.error('wrongCurrentPassword')
  await identities.setPassword(who.kind, who.userId, await hashPassword(input.newPassword))
  await identities.revokeSessionsOf(who.kind, who.userId, now, who.sessionId)
  // Only wrong guesses count.
  await releaseRateLimitHit(ctx.db, slot)
  return { success: true as const }
}
