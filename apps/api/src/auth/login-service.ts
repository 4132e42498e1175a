import { authErrors, normalizeEmail } from '@gold/core'
import type { AppContext } from '../context.ts'
import { assertAllowed, consumeRateLimit, releaseRateLimitHit } from '../platform/rate-limit.ts'
import { burnPasswordCheck, verifyPassword } from './password.ts'
import { createSession } from './session-service.ts'

/** Failed logins allowed per account and per client address in a 15 minute window. */
export const LOGIN_LIMITS = { perAccount: { limit: 10, windowMs: 15 * 60_000 }, perIp: { limit: 50, windowMs: 15 * 60_000 } }

export type LoginResult = {
  accessToken: string
  principal: {
    kind: 'staff' | 'superadmin'; role: 'TENANT_ADMIN' | 'TENANT_EMPLOYEE' | null
    userId: string; name: string; tenantId: string | null; tenantSlug: string | null
  }
}

/**
 * Staff and super admin login (interfaces.md section 3). Only failures count against the limits,
 * but every attempt takes a slot of both limits atomically before the password is checked and a
 * success gives them back: checking first and recording after let concurrent guesses all pass the
 * check (found by test/abuse-brute-force.test.ts: 40 parallel guesses, 15 evaluated).
 */
export async function login(ctx: AppContext, input: { email: unknown; password: unknown; ip: string }): Promise<LoginResult> {
  const email = normalizeEmail(input.email)
  const password = typeof input.password === 'string' ? input.password : ''
  const now = ctx.now()
  const account = await consumeRateLimit(ctx.db, `login:account:${email ?? 'invalid'}`, LOGIN_LIMITS.perAccount, now)
  assertAllowed(account)
  const ip = await consumeRateLimit(ctx.db, `login:ip:${input.ip}`, LOGIN_LIMITS.perIp, now)
  if (!ip.allowed) await releaseRateLimitHit(ctx.db, account)
  assertAllowed(ip)
  const succeed = async (result: LoginResult) => {
    await releaseRateLimitHit(ctx.db, account)
    await releaseRateLimitHit(ctx.db, ip)
    return result
  }

  const fail = () => authErrors.error('invalidCredentials')
  if (!email || !password) throw fail()

  const user = await ctx.db.prisma.user.findUnique({ where: { email }, include: { tenant: true } })
  if (user) {
    if (!user.isActive || !(await verifyPassword(password, user.passwordHash))) throw fail()
    const accessToken = await createSession(ctx, 'staff', user.id, user.tenantId)
    return succeed({
      accessToken,
      principal: { kind: 'staff', role: user.role as LoginResult['principal']['role'], userId: user.id, name: user.name, tenantId: user.tenantId, tenantSlug: user.tenant.slug },
    })
  }
  const admin = await ctx.db.prisma.superAdmin.findUnique({ where: { email } })
  if (admin && (await verifyPassword(password, admin.passwordHash))) {
    const accessToken = await createSession(ctx, 'superadmin', admin.id, null)
    return succeed({ accessToken, principal: { kind: 'superadmin', role: null, userId: admin.id, name: admin.name, tenantId: null, tenantSlug: null } })
  }
  if (!admin) await burnPasswordCheck(password)
  throw fail()
}
