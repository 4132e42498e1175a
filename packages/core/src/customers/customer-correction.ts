import { defineErrors } from '../shared/domain-error.ts'
import { isRecord } from '../shared/is-record.ts'
import { checkedBody } from '../shared/request-body.ts'
import { customerErrors } from './customers-errors.ts'
import {
  checkAddress,
  checkBank,
  checkEmail,
  checkName,
  checkNominee,
  checkPhone,
  type FieldCheck,
} from './field-checks.ts'

/** The borrower details staff may correct (issue 26), in form order; KYC numbers and media have their own paths. */
export const CORRECTABLE_FIELDS = [
  'name',
  'phone',
  'email',
  'address',
  'nomineeName',
  'nomineeRel',
  'bankName',
  'accountNumber',
  'ifsc',
] as const
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number]
export type CorrectableDetails = { name: string; phone: string } & {
  [K in Exclude<CorrectableField, 'name' | 'phone'>]: string | null
}

export const CORRECTABLE_FIELD_LABELS: Readonly<Record<CorrectableField, string>> = {
  name: 'Name',
  phone: 'Mobile',
  email: 'Email',
  address: 'Address',
  nomineeName: 'Nominee',
  nomineeRel: 'Nominee relationship',
  bankName: 'Bank',
  accountNumber: 'Account number',
  ifsc: 'IFSC',
}

export const CORRECTION_REASON_MAX = 500

export const customerCorrectionErrors = defineErrors({
  reasonRequired: [400, 'Say why the details are being corrected.'],
  reasonTooLong: [400, `The reason must be ${CORRECTION_REASON_MAX} characters or fewer.`],
  nothingChanged: [400, 'Nothing to correct: every detail is as stored.'],
})

export type CustomerCorrectionInput = { details: CorrectableDetails; reason: string }
/** The correction form as sent: every correctable field as it should now read, and the reason. */
export type CustomerCorrectionBody = { [K in CorrectableField]?: string | null } & { reason?: string }

function checked<T>(check: FieldCheck<T>, field: string): T {
  if (!check.ok) throw customerErrors.error(check.code, { field })
  return check.value
}

/**
 * The corrected details, checked by the borrower form's own rules (the same messages, in form
 * order), then the reason: required, since a correction without one tells the auditor nothing.
 */
export function parseCustomerCorrection(raw: unknown): CustomerCorrectionInput {
  const b = isRecord(raw) ? raw : {}
  const nominee = checked(checkNominee(b.nomineeName, b.nomineeRel), 'nomineeName')
  const details: CorrectableDetails = {
    name: checked(checkName(b.name), 'name'),
    phone: checked(checkPhone(b.phone), 'phone'),
    email: checked(checkEmail(b.email, false), 'email'),
    address: checked(checkAddress(b.address), 'address'),
    ...nominee,
    ...checked(checkBank({ bankName: b.bankName, accountNumber: b.accountNumber, ifsc: b.ifsc }, false), 'bankName'),
  }
  const reason = typeof b.reason === 'string' ? b.reason.trim() : ''
  if (reason === '') throw customerCorrectionErrors.error('reasonRequired', { field: 'reason' })
  if (reason.length > CORRECTION_REASON_MAX) throw customerCorrectionErrors.error('reasonTooLong', { field: 'reason' })
  return { details, reason }
}

export const customerCorrectionInput = checkedBody<CustomerCorrectionBody>()(parseCustomerCorrection)

export type FieldChange = { field: CorrectableField; from: string | null; to: string | null }

/** What a correction changes, field by field in form order; empty when the details are as stored. */
export function correctionChanges(stored: CorrectableDetails, corrected: CorrectableDetails): FieldChange[] {
  return CORRECTABLE_FIELDS.filter((f) => stored[f] !== corrected[f]).map((field) => ({
    field,
    from: stored[field],
    to: corrected[field],
  }))
}

export const pickCorrectable = (row: CorrectableDetails): CorrectableDetails =>
  Object.fromEntries(CORRECTABLE_FIELDS.map((f) => [f, row[f]])) as CorrectableDetails
