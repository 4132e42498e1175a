import { authErrors, normalizeEmail } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { assertAllowed, consumeRateLimits } from '../platform/rate-limit.ts'
import { burnPasswordCheck, verifyPassword } from './password.ts'
import { identityRepository } from './auth-platform-repository.ts'
import { createSession } from './session-service.ts'

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

export type LoginResult = {
  accessToken: string
  principal: {
    kind: 'staff' | 'superadmin'
    role: 'TENANT_ADMIN' | 'TENANT_EMPLOYEE' | null
    userId: string
    name: string
    tenantId: string | null
    tenantSlug: string | null
  }
}

/**
 * Staff and super admin login (interfaces.md section 3). Only failures count against the limits,
 * but every attempt takes a slot of both limits atomically before the password is checked and a
 * success gives them back: checking first and recording after let concurrent guesses all pass the
 * check (found by test/abuse-brute-force.test.ts: 40 parallel guesses, 15 evaluated).
 */
export async function login(
  ctx: AppContext,
  input: { email: unknown; password: unknown; ip: string },
): Promise<LoginResult> {
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
  const succeed = async (result: LoginResult) => {
    if (slots.allowed) await slots.release()
    return result
  }

  const fail = () => authErrors.error('invalidCredentials')
  if (!email || !password) throw fail()

  const identities = identityRepository(ctx)
  const user = await identities.staffByEmail(email)
  if (user) {
    if (!user.isActive || !(await verifyPassword(password, user.passwordHash))) throw fail()
    const accessToken = await createSession(ctx, 'staff', user.id, user.tenantId)
    return succeed({
      accessToken,
      principal: {
        kind: 'staff',
        role: user.role as LoginResult['principal']['role'],
        userId: user.id,
        name: user.name,
        tenantId: user.tenantId,
        tenantSlug: user.tenant.slug,
      },
    })
  }
  const admin = await identities.superAdminByEmail(email)
  if (admin && (await verifyPassword(password, admin.passwordHash))) {
    const accessToken = await createSession(ctx, 'superadmin', admin.id, null)
    return succeed({
      accessToken,
      principal: {
        kind: 'superadmin',
        role: null,
        userId: admin.id,
        name: admin.name,
        tenantId: null,
        tenantSlug: null,
      },
    })
  }
  if (!admin) await burnPasswordCheck(password)
  throw fail()
}
