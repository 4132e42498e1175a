import { optionalText } from '../shared/text.ts'
import { textLimits } from '../shared/text-limits.ts'
import { customerFieldMessages, type CustomerFieldErrorKey } from './customers-errors.ts'
import { canonicalPhone } from './phone.ts'

/** Outcome of one field check: the normalized value, or the key and text of its message. */
export type FieldCheck<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: CustomerFieldErrorKey; readonly message: string }

const ok = <T>(value: T): FieldCheck<T> => ({ ok: true, value })
const fail = (code: CustomerFieldErrorKey): FieldCheck<never> => ({
  ok: false,
  code,
  message: customerFieldMessages[code],
})

/**
 * The spec's "letters" are letters of any script: borrowers write their names in Devanagari,
 * Tamil, Bengali and the rest, whose vowel signs and viramas are combining marks (\p{M}), and
 * whose keyboards put zero-width (non-)joiners (U+200C, U+200D) inside some conjuncts.
 */
const PERSON_NAME = /^(?:[\p{L}\p{M} .'-]|\u200C|\u200D)+$/u
const RELATIONSHIP = /^(?:[\p{L}\p{M} /.()-]|\u200C|\u200D)+$/u
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const AADHAAR = /^\d{12}$/
const PAN = /^[A-Z]{5}\d{4}[A-Z]$/
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/
/** Longest account number as typed (the intake form stores it as sent): 20 digits with separators. */
const ACCOUNT_NUMBER_MAX_TEXT = 40

/** Absent: undefined, null, or a string that is blank after trimming. */
export function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

/** Trimmed text of a string or finite number; null for any other type (which then fails its format). */
export function asText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return null
}

function personName(
  value: unknown,
  codes: {
    required: CustomerFieldErrorKey
    short: CustomerFieldErrorKey
    long: CustomerFieldErrorKey
    charset: CustomerFieldErrorKey
  },
): FieldCheck<string> {
  if (isAbsent(value)) return fail(codes.required)
  const text = asText(value)
  if (text === null) return fail(codes.charset)
  if (text.length < 2) return fail(codes.short)
  if (text.length > 50) return fail(codes.long)
  return PERSON_NAME.test(text) ? ok(text) : fail(codes.charset)
}

/** Borrower name: trimmed, 2-50 characters of letters, spaces, dots, hyphens, apostrophes. */
export function checkName(value: unknown): FieldCheck<string> {
  return personName(value, {
    required: 'nameRequired',
    short: 'nameTooShort',
    long: 'nameTooLong',
    charset: 'nameCharset',
  })
}

/** Mobile number, canonicalised to 10 digits (see `canonicalPhone`). */
export function checkPhone(value: unknown): FieldCheck<string> {
  if (isAbsent(value)) return fail('phoneRequired')
  const phone = canonicalPhone(value)
  return phone === null ? fail('phoneInvalid') : ok(phone)
}

/** Email, trimmed and lowercased; `required` only on the intake form. */
export function checkEmail(value: unknown, required: boolean): FieldCheck<string | null> {
  if (isAbsent(value)) return required ? fail('emailRequired') : ok(null)
  const text = asText(value)?.toLowerCase() ?? ''
  return text.length <= 254 && EMAIL.test(text) ? ok(text) : fail('emailInvalid')
}

/** Aadhaar: exactly 12 digits as typed; separators are rejected, not stripped. */
export function checkAadhaar(value: unknown): FieldCheck<string | null> {
  if (isAbsent(value)) return ok(null)
  const text = asText(value)
  return text !== null && AADHAAR.test(text) ? ok(text) : fail('aadhaarInvalid')
}

/** PAN: upper-cased, then 5 letters, 4 digits, 1 letter. */
export function checkPan(value: unknown): FieldCheck<string | null> {
  if (isAbsent(value)) return ok(null)
  const text = asText(value)?.toUpperCase() ?? ''
  return PAN.test(text) ? ok(text) : fail('panInvalid')
}

/** Nominee name and relationship: both or neither; checked name first, as on the form. */
export function checkNominee(
  nameValue: unknown,
  relValue: unknown,
): FieldCheck<{ nomineeName: string | null; nomineeRel: string | null }> {
  const hasName = !isAbsent(nameValue)
  const hasRel = !isAbsent(relValue)
  if (!hasName && !hasRel) return ok({ nomineeName: null, nomineeRel: null })
  const name = personName(nameValue, {
    required: 'nomineeNameRequired',
    short: 'nomineeNameTooShort',
    long: 'nomineeNameTooLong',
    charset: 'nomineeNameCharset',
  })
  if (!name.ok) return name
  if (!hasRel) return fail('nomineeRelRequired')
  const rel = asText(relValue)
  if (rel === null) return fail('nomineeRelCharset')
  if (rel.length < 2) return fail('nomineeRelTooShort')
  if (rel.length > textLimits.relationship) return fail('nomineeRelTooLong')
  if (!RELATIONSHIP.test(rel)) return fail('nomineeRelCharset')
  return ok({ nomineeName: name.value, nomineeRel: rel })
}

export type BankDetails = { bankName: string | null; accountNumber: string | null; ifsc: string | null }

/**
 * Bank name, account number and IFSC: all three or none. The account number is validated as
 * 9-20 digits after stripping non-digits; `keepAccountAsSent` stores the value as sent (intake).
 */
export function checkBank(
  raw: { bankName: unknown; accountNumber: unknown; ifsc: unknown },
  keepAccountAsSent: boolean,
): FieldCheck<BankDetails> {
  const { bankName, accountNumber, ifsc } = raw
  if (isAbsent(bankName) && isAbsent(accountNumber) && isAbsent(ifsc))
    return ok({ bankName: null, accountNumber: null, ifsc: null })
  const bank = asText(bankName)
  if (isAbsent(bankName) || bank === null) return fail('bankNameRequired')
  if (bank.length > textLimits.bankName) return fail('bankNameTooLong')
  if (isAbsent(accountNumber)) return fail('accountNumberRequired')
  const accountText = asText(accountNumber)
  const digits = accountText?.replace(/\D/g, '') ?? ''
  if (digits.length < 9 || digits.length > 20 || (accountText?.length ?? 0) > ACCOUNT_NUMBER_MAX_TEXT)
    return fail('accountNumberInvalid')
  if (isAbsent(ifsc)) return fail('ifscRequired')
  const code = asText(ifsc)?.toUpperCase() ?? ''
  if (!IFSC.test(code)) return fail('ifscInvalid')
  const stored = keepAccountAsSent
    ? typeof accountNumber === 'string'
      ? accountNumber
      : (accountText ?? digits)
    : digits
  return ok({ bankName: bank, accountNumber: stored, ifsc: code })
}

/** Postal address: optional free text, trimmed, at most `textLimits.address` characters. */
export function checkAddress(value: unknown): FieldCheck<string | null> {
  const text = optionalText(value)
  return text !== null && text.length > textLimits.address ? fail('addressTooLong') : ok(text)
}

/** KYC media URLs (staff form): optional, trimmed, each at most `textLimits.url` characters. */
export function checkKycUrls<K extends string>(
  raw: Record<string, unknown>,
  fields: readonly K[],
): FieldCheck<Record<K, string | null>> {
  const urls = {} as Record<K, string | null>
  for (const field of fields) {
    const url = optionalText(raw[field])
    if (url !== null && url.length > textLimits.url) return fail('kycUrlTooLong')
    urls[field] = url
  }
  return ok(urls)
}
