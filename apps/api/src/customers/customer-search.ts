import { canonicalPhone } from '@gold/core'
import type { Prisma } from '@gold/db'

const PHONE_LIKE = /^[\d\s()+.-]+$/

/** Prisma passes `contains` into LIKE as is: escape the wildcards so '%' and '_' match themselves. */
const literal = (text: string) => text.replace(/[\\%_]/g, '\\$&')

/**
 * The `search` filter of GET /api/customers (spec 4.6): name or bank name contain the query
 * (case-insensitive), the phone contains it, or the Aadhaar contains the query's digits. A query
 * typed like a phone number ('98765-43210', '+91 98765 43210') also matches the canonical phone.
 * Absent or blank: no filter.
 */
export function customerSearchWhere(search: unknown): Prisma.CustomerWhereInput {
  const raw = Array.isArray(search) ? search[0] : search
  const q = typeof raw === 'string' ? raw.trim() : ''
  if (q === '') return {}
  const digits = q.replace(/\D/g, '')
  const text = literal(q)
  const anyOf: Prisma.CustomerWhereInput[] = [
    { name: { contains: text, mode: 'insensitive' } },
    { bankName: { contains: text, mode: 'insensitive' } },
    { phone: { contains: text } },
  ]
  if (digits !== '') anyOf.push({ aadhaar: { contains: digits } })
  if (digits !== '' && PHONE_LIKE.test(q)) {
    anyOf.push({ phone: { contains: digits } })
    const canonical = canonicalPhone(q)
    if (canonical) anyOf.push({ phone: canonical })
  }
  return { OR: anyOf }
}
