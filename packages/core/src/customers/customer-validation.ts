import { customerFieldMessages, type CustomerFieldErrorKey } from './customers-errors.ts'
import {
  checkAadhaar,
  checkAddress,
  checkBank,
  checkEmail,
  checkKycUrls,
  checkName,
  checkNominee,
  checkPan,
  checkPhone,
  type FieldCheck,
} from './field-checks.ts'
import { isRecord } from '../shared/is-record.ts'

/** Form fields in the order a user meets them; `kycDocs` stands for the Aadhaar/PAN upload pair. */
export type CustomerFormField =
  'name' | 'phone' | 'email' | 'address' | 'aadhaar' | 'pan' | 'nominee' | 'bank' | 'kycDocs'

/** The five KYC media of a customer, in the order the forms list them. */
export const KYC_URL_FIELDS = ['livePhotoUrl', 'idCardPhotoUrl', 'aadhaarDocUrl', 'panDocUrl', 'passbookUrl'] as const
export type KycUrlField = (typeof KYC_URL_FIELDS)[number]

/** Normalized staff-form input, ready to store (status, phoneVerified and tenant are set by the service). */
export type CustomerFields = {
  name: string
  phone: string
  email: string | null
  aadhaar: string | null
  pan: string | null
  address: string | null
  nomineeName: string | null
  nomineeRel: string | null
  bankName: string | null
  accountNumber: string | null
  ifsc: string | null
} & { [K in KycUrlField]: string | null }

/** Normalized intake-form input: email is required and no KYC media is accepted. */
export type IntakeCustomerFields = Omit<CustomerFields, KycUrlField | 'email'> & { email: string }

export type CustomerInvalid = {
  readonly ok: false
  readonly field: CustomerFormField
  readonly code: CustomerFieldErrorKey
  readonly message: string
}
export type CustomerValidation<T> = { readonly ok: true; readonly value: T } | CustomerInvalid

export type CustomerValidationMode = 'staff' | 'intake'

/**
 * Validate a customer form body and return the normalized fields, or the FIRST problem in form
 * order: name, phone, email, address, aadhaar, pan, nominee, bank details, KYC documents (staff
 * only). Free text has a length cap (`textLimits`), so a 900 KB address is refused, not stored.
 * Intake: a missing email is reported after the other fields (spec 7 order), a malformed one in place.
 * Browser-safe: the web apps call it to show the API's messages inline.
 */
export function validateCustomerInput(body: unknown, options: { mode: 'staff' }): CustomerValidation<CustomerFields>
export function validateCustomerInput(
  body: unknown,
  options: { mode: 'intake' },
): CustomerValidation<IntakeCustomerFields>
export function validateCustomerInput(
  body: unknown,
  options: { mode: CustomerValidationMode },
): CustomerValidation<CustomerFields | IntakeCustomerFields> {
  const b: Record<string, unknown> = isRecord(body) ? body : {}
  const intake = options.mode === 'intake'

  const name = checkName(b.name)
  if (!name.ok) return invalid('name', name)
  const phone = checkPhone(b.phone)
  if (!phone.ok) return invalid('phone', phone)
  // A malformed address is reported in form order; a missing one (intake) only after every other
  // field, as spec 7 lists 'Email address is required.' after the field messages.
  const email = checkEmail(b.email, false)
  if (!email.ok) return invalid('email', email)
  const address = checkAddress(b.address)
  if (!address.ok) return invalid('address', address)
  const aadhaar = checkAadhaar(b.aadhaar)
  if (!aadhaar.ok) return invalid('aadhaar', aadhaar)
  const pan = checkPan(b.pan)
  if (!pan.ok) return invalid('pan', pan)
  const nominee = checkNominee(b.nomineeName, b.nomineeRel)
  if (!nominee.ok) return invalid('nominee', nominee)
  const bank = checkBank({ bankName: b.bankName, accountNumber: b.accountNumber, ifsc: b.ifsc }, intake)
  if (!bank.ok) return invalid('bank', bank)

  const common = {
    name: name.value,
    phone: phone.value,
    aadhaar: aadhaar.value,
    pan: pan.value,
    address: address.value,
    ...nominee.value,
    ...bank.value,
  }
  if (intake) {
    if (email.value === null)
      return { ok: false, field: 'email', code: 'emailRequired', message: customerFieldMessages.emailRequired }
    return { ok: true, value: { ...common, email: email.value } }
  }

  const kyc = checkKycUrls(b, KYC_URL_FIELDS)
  if (!kyc.ok) return invalid('kycDocs', kyc)
  if (kyc.value.aadhaarDocUrl === null && kyc.value.panDocUrl === null) {
    return { ok: false, field: 'kycDocs', code: 'kycDocRequired', message: customerFieldMessages.kycDocRequired }
  }
  return { ok: true, value: { ...common, email: email.value, ...kyc.value } }
}

function invalid(field: CustomerFormField, check: FieldCheck<unknown> & { ok: false }): CustomerInvalid {
  return { ok: false, field, code: check.code, message: check.message }
}
