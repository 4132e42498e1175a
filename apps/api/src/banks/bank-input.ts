import {
  isPlausibleRatePerGram,
  parseNumeric,
  round2,
  rupeesToPaise,
  textLimits,
  isRecord,
  optionalText,
} from '@gold/core'
import { bankErrors, type BankErrorCode } from './banks-errors.ts'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

type Body = Record<string, unknown>
export const asBody = (raw: unknown): Body => (isRecord(raw) ? raw : {})

/** Optional text, refused with `code` when longer than `max` after trimming. */
function cappedText(v: unknown, max: number, code: BankErrorCode): string | null {
  const t = optionalText(v)
  if (t !== null && t.length > max) throw bankErrors.error(code)
  return t
}

function requiredName(v: unknown, required: BankErrorCode, tooLong: BankErrorCode): string {
  const name = optionalText(v)
  if (!name) throw bankErrors.error(required)
  if (name.length > textLimits.bankName) throw bankErrors.error(tooLong)
  return name
}

function email(v: unknown): string | null {
  const t = optionalText(v)
  if (t === null) return null
  if (!EMAIL.test(t) || t.length > 254) throw bankErrors.error('invalidEmail')
  return t.toLowerCase()
}

/** A bank's 22K rate per gram as sent in rupees (the request edge), in paise per gram, inside the providers' range. */
function ratePaise(v: unknown): number | null {
  if (v === null || (typeof v === 'string' && v.trim() === '')) return null
  const n = parseNumeric(v)
  if (n === null || !isPlausibleRatePerGram(round2(n))) throw bankErrors.error('invalidRate')
  return rupeesToPaise(n)
}

/** Only keys present are returned (PATCH semantics); blank clears optional text to null. */
export function parseBankFields(raw: unknown, options: { requireName: boolean }) {
  const b = asBody(raw)
  const out: {
    name?: string
    goldRate22kPaise?: number | null
    defaultEmail?: string | null
    emailSubject?: string | null
    emailBody?: string | null
    isActive?: boolean
  } = {}
  if (options.requireName || 'name' in b) out.name = requiredName(b.name, 'nameRequired', 'nameTooLong')
  if ('goldRate22k' in b) out.goldRate22kPaise = ratePaise(b.goldRate22k)
  if ('defaultEmail' in b) out.defaultEmail = email(b.defaultEmail)
  if ('emailSubject' in b) out.emailSubject = cappedText(b.emailSubject, textLimits.emailSubject, 'emailSubjectTooLong')
  if ('emailBody' in b) out.emailBody = cappedText(b.emailBody, textLimits.emailBody, 'emailBodyTooLong')
  if (typeof b.isActive === 'boolean') out.isActive = b.isActive
  return out
}

export function parseBranchFields(raw: unknown, options: { requireName: boolean }) {
  const b = asBody(raw)
  const out: {
    branchName?: string
    ifsc?: string | null
    managerEmail?: string | null
    managerName?: string | null
    emailSubject?: string | null
    emailBody?: string | null
    isActive?: boolean
  } = {}
  if (options.requireName || 'branchName' in b)
    out.branchName = requiredName(b.branchName, 'branchNameRequired', 'branchNameTooLong')
  if ('ifsc' in b) out.ifsc = cappedText(b.ifsc, textLimits.ifsc, 'ifscTooLong')?.toUpperCase() ?? null
  if ('managerEmail' in b) out.managerEmail = email(b.managerEmail)
  if ('managerName' in b) out.managerName = cappedText(b.managerName, textLimits.personName, 'managerNameTooLong')
  if ('emailSubject' in b) out.emailSubject = cappedText(b.emailSubject, textLimits.emailSubject, 'emailSubjectTooLong')
  if ('emailBody' in b) out.emailBody = cappedText(b.emailBody, textLimits.emailBody, 'emailBodyTooLong')
  if (typeof b.isActive === 'boolean') out.isActive = b.isActive
  return out
}
