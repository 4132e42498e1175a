import {
  checkAadhaar,
  checkAddress,
  checkBank,
  checkEmail,
  checkName,
  checkNominee,
  checkPan,
  checkPhone,
  type customerErrors,
  customerFieldMessages,
  type CustomerFieldErrorKey,
} from '@gold/core/customers/index'
import { useFormModel, type FormModel } from './form-model.ts'
import { useErrorText } from './i18n/use-error-text.ts'
import type { ErrorCode } from './server-error.ts'

/** The text inputs of the borrower form (staff and intake share them). */
export const CUSTOMER_TEXT_FIELDS = [
  'name',
  'phone',
  'email',
  'address',
  'aadhaar',
  'pan',
  'nomineeName',
  'nomineeRel',
  'bankName',
  'accountNumber',
  'ifsc',
] as const
export type CustomerTextField = (typeof CUSTOMER_TEXT_FIELDS)[number]
export type CustomerFormValues = Record<CustomerTextField, string>
export type CustomerFormErrors = Partial<Record<CustomerTextField | 'kycDocs', string>>

export const emptyCustomerForm = (): CustomerFormValues =>
  Object.fromEntries(CUSTOMER_TEXT_FIELDS.map((f) => [f, ''])) as CustomerFormValues

/**
 * Aadhaar as the API takes it: the card prints it in groups of four ("1234 5678 9012"), so
 * spaces and hyphens typed between the digits are dropped here. The API itself keeps refusing
 * separators (spec 7), so the form never sends them.
 */
export const aadhaarForApi = (typed: string) => typed.replace(/[\s-]/g, '')

/** Which input a message code belongs to. */
export function fieldOfCode(code: CustomerFieldErrorKey): CustomerTextField | 'kycDocs' {
  if (code.startsWith('nomineeName')) return 'nomineeName'
  if (code.startsWith('nomineeRel')) return 'nomineeRel'
  if (code.startsWith('bankName')) return 'bankName'
  if (code.startsWith('accountNumber')) return 'accountNumber'
  if (code.startsWith('ifsc')) return 'ifsc'
  if (code === 'kycDocRequired' || code === 'kycUrlTooLong') return 'kycDocs'
  if (code.startsWith('address')) return 'address'
  for (const f of ['name', 'phone', 'email', 'aadhaar', 'pan'] as const) if (code.startsWith(f)) return f
  return 'name'
}

/** A core message as the reader sees it: the borrower apps translate it by its code. */
type MessageText = (code: CustomerFieldErrorKey, message: string) => string

/**
 * Every problem on the form at once, with the server's exact messages (the same core checks the
 * API runs; the API reports only the first, in this order), or `text`'s wording of them.
 */
export function customerFormErrors(
  v: CustomerFormValues,
  mode: 'staff' | 'intake',
  kyc?: { aadhaarDocUrl?: string; panDocUrl?: string },
  text: MessageText = (_code, message) => message,
): CustomerFormErrors {
  const errors: CustomerFormErrors = {}
  const note = (check: { ok: boolean; code?: CustomerFieldErrorKey; message?: string }) => {
    if (!check.ok && check.code && check.message) {
      const field = fieldOfCode(check.code)
      errors[field] ??= text(check.code, check.message)
    }
  }
  note(checkName(v.name))
  note(checkPhone(v.phone))
  note(checkEmail(v.email, mode === 'intake'))
  note(checkAddress(v.address))
  note(checkAadhaar(aadhaarForApi(v.aadhaar)))
  note(checkPan(v.pan))
  note(checkNominee(v.nomineeName, v.nomineeRel))
  note(checkBank({ bankName: v.bankName, accountNumber: v.accountNumber, ifsc: v.ifsc }, mode === 'intake'))
  if (mode === 'staff' && !kyc?.aadhaarDocUrl?.trim() && !kyc?.panDocUrl?.trim())
    errors.kycDocs = text('kycDocRequired', customerFieldMessages.kycDocRequired)
  return errors
}

type CustomerField = CustomerTextField | 'kycDocs'

/** The input each domain error code is about (the customers and intake tables share the field codes). */
const CUSTOMER_ERROR_FIELDS: Readonly<Partial<Record<string, CustomerField>>> = {
  ...Object.fromEntries(
    (Object.keys(customerFieldMessages) as CustomerFieldErrorKey[]).map((code) => [code, fieldOfCode(code)]),
  ),
  duplicatePhone: 'phone',
  duplicateEmail: 'email',
} satisfies Partial<Record<ErrorCode<typeof customerErrors>, CustomerField>>

const withoutKycDocs = Object.fromEntries(
  Object.entries(CUSTOMER_ERROR_FIELDS).filter(([, field]) => field !== 'kycDocs'),
) as typeof CUSTOMER_ERROR_FIELDS

/** Body for the API: blank inputs are left out rather than sent as empty strings. */
export function customerBody(v: CustomerFormValues): Partial<CustomerFormValues> {
  const body: Partial<CustomerFormValues> = {}
  for (const f of CUSTOMER_TEXT_FIELDS) if (v[f].trim() !== '') body[f] = v[f].trim()
  if (body.aadhaar !== undefined) body.aadhaar = aadhaarForApi(body.aadhaar)
  return body
}

type KycDocUrls = { aadhaarDocUrl?: string; panDocUrl?: string }

/**
 * The borrower form's model (staff create and the intake form): the text fields, checked with
 * the API's own rules and messages; a server message about a field is shown at that field.
 * Staff pass the uploaded KYC documents, which must include an Aadhaar or PAN document.
 */
export function useCustomerForm(mode: 'staff' | 'intake', kyc?: KycDocUrls) {
  const { ofCode } = useErrorText()
  return useFormModel<CustomerFormValues, CustomerField>({
    initial: emptyCustomerForm,
    validate: (v) => customerFormErrors(v, mode, kyc, ofCode),
    // The intake form has no documents, so an error about them belongs above the form.
    errorFields: { codes: mode === 'intake' ? withoutKycDocs : CUSTOMER_ERROR_FIELDS },
  })
}
export type CustomerForm = FormModel<CustomerFormValues, CustomerField>
