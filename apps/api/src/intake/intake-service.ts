import {
  INITIAL_CUSTOMER_STATUS,
  checkIntakeRequest,
  consentedNoticeVersion,
  intakeErrors,
  isIntakeLinkLive,
} from '@gold/core'
import type { MessageLanguage } from '@gold/core/messages/message-language'
import type { AppContext } from '../platform/context.ts'
import { recentEmailVerification } from '../auth/otp-service.ts'
import { insertCustomer } from '../customers/customer-insert.ts'
import { intakeLinksRepository } from '../customers/intake-links-repository.ts'
import { findActiveTenantBySlug } from '../platform/tenants.ts'

/**
 * POST /api/customer-intake (spec 4.6, 7): no session. In the spec's order: tenant present (400),
 * token genuine, unexpired and signed for that tenant (403), form fields (400), email present
 * (400), tenant exists and is active (404), the link record not revoked (403, the same answer as
 * a bad token), a recent OTP verification of the email (403), then the insert; a phone or email
 * conflict gets the deliberately vague 400. The new customer is not verified (phoneVerified false)
 * and keeps the account number as sent. A consent to the current privacy notice sent with the form
 * (`privacyNoticeVersion`) is recorded; its absence refuses nothing (the spec's answers stand).
 * `language` (the form's, tRPC only) becomes the borrower's preferred language; REST keeps the
 * spec's body, so English.
 */
export async function submitIntake(ctx: AppContext, body: unknown, language: MessageLanguage = 'en') {
  const now = ctx.now()
  const check = checkIntakeRequest({ body, secret: ctx.config.intakeTokenSecret, now })
  if (!check.ok) throw check.error
  const tenant = await findActiveTenantBySlug(ctx, check.tenantSlug)
  if (!tenant) throw intakeErrors.error('tenantNotFound')
  const link = await intakeLinksRepository(ctx, tenant.id).findIntakeLink(check.linkId)
  if (!link || !isIntakeLinkLive(link, now)) throw intakeErrors.error('invalidLink')
  const fields = check.fields
  if (!(await recentEmailVerification(ctx, tenant.id, fields.email))) throw intakeErrors.error('emailNotVerified')
  const noticeVersion = consentedNoticeVersion(body)
  const result = await insertCustomer(
    ctx,
    tenant.id,
    {
      ...fields,
      status: INITIAL_CUSTOMER_STATUS,
      phoneVerified: false,
      phoneVerifiedAt: null,
      preferredLanguage: language,
    },
    noticeVersion ? { noticeVersion, channel: 'intake', recordedById: null } : null,
  )
  if (!result.ok) throw intakeErrors.error('saveConflict')
  return { success: true as const, customer: { id: result.row.id, name: result.row.name } }
}
