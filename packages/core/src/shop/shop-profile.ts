import { isRecord } from '../shared/is-record.ts'
import { checkedBody } from '../shared/request-body.ts'
import { shopErrors, type ShopErrorKey } from './shop-errors.ts'
import { gstinProblem, type GstinProblem } from './gstin.ts'

export const SHOP_PROFILE_LIMITS = { legalName: 120, address: 300, licenceNumber: 60 } as const

/** What the profile form sends: every field optional, blank clears it. */
export type ShopProfileBody = {
  legalName?: string | null
  address?: string | null
  phone?: string | null
  email?: string | null
  gstin?: string | null
  licenceNumber?: string | null
  /** The pathname POST /api/upload (purpose `logo`) answered, or null for no logo. */
  logoPathname?: string | null
}

export type ShopProfileField = keyof ShopProfileBody
export type ShopProfileInput = { [K in ShopProfileField]-?: string | null }

/** Form order: the first problem in this order is the one the API answers. */
export const SHOP_PROFILE_FIELDS: readonly ShopProfileField[] = [
  'legalName',
  'address',
  'phone',
  'email',
  'gstin',
  'licenceNumber',
  'logoPathname',
]

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE_CHARS = /^\+?[\d\s()-]+$/
const GSTIN_ERRORS: Record<GstinProblem, ShopErrorKey> = {
  length: 'gstinLength',
  stateCode: 'gstinStateCode',
  pan: 'gstinPan',
  entity: 'gstinEntity',
  checkDigit: 'gstinCheckDigit',
}

/** Trimmed text; blank, null or absent is null. A value of another type is kept to fail its check. */
const text = (value: unknown): string | null | undefined =>
  value === undefined || value === null ? null : typeof value === 'string' ? value.trim() || null : undefined

/**
 * An Indian number of 10 digits after the trunk prefix (0 or +91): a mobile (6-9 first) or a
 * landline, the STD code with the subscriber number. Kept as typed, spaces collapsed, so
 * "044 2434 5678" prints the way the shop writes it.
 */
function checkPhone(value: string): string | null {
  if (!PHONE_CHARS.test(value)) return null
  const digits = value.replace(/\D/g, '')
  const national =
    digits.length === 10
      ? digits
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits.length === 12 && digits.startsWith('91')
          ? digits.slice(2)
          : null
  return national !== null && /^[1-9]\d{9}$/.test(national) ? value.replace(/\s+/g, ' ') : null
}

/** A value that is not text fails with the field's format message. */
const ERROR_OF_WRONG_TYPE: Record<ShopProfileField, ShopErrorKey> = {
  legalName: 'legalNameTooLong',
  address: 'addressTooLong',
  phone: 'phoneInvalid',
  email: 'emailInvalid',
  gstin: 'gstinLength',
  licenceNumber: 'licenceTooLong',
  logoPathname: 'logoInvalid',
}

type Checked = { ok: true; value: string | null } | { ok: false; error: ShopErrorKey }
const ok = (value: string | null): Checked => ({ ok: true, value })
const fail = (error: ShopErrorKey): Checked => ({ ok: false, error })

function checkField(field: ShopProfileField, raw: unknown): Checked {
  const value = text(raw)
  if (value === undefined) {
    return fail(ERROR_OF_WRONG_TYPE[field])
  }
  if (value === null) return ok(null)
  switch (field) {
    case 'legalName':
      return value.length <= SHOP_PROFILE_LIMITS.legalName ? ok(value) : fail('legalNameTooLong')
    case 'address': {
      // Lines as typed, each trimmed, blank lines dropped: the address prints line by line.
      const lines = value
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean)
        .join('\n')
      return lines.length <= SHOP_PROFILE_LIMITS.address ? ok(lines) : fail('addressTooLong')
    }
    case 'phone': {
      const phone = checkPhone(value)
      return phone === null ? fail('phoneInvalid') : ok(phone)
    }
    case 'email': {
      const email = value.toLowerCase()
      return email.length <= 254 && EMAIL.test(email) ? ok(email) : fail('emailInvalid')
    }
    case 'gstin': {
      const gstin = value.replace(/\s+/g, '').toUpperCase()
      const problem = gstinProblem(gstin)
      return problem === null ? ok(gstin) : fail(GSTIN_ERRORS[problem])
    }
    case 'licenceNumber':
      return value.length <= SHOP_PROFILE_LIMITS.licenceNumber ? ok(value) : fail('licenceTooLong')
    case 'logoPathname':
      return ok(value)
  }
}

/** Every problem of a profile body by field, with the API's messages: the form shows them as the user types. */
export function shopProfileProblems(raw: unknown): Partial<Record<ShopProfileField, string>> {
  const body = isRecord(raw) ? raw : {}
  const problems: Partial<Record<ShopProfileField, string>> = {}
  for (const field of SHOP_PROFILE_FIELDS) {
    const checked = checkField(field, body[field])
    if (!checked.ok) problems[field] = shopErrors.table[checked.error].message
  }
  return problems
}

/** The profile to store, normalized; the first problem in form order is thrown. */
export function parseShopProfile(raw: unknown): ShopProfileInput {
  const body = isRecord(raw) ? raw : {}
  const out = {} as ShopProfileInput
  for (const field of SHOP_PROFILE_FIELDS) {
    const checked = checkField(field, body[field])
    if (!checked.ok) throw shopErrors.error(checked.error)
    out[field] = checked.value
  }
  return out
}

/** The field each profile error code is about (the form shows a server answer there). */
export const SHOP_PROFILE_ERROR_FIELDS: Partial<Record<ShopErrorKey, ShopProfileField>> = {
  legalNameTooLong: 'legalName',
  addressTooLong: 'address',
  phoneInvalid: 'phone',
  emailInvalid: 'email',
  gstinLength: 'gstin',
  gstinStateCode: 'gstin',
  gstinPan: 'gstin',
  gstinEntity: 'gstin',
  gstinCheckDigit: 'gstin',
  licenceTooLong: 'licenceNumber',
  logoInvalid: 'logoPathname',
}

export const shopProfileBody = checkedBody<ShopProfileBody>()(parseShopProfile)
