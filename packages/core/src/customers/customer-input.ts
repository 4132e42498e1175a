import { isMessageLanguage, type MessageLanguage } from '../messages/message-language.ts'
import { isRecord } from '../shared/is-record.ts'
import { checkedBody } from '../shared/request-body.ts'
import { consentedNoticeVersion } from '../privacy/privacy-notice.ts'
import { validateCustomerInput, type CustomerFields, type KycUrlField } from './customer-validation.ts'
import { customerErrors } from './customers-errors.ts'
import { parseKycChange, type KycChange } from './kyc.ts'

/** A text field of the borrower forms as sent: the phone and account number may come as numbers. */
type FormText = string | null

/** The borrower form's fields (staff and intake): POST /api/customers and /api/customer-intake, spec 4.6. */
export type CustomerDetailsBody = {
  name?: FormText
  phone?: FormText | number
  email?: FormText
  address?: FormText
  aadhaar?: FormText
  pan?: FormText
  nomineeName?: FormText
  nomineeRel?: FormText
  bankName?: FormText
  accountNumber?: FormText | number
  ifsc?: FormText
}

/** POST /api/customers: the borrower's details and their KYC media (an Aadhaar or PAN document required). */
export type CustomerFormBody = CustomerDetailsBody & { [K in KycUrlField]?: FormText }

/** PATCH /api/customers/{id}/kyc. */
export type KycChangeBody = { [K in KycUrlField]?: FormText }

function parseCustomerForm(raw: unknown): CustomerFields {
  const checked = validateCustomerInput(raw, { mode: 'staff' })
  if (!checked.ok) throw customerErrors.error(checked.code)
  return checked.value
}

/** The language borrower messages (SMS, WhatsApp, email reminders) are written in; refused when not one we write. */
function parseLanguage(raw: unknown): MessageLanguage {
  if (!isMessageLanguage(raw)) throw customerErrors.error('invalidLanguage')
  return raw
}

/** The staff borrower form, parsed to the fields stored: the first problem in form order is the answer. */
export const customerFormInput = checkedBody<CustomerFormBody>()(parseCustomerForm)

/**
 * The staff app's borrower form (tRPC `customers.create`): the same fields and the borrower's
 * message language, English when not sent. REST keeps the spec's form, which has no language.
 */
export const staffCustomerFormInput = checkedBody<
  CustomerFormBody & { preferredLanguage?: MessageLanguage; privacyNoticeVersion?: string }
>()((raw): CustomerFields & { preferredLanguage: MessageLanguage; consentNoticeVersion: string | null } => {
  const fields = parseCustomerForm(raw)
  const language = isRecord(raw) ? raw.preferredLanguage : undefined
  return {
    ...fields,
    preferredLanguage: language === undefined ? 'en' : parseLanguage(language),
    consentNoticeVersion: consentedNoticeVersion(raw),
  }
})

/** A change of the borrower's message language (tRPC: staff `customers.setLanguage`, the portal's `setLanguage`). */
export const preferredLanguageInput = checkedBody<{ preferredLanguage: MessageLanguage }>()((raw) => ({
  preferredLanguage: parseLanguage(isRecord(raw) ? raw.preferredLanguage : undefined),
}))

/** A change to a customer's KYC media (`parseKycChange`). */
export const kycChangeInput = checkedBody<KycChangeBody>()((raw): KycChange => parseKycChange(raw))
