import type { CustomerDetailsBody } from '../customers/customer-input.ts'
import { validateCustomerInput, type IntakeCustomerFields } from '../customers/customer-validation.ts'
import type { DomainError } from '../shared/domain-error.ts'
import { intakeErrors, type IntakeErrorKey } from './intake-errors.ts'
import { verifyIntakeToken } from './intake-token.ts'
import { isRecord } from '../shared/is-record.ts'
import { messageLanguage, type MessageLanguage } from '../messages/message-language.ts'
import { uncheckedBody } from '../shared/request-body.ts'

/** POST /api/customer-intake (spec 4.6): the shop's slug, the signed link token and the borrower form (no KYC media). */
export type CustomerIntakeBody = { tenant?: string; token?: string } & CustomerDetailsBody & {
    /** The privacy notice the borrower agreed to (issue 28); recorded, never checked. */
    privacyNoticeVersion?: string
  }

/** Its checks need the token secret and the clock, so `checkIntakeRequest` runs them in the service. */
export const customerIntakeInput = uncheckedBody<CustomerIntakeBody>()

/**
 * The intake form's own submission (tRPC `intake.submit`): the spec's body and the language the
 * borrower read the form in, kept as their preferred language. REST keeps the spec's body.
 */
export const intakeFormInput = uncheckedBody<CustomerIntakeBody & { preferredLanguage?: MessageLanguage }>()

/**
 * The language to keep for a new borrower: the form's, English when absent or not one we write (a
 * courtesy, so an odd value never costs the borrower their submission).
 */
export const intakeLanguageOf = (body: unknown): MessageLanguage =>
  messageLanguage(isRecord(body) ? body.preferredLanguage : undefined)

export type IntakeRequestCheck =
  | { ok: true; tenantSlug: string; linkId: string; fields: IntakeCustomerFields }
  | { ok: false; code: IntakeErrorKey; error: DomainError }

const reject = (code: IntakeErrorKey): IntakeRequestCheck => ({ ok: false, code, error: intakeErrors.error(code) })

/**
 * The checks of POST /api/customer-intake that need no database, in the spec's order: tenant
 * present, token valid for that tenant, then the form fields. The service then resolves the
 * tenant (404), the link record (revoked: 403 invalid link), the OTP verification (403) and
 * the insert (unique conflict: the deliberately vague 400).
 */
export function checkIntakeRequest(input: { body: unknown; secret: string; now: Date }): IntakeRequestCheck {
  const b: Record<string, unknown> = isRecord(input.body) ? input.body : {}
  const tenantSlug = typeof b.tenant === 'string' ? b.tenant.trim() : ''
  if (tenantSlug === '') return reject('tenantRequired')
  const token = verifyIntakeToken({ token: b.token, tenantSlug, secret: input.secret, now: input.now })
  if (!token) return reject('invalidLink')
  const fields = validateCustomerInput(b, { mode: 'intake' })
  if (!fields.ok) return reject(fields.code)
  return { ok: true, tenantSlug, linkId: token.linkId, fields: fields.value }
}
