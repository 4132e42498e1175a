import { authErrors, canonicalPhone } from '@gold/core'
import { sendSms } from '../messages/sms-client.ts'
import { smsDltFor } from '../messages/sms-dlt-service.ts'
import type { AppContext } from '../platform/context.ts'
import { authRepository } from './auth-repository.ts'
import { claimOtp, codeOf, issueOtp, limitOtpSends, requireTenant } from './otp-service.ts'
import { createSession } from './session-service.ts'

/**
 * Issue 27: text a 6-digit sign-in code to a borrower's registered phone. Answers `{success: true}`
 * for any valid number of a known shop, registered or not, as the email code does, so the answer
 * never tells who borrows here. Unlike an email code, an unknown number is sent nothing: a public
 * form that texts any number on request would be a free SMS cannon (and SMS costs the shop money).
 * The SMS goes after the answer so that its provider's latency does not tell either; a provider
 * failure is logged (the borrower asks again).
 */
export async function sendPhoneOtp(ctx: AppContext, input: { tenant: unknown; phone: unknown; ip: string }) {
  const tenant = await requireTenant(ctx, input.tenant)
  const phone = canonicalPhone(input.phone)
  if (!phone)
    throw authErrors.error('invalidRequest', { message: 'Phone number must be a valid 10-digit Indian mobile number.' })
  await limitOtpSends(ctx, `otp:send-sms:${tenant.id}:${phone}`, input.ip)
  const customer = await authRepository(ctx, tenant.id).customerByPhone(phone)
  if (customer) {
    const code = await issueOtp(ctx, tenant.id, { phone })
    const text = `${code} is your ${tenant.name} sign-in code. It expires in 10 minutes. Do not share it with anyone.`
    void smsDltFor(ctx, tenant.id, 'signInCode')
      .then((dlt) => {
        if (dlt.send) return sendSms(ctx, { phone, text }, undefined, dlt)
        ctx.log.warn({ tenantId: tenant.id, reason: dlt.reason }, 'sign-in code SMS not sent')
        return { ok: true as const, via: 'outbox' as const }
      })
      .then((sent) => {
        if (!sent.ok) ctx.log.warn({ tenantId: tenant.id, error: sent.error }, 'sign-in code SMS failed')
      })
      .catch((err: unknown) => ctx.log.warn({ err, tenantId: tenant.id }, 'sign-in code SMS failed'))
  }
  return { success: true as const }
}

/**
 * Portal sign-in by the code texted to the phone: the same answers as the email sign-in (400
 * `Invalid or expired code.` for a wrong, used or expired code and for a number that is nobody's,
 * 403 for an Inactive borrower), the same 5 tries a code. The phone is unique in a shop (spec
 * 2.12), so a number names at most one borrower here; the same number in another shop is another
 * borrower of that shop's portal.
 */
export async function portalPhoneLogin(ctx: AppContext, input: { tenant: unknown; phone: unknown; code: unknown }) {
  const tenant = await requireTenant(ctx, input.tenant)
  const phone = canonicalPhone(input.phone)
  const code = codeOf(input.code)
  if (!phone || !/^\d{6}$/.test(code)) throw authErrors.error('invalidCode')
  await claimOtp(ctx, tenant.id, { phone }, code)
  const customer = await authRepository(ctx, tenant.id).customerByPhone(phone)
  if (!customer) throw authErrors.error('invalidCode')
  if (customer.status === 'Inactive') throw authErrors.error('accountInactive')
  const token = await createSession(ctx, 'customer', customer.id, tenant.id)
  return { token, customer: { id: customer.id, name: customer.name } }
}
