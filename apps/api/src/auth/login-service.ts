import { authErrors, normalizeEmail } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { assertAllowed, consumeRateLimits } from '../platform/rate-limit.ts'
import { burnPasswordCheck, verifyPassword } from './password.ts'
import { identityRepository } from './auth-platform-repository.ts'
import { createSession, type Device } from './session-service.ts'
import { staffPrincipal, superAdminPrincipal, type LoginResult } from './sign-in-principal.ts'
import { secondFactorNeeded, type SecondFactorRequired } from './second-factor-service.ts'

export type { LoginResult } from './sign-in-principal.ts'

/**
 * Failed logins allowed. The lock is per account and client address, so someone guessing from
 * their addresses cannot lock the owner out of theirs; each address is also limited across
 * accounts; and an account has a much higher limit over all addresses, a slow back-off against
 * guessing from many addresses that does not lock the owner out quickly.
 */
export const LOGIN_LIMITS = {
  perAccountAndIp: { limit: 10, windowMs: 15 * 60_000 },
  perIp: { limit: 50, windowMs: 15 * 60_000 },
  perAccount: { limit: 100, windowMs: 60 * 60_000 },
}

/**
 * Staff and super admin login (interfaces.md section 3). Only failures count against the limits,
 * but every attempt takes a slot of both limits atomically before the password is checked and a
 * success gives them back: checking first and recording after let concurrent guesses all pass the
 * check (found by test/abuse-brute-force.test.ts: 40 parallel guesses, 15 evaluated).
 */
/**
 * The password step's answer: signed in (interfaces.md section 3, exactly as before), or, for an
 * account with TOTP or one its shop requires to have it (issue 26), the second step to take.
 */
export async function login(
  ctx: AppContext,
  input: { email: unknown; password: unknown; ip: string; userAgent?: string },
): Promise<LoginResult | SecondFactorRequired> {
  const email = normalizeEmail(input.email)
  const password = typeof input.password === 'string' ? input.password : ''
  const now = ctx.now()
  const account = email ?? 'invalid'
  const slots = await consumeRateLimits(
    ctx.db,
    [
      { key: `login:account-ip:${account}:${input.ip}`, rule: LOGIN_LIMITS.perAccountAndIp },
      { key: `login:ip:${input.ip}`, rule: LOGIN_LIMITS.perIp },
      { key: `login:account:${account}`, rule: LOGIN_LIMITS.perAccount },
    ],
    now,
  )
  assertAllowed(slots)
  const device: Device = { ip: input.ip, userAgent: input.userAgent ?? null }
  const succeed = async <R>(result: R) => {
    if (slots.allowed) await slots.release()
    return result
  }

  const fail = () => authErrors.error('invalidCredentials')
  if (!email || !password) throw fail()

  const identities = identityRepository(ctx)
  const user = await identities.staffByEmail(email)
  if (user) {
    if (!user.isActive || !(await verifyPassword(password, user.passwordHash))) throw fail()
    const second = await secondFactorNeeded(ctx, { kind: 'staff', id: user.id }, user)
    if (second) return succeed(second)
    const accessToken = await createSession(ctx, 'staff', user.id, user.tenantId, device)
    return succeed({ accessToken, principal: staffPrincipal(user) })
  }
  const admin = await identities.superAdminByEmail(email)
  if (admin && (await verifyPassword(password, admin.passwordHash))) {
    const second = await secondFactorNeeded(ctx, { kind: 'superadmin', id: admin.id }, null)
    if (second) return succeed(second)
    const accessToken = await createSession(ctx, 'superadmin', admin.id, null, device)
    return succeed({ accessToken, principal: superAdminPrincipal(admin) })
  }
  if (!admin) await burnPasswordCheck(password)
  throw fail()
}
