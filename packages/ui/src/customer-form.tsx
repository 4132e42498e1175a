import {
  checkAadhaar, checkAddress, checkBank, checkEmail, checkName, checkNominee, checkPan, checkPhone, customerErrors, customerFieldMessages,
  type CustomerFieldErrorKey,
} from '@gold/core/customers/index'
import { TextArea, TextField } from './fields.tsx'

/** The text inputs of the borrower form (staff and intake share them). */
export const CUSTOMER_TEXT_FIELDS = [
  'name', 'phone', 'email', 'address', 'aadhaar', 'pan', 'nomineeName', 'nomineeRel', 'bankName', 'accountNumber', 'ifsc',
] as const
export type CustomerTextField = (typeof CUSTOMER_TEXT_FIELDS)[number]
export type CustomerFormValues = Record<CustomerTextField, string>
export type CustomerFormErrors = Partial<Record<CustomerTextField | 'kycDocs', string>>

export const emptyCustomerForm = (): CustomerFormValues =>
  Object.fromEntries(CUSTOMER_TEXT_FIELDS.map((f) => [f, ''])) as CustomerFormValues

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

/**
 * Every problem on the form at once, with the server's exact messages (the same core checks the
 * API runs; the API reports only the first, in this order).
 */
export function customerFormErrors(v: CustomerFormValues, mode: 'staff' | 'intake', kyc?: { aadhaarDocUrl?: string; panDocUrl?: string }): CustomerFormErrors {
  const errors: CustomerFormErrors = {}
  const note = (check: { ok: boolean; code?: CustomerFieldErrorKey; message?: string }) => {
    if (!check.ok && check.code && check.message) {
      const field = fieldOfCode(check.code)
      errors[field] ??= check.message
    }
  }
  note(checkName(v.name))
  note(checkPhone(v.phone))
  note(checkEmail(v.email, mode === 'intake'))
  note(checkAddress(v.address))
  note(checkAadhaar(v.aadhaar))
  note(checkPan(v.pan))
  note(checkNominee(v.nomineeName, v.nomineeRel))
  note(checkBank({ bankName: v.bankName, accountNumber: v.accountNumber, ifsc: v.ifsc }, mode === 'intake'))
  if (mode === 'staff' && !kyc?.aadhaarDocUrl?.trim() && !kyc?.panDocUrl?.trim()) errors.kycDocs = customerFieldMessages.kycDocRequired
  return errors
}

const byMessage = new Map<string, CustomerTextField | 'kycDocs'>([
  ...(Object.entries(customerFieldMessages) as [CustomerFieldErrorKey, string][]).map(([code, m]) => [m, fieldOfCode(code)] as const),
  [customerErrors.table.duplicatePhone.message, 'phone'],
  [customerErrors.table.duplicateEmail.message, 'email'],
])

/** The input a server message is about, when it names one (else show it above the form). */
export const fieldOfServerMessage = (message: string) => byMessage.get(message) ?? null

/** Body for the API: blank inputs are left out rather than sent as empty strings. */
export function customerBody(v: CustomerFormValues): Partial<CustomerFormValues> {
  const body: Partial<CustomerFormValues> = {}
  for (const f of CUSTOMER_TEXT_FIELDS) if (v[f].trim() !== '') body[f] = v[f].trim()
  return body
}

type FieldsProps = {
  values: CustomerFormValues
  errors: CustomerFormErrors
  onChange: (field: CustomerTextField, value: string) => void
  mode: 'staff' | 'intake'
}

/** The borrower's details, grouped; every input labelled, errors inline. */
export function CustomerFormFields({ values, errors, onChange, mode }: FieldsProps) {
  const input = (field: CustomerTextField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
  })
  return (
    <>
      <fieldset className="fieldset">
        <legend>Personal details</legend>
        <div className="form-grid cols-2">
          <TextField label="Full name" autoComplete="name" required {...input('name')} hint="As printed on Aadhaar or PAN." />
          <TextField label="Mobile number" type="tel" autoComplete="tel" inputMode="tel" required {...input('phone')} hint="10-digit Indian mobile number." />
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            inputMode="email"
            required={mode === 'intake'}
            {...input('email')}
            hint={mode === 'intake' ? 'The address you verified above.' : 'Optional. Used for certificates and the borrower portal.'}
            readOnly={mode === 'intake'}
          />
          <TextArea label="Address" autoComplete="street-address" rows={3} {...input('address')} fieldClassName="span-all" />
        </div>
      </fieldset>
      <fieldset className="fieldset">
        <legend>Identity</legend>
        <div className="form-grid cols-2">
          <TextField label="Aadhaar number" inputMode="numeric" maxLength={12} {...input('aadhaar')} hint="12 digits, no spaces." />
          <TextField label="PAN" autoCapitalize="characters" maxLength={10} {...input('pan')} hint="For example ABCDE1234F." />
        </div>
      </fieldset>
      <fieldset className="fieldset">
        <legend>Nominee (optional)</legend>
        <div className="form-grid cols-2">
          <TextField label="Nominee name" {...input('nomineeName')} />
          <TextField label="Relationship with nominee" {...input('nomineeRel')} hint="For example Spouse, Son, Daughter." />
        </div>
      </fieldset>
      <fieldset className="fieldset">
        <legend>Bank account (optional)</legend>
        <p className="field-hint">Fill in all three or leave all three empty.</p>
        <div className="form-grid cols-3">
          <TextField label="Bank name" {...input('bankName')} />
          <TextField label="Account number" inputMode="numeric" {...input('accountNumber')} />
          <TextField label="IFSC code" autoCapitalize="characters" maxLength={11} {...input('ifsc')} />
        </div>
      </fieldset>
    </>
  )
}
