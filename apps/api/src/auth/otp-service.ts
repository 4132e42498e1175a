import { randomInt } from 'node:crypto'
import {
  EMAIL_VERIFICATION_TTL_MS,
  OTP_MAX_TRIES,
  OTP_TTL_MS,
  authErrors,
  normalizeEmail,
  hmacSha256,
  safeEqual,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { assertAllowed, consumeRateLimit } from '../platform/rate-limit.ts'
import { findActiveTenantBySlug } from '../platform/tenants.ts'
import { authRepository } from './auth-repository.ts'

/** Codes sent per address and per client address in a 10 minute window. */
export const OTP_SEND_LIMITS = {
  perAddress: { limit: 5, windowMs: 10 * 60_000 },
  perIp: { limit: 200, windowMs: 10 * 60_000 },
}

function codeHash(ctx: AppContext, tenantId: string, email: string, code: string) {
  return hmacSha256(ctx.config.sessionSecret, `${tenantId}:${email}:${code}`)
}

async function requireTenant(ctx: AppContext, slug: unknown) {
  const tenant = typeof slug === 'string' ? await findActiveTenantBySlug(ctx, slug.trim()) : null
  if (!tenant) throw authErrors.error('tenantNotFound')
  return tenant
}

/** Email a 6-digit code; answers the same whether or not the address belongs to a customer. */
export async function sendOtp(ctx: AppContext, input: { tenant: unknown; email: unknown; ip: string }) {
  const tenant = await requireTenant(ctx, input.tenant)
  const email = normalizeEmail(input.email)
  if (!email) throw authErrors.error('invalidRequest', { message: 'A valid email address is required.' })
  const now = ctx.now()
  assertAllowed(await consumeRateLimit(ctx.db, `otp:send:${tenant.id}:${email}`, OTP_SEND_LIMITS.perAddress, now))
  assertAllowed(await consumeRateLimit(ctx.db, `otp:send-ip:${input.ip}`, OTP_SEND_LIMITS.perIp, now))
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0')
  await authRepository(ctx, tenant.id).insertOtp({
    email,
    codeHash: codeHash(ctx, tenant.id, email, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
  })
  await ctx.mailer.send({
    to: [email],
    subject: `Your ${tenant.name} verification code`,
    text: `Your verification code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this email.`,
    html: `<p>Your verification code is <strong>${code}</strong>.</p><p>It expires in 10 minutes. If you did not ask for it, ignore this email.</p>`,
  })
  return { success: true as const }
}

/**
 * Check a code against the newest live code for the address: at most 5 tries, 10 minutes, one use.
 * A match consumes the code and records an email verification (valid 30 minutes).
 */
export async function consumeOtp(ctx: AppContext, input: { tenant: unknown; email: unknown; code: unknown }) {
  const tenant = await requireTenant(ctx, input.tenant)
  const email = normalizeEmail(input.email)
  const code =
    typeof input.code === 'string'
      ? input.code.trim()
      : typeof input.code === 'number'
        ? String(input.code).padStart(6, '0')
        : ''
  if (!email || !/^\d{6}$/.test(code)) throw authErrors.error('invalidCode')
  const codes = authRepository(ctx, tenant.id)
  const now = ctx.now()
  const live = await codes.liveOtp(email, now, OTP_MAX_TRIES)
  if (!live) throw authErrors.error('invalidCode')
  // Claim one of the tries before comparing, in one conditional update: counting only after a
  // mismatch let concurrent guesses all see the same count, so far more than five were checked
  // (found by test/abuse-brute-force.test.ts). A correct code uses up a try too.
  if (!(await codes.claimOtpTry(live.id, OTP_MAX_TRIES))) throw authErrors.error('invalidCode')
  if (!safeEqual(live.codeHash, codeHash(ctx, tenant.id, email, code))) throw authErrors.error('invalidCode')
  if (!(await codes.consumeOtp(live.id, now))) throw authErrors.error('invalidCode')
  await codes.recordEmailVerification(email, now)
  return { tenant, email }
}

/** Whether the address was OTP-verified for the tenant within the last 30 minutes. */
export async function recentEmailVerification(ctx: AppContext, tenantId: string, email: string) {
  const since = new Date(ctx.now().getTime() - EMAIL_VERIFICATION_TTL_MS)
  return authRepository(ctx, tenantId).emailVerifiedSince(email.toLowerCase(), since)
}
