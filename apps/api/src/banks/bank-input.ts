import { parseNumeric } from '@gold/core'
import { bankErrors } from './bank-errors.ts'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

type Body = Record<string, unknown>
export const asBody = (raw: unknown): Body => (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw as Body : {})

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null)

function email(v: unknown): string | null {
  const t = text(v)
  if (t === null) return null
  if (!EMAIL.test(t) || t.length > 254) throw bankErrors.error('invalidEmail')
  return t.toLowerCase()
}

function rate(v: unknown): number | null {
  if (v === null || (typeof v === 'string' && v.trim() === '')) return null
  const n = parseNumeric(v)
  if (n === null || n <= 0) throw bankErrors.error('invalidRate')
  return n
}

/** Only keys present are returned (PATCH semantics); blank clears optional text to null. */
export function parseBankFields(raw: unknown, options: { requireName: boolean }) {
  const b = asBody(raw)
  const out: { name?: string; goldRate22k?: number | null; defaultEmail?: string | null; emailSubject?: string | null; emailBody?: string | null; isActive?: boolean } = {}
  if (options.requireName || 'name' in b) {
    const name = text(b.name)
    if (!name || name.length > 120) throw bankErrors.error('nameRequired')
    out.name = name
  }
  if ('goldRate22k' in b) out.goldRate22k = rate(b.goldRate22k)
  if ('defaultEmail' in b) out.defaultEmail = email(b.defaultEmail)
  if ('emailSubject' in b) out.emailSubject = text(b.emailSubject)
  if ('emailBody' in b) out.emailBody = text(b.emailBody)
  if (typeof b.isActive === 'boolean') out.isActive = b.isActive
  return out
}

export function parseBranchFields(raw: unknown, options: { requireName: boolean }) {
  const b = asBody(raw)
  const out: { branchName?: string; ifsc?: string | null; managerEmail?: string | null; managerName?: string | null; emailSubject?: string | null; emailBody?: string | null; isActive?: boolean } = {}
  if (options.requireName || 'branchName' in b) {
    const name = text(b.branchName)
    if (!name || name.length > 120) throw bankErrors.error('branchNameRequired')
    out.branchName = name
  }
  if ('ifsc' in b) out.ifsc = text(b.ifsc)?.toUpperCase() ?? null
  if ('managerEmail' in b) out.managerEmail = email(b.managerEmail)
  if ('managerName' in b) out.managerName = text(b.managerName)
  if ('emailSubject' in b) out.emailSubject = text(b.emailSubject)
  if ('emailBody' in b) out.emailBody = text(b.emailBody)
  if (typeof b.isActive === 'boolean') out.isActive = b.isActive
  return out
}
