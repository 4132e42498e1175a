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
import { type OtpAddress, authRepository } from './auth-repository.ts'

/** Codes sent per address and per client address in a 10 minute window. */
export const OTP_SEND_LIMITS = {
  perAddress: { limit: 5, windowMs: 10 * 60_000 },
  perIp: { limit: 200, windowMs: 10 * 60_000 },
}

/** An email code hashes over the address as before; a phone code over `sms:<phone>`, which no email can be. */
function codeHash(ctx: AppContext, tenantId: string, address: OtpAddress, code: string) {
  const to = 'email' in address ? address.email : `sms:${address.phone}`
  return hmacSha256(ctx.config.sessionSecret, `${tenantId}:${to}:${code}`)
}

export async function requireTenant(ctx: AppContext, slug: unknown) {
  const tenant = typeof slug === 'string' ? await findActiveTenantBySlug(ctx, slug.trim()) : null
  if (!tenant) throw authErrors.error('tenantNotFound')
  return tenant
}

/** Email a 6-digit code; answers the same whether or not the address belongs to a customer. */
export async function sendOtp(ctx: AppContext, input: { tenant: unknown; email: unknown; ip: string }) {
  const tenant = await requireTenant(ctx, input.tenant)
  const email = normalizeEmail(input.email)
  if (!email) throw authErrors.error('invalidRequest', { message: 'A valid email address is required.' })
  await limitOtpSends(ctx, `otp:send:${tenant.id}:${email}`, input.ip)
  const code = await issueOtp(ctx, tenant.id, { email })
  await ctx.mailer.send({
    to: [email],
    subject: `Your ${tenant.name} verification code`,
    text: `Your verification code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this email.`,
    html: `<p>Your verification code is <strong>${code}</strong>.</p><p>It expires in 10 minutes. If you did not ask for it, ignore this email.</p>`,
  })
  return { success: true as const }
}

/** The per-address and per-client limits on sending codes, the same for email and SMS. */
export async function limitOtpSends(ctx: AppContext, addressKey: string, ip: string) {
  const now = ctx.now()
  assertAllowed(await consumeRateLimit(ctx.db, addressKey, OTP_SEND_LIMITS.perAddress, now))
  assertAllowed(await consumeRateLimit(ctx.db, `otp:send-ip:${ip}`, OTP_SEND_LIMITS.perIp, now))
}

/** A fresh 6-digit code for the address, stored as its HMAC; returns the code to send. */
export async function issueOtp(ctx: AppContext, tenantId: string, address: OtpAddress) {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0')
  await authRepository(ctx, tenantId).insertOtp({
    ...address,
    codeHash: codeHash(ctx, tenantId, address, code),
    expiresAt: new Date(ctx.now().getTime() + OTP_TTL_MS),
  })
  return code
}

/** The code as sent: a string trimmed, or a number padded to 6 digits; anything else is no code. */
export function codeOf(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw).padStart(6, '0') : ''
}

/**
 * Check a code against the newest live code for the address: at most 5 tries, 10 minutes, one use.
 * A match consumes the code and records an email verification (valid 30 minutes).
 */
export async function consumeOtp(ctx: AppContext, input: { tenant: unknown; email: unknown; code: unknown }) {
  const tenant = await requireTenant(ctx, input.tenant)
  const email = normalizeEmail(input.email)
  const code = codeOf(input.code)
  if (!email || !/^\d{6}$/.test(code)) throw authErrors.error('invalidCode')
  await claimOtp(ctx, tenant.id, { email }, code)
  await authRepository(ctx, tenant.id).recordEmailVerification(email, ctx.now())
  return { tenant, email }
}

/** Use the newest live code of the address when `code` is it; 400 `Invalid or expired code.` otherwise. */
export async function claimOtp(ctx: AppContext, tenantId: string, address: OtpAddress, code: string) {
  const codes = authRepository(ctx, tenantId)
  const now = ctx.now()
  const live = await codes.liveOtp(address, now, OTP_MAX_TRIES)
  if (!live) throw authErrors.error('invalidCode')
  // Claim one of the tries before comparing, in one conditional update: counting only after a
  // mismatch let concurrent guesses all see the same count, so far more than five were checked
  // (found by test/abuse-brute-force.test.ts). A correct code uses up a try too.
  if (!(await codes.claimOtpTry(live.id, OTP_MAX_TRIES))) throw authErrors.error('invalidCode')
  if (!safeEqual(live.codeHash, codeHash(ctx, tenantId, address, code))) throw authErrors.error('invalidCode')
  if (!(await codes.consumeOtp(live.id, now))) throw authErrors.error('invalidCode')
}

/** Whether the address was OTP-verified for the tenant within the last 30 minutes. */
export async function recentEmailVerification(ctx: AppContext, tenantId: string, email: string) {
  const since = new Date(ctx.now().getTime() - EMAIL_VERIFICATION_TTL_MS)
  return authRepository(ctx, tenantId).emailVerifiedSince(email.toLowerCase(), since)
}
