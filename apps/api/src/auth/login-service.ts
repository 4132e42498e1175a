import { authErrors, normalizeEmail } from '@gold/core'
import type { AppContext } from '../context.ts'
import { assertAllowed, isRateLimited, recordHit } from '../platform/rate-limit.ts'
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

/** Staff and super admin login (interfaces.md section 3). Only failures count against the limits. */
export async function login(ctx: AppContext, input: { email: unknown; password: unknown; ip: string }): Promise<LoginResult> {
  const email = normalizeEmail(input.email)
  const password = typeof input.password === 'string' ? input.password : ''
  const now = ctx.now()
  const accountKey = `login:account:${email ?? 'invalid'}`
  const ipKey = `login:ip:${input.ip}`
  assertAllowed(await isRateLimited(ctx.db, accountKey, LOGIN_LIMITS.perAccount, now))
  assertAllowed(await isRateLimited(ctx.db, ipKey, LOGIN_LIMITS.perIp, now))

  const fail = async () => {
    await recordHit(ctx.db, accountKey, now)
    await recordHit(ctx.db, ipKey, now)
    return authErrors.error('invalidCredentials')
  }
  if (!email || !password) throw await fail()

  const user = await ctx.db.prisma.user.findUnique({ where: { email }, include: { tenant: true } })
  if (user) {
    if (!user.isActive || !(await verifyPassword(password, user.passwordHash))) throw await fail()
    const accessToken = await createSession(ctx, 'staff', user.id, user.tenantId)
    return {
      accessToken,
      principal: { kind: 'staff', role: user.role as LoginResult['principal']['role'], userId: user.id, name: user.name, tenantId: user.tenantId, tenantSlug: user.tenant.slug },
    }
  }
  const admin = await ctx.db.prisma.superAdmin.findUnique({ where: { email } })
  if (admin && (await verifyPassword(password, admin.passwordHash))) {
    const accessToken = await createSession(ctx, 'superadmin', admin.id, null)
    return { accessToken, principal: { kind: 'superadmin', role: null, userId: admin.id, name: admin.name, tenantId: null, tenantSlug: null } }
  }
  if (!admin) await burnPasswordCheck(password)
  throw await fail()
}
