import { Router } from 'express'
import type { AppContext } from '../platform/context.ts'
import { SESSION_COOKIE, clientIp, handle, hostSlugOf, openWhileSuspended, requestToken, requirePrincipal } from '../http/request-context.ts'
import { login } from './login-service.ts'
import { consumeOtp, sendOtp } from './otp-service.ts'
import { portalLogin } from './portal-login-service.ts'
import { revokeSession } from './session-service.ts'

const cookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, secure, path: '/' })

export function authRoutes(ctx: AppContext) {
  const r = Router()
  r.post('/auth/login', handle(async (req, res) => {
    const result = await login(ctx, { email: req.body?.email, password: req.body?.password, ip: clientIp(req) })
    res.cookie(SESSION_COOKIE, result.accessToken, { ...cookieOptions(req.secure), maxAge: 7 * 86_400_000 })
    return result
  }))
  r.get('/auth/me', openWhileSuspended, handle(async (req) => {
    const { sessionId: _sessionId, ...principal } = await requirePrincipal(ctx, req)
    return { principal }
  }))
  r.post('/auth/logout', handle(async (req, res) => {
    const token = requestToken(req)
    if (token) await revokeSession(ctx, token)
    res.clearCookie(SESSION_COOKIE, cookieOptions(req.secure))
    return { success: true }
  }))
  r.post('/otp/send', handle(async (req) => sendOtp(ctx, { tenant: req.body?.tenant, email: req.body?.email, ip: clientIp(req) })))
  r.post('/otp/verify', handle(async (req) => {
    await consumeOtp(ctx, { tenant: req.body?.tenant, email: req.body?.email, code: req.body?.code })
    return { success: true }
  }))
  r.post('/portal/login', handle(async (req, res) => {
    const tenant = req.body?.tenant ?? hostSlugOf(ctx, req)
    const result = await portalLogin(ctx, { tenant, email: req.body?.email, code: req.body?.code })
    res.cookie(SESSION_COOKIE, result.token, { ...cookieOptions(req.secure), maxAge: 30 * 86_400_000 })
    return result
  }))
  return r
}
