import type { Principal } from '@gold/core'
import { Router } from 'express'
import type { AppContext } from '../platform/context.ts'
import { bodyFields } from '../http/json-body.ts'
import { SESSION_COOKIE, clientIp, hostSlugOf, requestToken } from '../http/request-context.ts'
import { guardedRoutes, publicGuard, signedInGuard } from '../http/route-guards.ts'
import { login } from './login-service.ts'
import { completeSecondFactor, enrolAtSignIn } from './second-factor-service.ts'
import { consumeOtp, sendOtp } from './otp-service.ts'
import { portalPhoneLogin, sendPhoneOtp } from './phone-sign-in-service.ts'
import { portalLogin } from './portal-login-service.ts'
import { revokeSession } from './session-service.ts'

const text = (v: unknown) => (typeof v === 'string' ? v : undefined)
const cookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, secure, path: '/' })

export function authRestRoutes(ctx: AppContext) {
  const r = guardedRoutes(publicGuard)
  r.post('/auth/login', async (_, req, res) => {
    const body = bodyFields(req)
    const result = await login(ctx, {
      email: body.email,
      password: body.password,
      ip: clientIp(req),
      userAgent: req.get('user-agent'),
    })
    // Issue 26: an account with TOTP (or required to have it) answers the second step to take, no session yet.
    if ('secondFactor' in result) return result
    res.cookie(SESSION_COOKIE, result.accessToken, { ...cookieOptions(req.secure), maxAge: 7 * 86_400_000 })
    return result
  })
  r.post('/auth/login/enrol', (_, req) => enrolAtSignIn(ctx, text(bodyFields(req).challenge) ?? ''))
  r.post('/auth/login/second-factor', async (_, req, res) => {
    const body = bodyFields(req)
    const result = await completeSecondFactor(ctx, {
      challenge: text(body.challenge) ?? '',
      code: text(body.code),
      recoveryCode: text(body.recoveryCode),
      device: { ip: clientIp(req), userAgent: req.get('user-agent') ?? null },
    })
    res.cookie(SESSION_COOKIE, result.accessToken, { ...cookieOptions(req.secure), maxAge: 7 * 86_400_000 })
    return result
  })
  // Signing out needs no live principal: any token sent is revoked, and the cookie cleared.
  r.post('/auth/logout', async (_, req, res) => {
    const token = requestToken(req)
    if (token) await revokeSession(ctx, token)
    res.clearCookie(SESSION_COOKIE, cookieOptions(req.secure))
    return { success: true }
  })
  r.post('/otp/send', (_, req) => {
    const body = bodyFields(req)
    return sendOtp(ctx, { tenant: body.tenant, email: body.email, ip: clientIp(req) })
  })
  r.post('/otp/verify', async (_, req) => {
    const body = bodyFields(req)
    await consumeOtp(ctx, { tenant: body.tenant, email: body.email, code: body.code })
    return { success: true }
  })
  r.post('/portal/login', async (_, req, res) => {
    const body = bodyFields(req)
    const tenant = body.tenant ?? hostSlugOf(ctx, req)
    const result = await portalLogin(ctx, { tenant, email: body.email, code: body.code })
    res.cookie(SESSION_COOKIE, result.token, { ...cookieOptions(req.secure), maxAge: 30 * 86_400_000 })
    return result
  })
  // Issue 27: sign-in by a code texted to the borrower's registered phone (not in interfaces.md).
  r.post('/otp/send-sms', (_, req) => {
    const body = bodyFields(req)
    return sendPhoneOtp(ctx, { tenant: body.tenant ?? hostSlugOf(ctx, req), phone: body.phone, ip: clientIp(req) })
  })
  r.post('/portal/login/phone', async (_, req, res) => {
    const body = bodyFields(req)
    const tenant = body.tenant ?? hostSlugOf(ctx, req)
    const result = await portalPhoneLogin(ctx, { tenant, phone: body.phone, code: body.code })
    res.cookie(SESSION_COOKIE, result.token, { ...cookieOptions(req.secure), maxAge: 30 * 86_400_000 })
    return result
  })

  // Who is signed in, for the apps; staff of a suspended shop see `tenantSuspended: true`.
  const me = guardedRoutes(signedInGuard(ctx, { openWhileSuspended: true })).get('/auth/me', (caller) => ({
    principal: restPrincipal(caller),
  }))
  return Router().use(r.router, me.router)
}

/** The principal as REST answers it: without the session id, and without a staff member's roles and permissions (tRPC `auth.me` carries those). */
function restPrincipal({ sessionId: _sessionId, ...principal }: Principal) {
  if (principal.kind !== 'staff') return principal
  const { roles: _roles, permissions: _permissions, ...staff } = principal
  return staff
}
