import { changePasswordInput, requestPasswordResetInput, resetPasswordInput, secondFactorInput } from '@gold/core'
import { z } from 'zod'
import { SESSION_COOKIE, clientIp, requestToken } from '../http/request-context.ts'
import { findActiveTenantBySlug, tenantLabel } from '../platform/tenants.ts'
import { authedProcedure, openWhileSuspended, passwordHolderProcedure, publicProcedure, router } from '../trpc/trpc.ts'
import { login } from './login-service.ts'
import { completeSecondFactor, enrolAtSignIn } from './second-factor-service.ts'
import { consumeOtp, sendOtp } from './otp-service.ts'
import { changePassword, requestPasswordReset, resetPassword } from './password-service.ts'
import { portalPhoneLogin, sendPhoneOtp } from './phone-sign-in-service.ts'
import { portalLogin } from './portal-login-service.ts'
import { revokeSession } from './session-service.ts'

const cookie = (secure: boolean, maxAge: number) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
  path: '/',
  maxAge,
})

export const authRouter = router({
  me: publicProcedure.meta(openWhileSuspended).query(async ({ ctx }) => {
    const p = ctx.principal
    if (!p) return null
    const tenant = 'tenantId' in p ? await tenantLabel(ctx.app, p.tenantId) : null
    return { ...p, sessionId: undefined, tenantName: tenant?.name ?? null }
  }),
  login: publicProcedure
    .input(z.object({ email: z.string(), password: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const result = await login(ctx.app, { ...input, ip: clientIp(ctx.req), userAgent: ctx.req.get('user-agent') })
      if ('secondFactor' in result) return result
      ctx.res.cookie(SESSION_COOKIE, result.accessToken, cookie(ctx.req.secure, 7 * 86_400_000))
      return result.principal
    }),
  /** The QR code and secret of an enrolment the shop requires at sign-in (`method: 'enrol'`). */
  loginEnrol: publicProcedure
    .input(z.object({ challenge: z.string().max(200) }))
    .mutation(({ ctx, input }) => enrolAtSignIn(ctx.app, input.challenge)),
  /** The second step: a TOTP code or a recovery code; signs in as `login` does, with recovery codes after an enrolment. */
  loginSecondFactor: publicProcedure.input(secondFactorInput).mutation(async ({ ctx, input }) => {
    const result = await completeSecondFactor(ctx.app, {
      ...input,
      device: { ip: clientIp(ctx.req), userAgent: ctx.req.get('user-agent') ?? null },
    })
    ctx.res.cookie(SESSION_COOKIE, result.accessToken, cookie(ctx.req.secure, 7 * 86_400_000))
    return { principal: result.principal, recoveryCodes: result.recoveryCodes ?? null }
  }),
  logout: authedProcedure.meta(openWhileSuspended).mutation(async ({ ctx }) => {
    const token = requestToken(ctx.req)
    if (token) await revokeSession(ctx.app, token)
    ctx.res.clearCookie(SESSION_COOKIE, { path: '/' })
    return { success: true }
  }),
  /** Keeps this session; the account's other sessions end. */
  changePassword: passwordHolderProcedure
    .meta(openWhileSuspended)
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx.app, ctx.principal, input)),
  /** "Forgot password?": `{success: true}` whether or not the address has an account. */
  requestPasswordReset: publicProcedure
    .input(requestPasswordResetInput)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.app, { email: input.email, ip: clientIp(ctx.req) })),
  /** The emailed link's token, once, within 60 minutes; every session of the account ends. */
  resetPassword: publicProcedure.input(resetPasswordInput).mutation(({ ctx, input }) => resetPassword(ctx.app, input)),
  sendOtp: publicProcedure
    .input(z.object({ tenant: z.string(), email: z.string() }))
    .mutation(({ ctx, input }) => sendOtp(ctx.app, { ...input, ip: clientIp(ctx.req) })),
  verifyOtp: publicProcedure
    .input(z.object({ tenant: z.string(), email: z.string(), code: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await consumeOtp(ctx.app, input)
      return { success: true }
    }),
  portalLogin: publicProcedure
    .input(z.object({ tenant: z.string(), email: z.string(), code: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const result = await portalLogin(ctx.app, input)
      ctx.res.cookie(SESSION_COOKIE, result.token, cookie(ctx.req.secure, 30 * 86_400_000))
      return result.customer
    }),
  /** Issue 27: a sign-in code by SMS to a borrower's registered phone; `{success: true}` for any number. */
  sendPhoneOtp: publicProcedure
    .input(z.object({ tenant: z.string(), phone: z.string() }))
    .mutation(({ ctx, input }) => sendPhoneOtp(ctx.app, { ...input, ip: clientIp(ctx.req) })),
  portalPhoneLogin: publicProcedure
    .input(z.object({ tenant: z.string(), phone: z.string(), code: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const result = await portalPhoneLogin(ctx.app, input)
      ctx.res.cookie(SESSION_COOKIE, result.token, cookie(ctx.req.secure, 30 * 86_400_000))
      return result.customer
    }),
  tenantBySlug: publicProcedure.input(z.object({ slug: z.string() })).query(async ({ ctx, input }) => {
    const t = await findActiveTenantBySlug(ctx.app, input.slug)
    return t ? { name: t.name, slug: t.slug } : null
  }),
})
