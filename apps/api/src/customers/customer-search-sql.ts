import { canonicalPhone, type PageKey } from '@gold/core'

/** What the list is narrowed to: the search (spec 4.6), and for the borrower picker Inactive customers left out. */
export type ListQuery = { search?: unknown; picker?: boolean }

/** The Aadhaar vault's search hash of a run of digits in the tenant (aadhaar-vault.ts). */
export type DigitsDigest = (digits: string) => string

/** A condition on "Customer" columns with its parameters, numbered from the `first` it was built for. */
export type SqlFilter = { sql: string; params: unknown[] }

const PHONE_LIKE = /^[\d\s()+.-]+$/

/** LIKE takes '%' and '_' as wildcards: escape them so they match themselves. */
const literal = (text: string) => text.replace(/[\\%_]/g, '\\$&')

/** What a search looks for (spec 4.6), or null when it is absent or blank. */
type SearchTerms = { text: string; digits: string; phoneLike: boolean; canonical: string | null }

function searchTerms(search: unknown): SearchTerms | null {
  const raw: unknown = Array.isArray(search) ? search[0] : search
  const q = typeof raw === 'string' ? raw.trim() : ''
  if (q === '') return null
  const digits = q.replace(/\D/g, '')
  const phoneLike = digits !== '' && PHONE_LIKE.test(q)
  return { text: literal(q), digits, phoneLike, canonical: phoneLike ? canonicalPhone(q) : null }
}

/**
 * The list's filter as SQL, the one written form of the search (spec 4.6): name or bank name
 * contain the query (case-insensitive), the phone contains it, or the Aadhaar contains the query's
 * digits. A query typed like a phone number ('98765-43210', '+91 98765 43210') also matches the
 * canonical phone. Absent or blank: no filter. With `picker`, Inactive (archived) customers are
 * left out. SQL rather than a Prisma filter so the streamed list reads each page in one statement
 * and the trigram indexes on name, bank name and phone serve the substring matches (see
 * bench/README.md). The Aadhaar is in the vault: its entries hold the keyed hash of every run of
 * digits of the number, so "contains the query's digits" is the hash of those digits among them
 * (a GIN index probe). `$1` is the tenant; parameters from `$first`.
 */
export function customerListSql(query: ListQuery, first: number, digestOf: DigitsDigest): SqlFilter | null {
  const terms = searchTerms(query.search)
  const params: unknown[] = []
  const param = (value: unknown) => `$${first + params.push(value) - 1}`
  const all: string[] = []
  if (terms) {
    const text = param(`%${terms.text}%`)
    const anyOf = [`"name" ILIKE ${text}`, `"bankName" ILIKE ${text}`, `"phone" LIKE ${text}`]
    if (terms.digits !== '') {
      const digest = param(digestOf(terms.digits))
      anyOf.push(
        `"aadhaarRef" IN (SELECT "ref" FROM "AadhaarVaultEntry" WHERE "tenantId" = $1 AND "searchDigests" @> ARRAY[${digest}]::text[])`,
      )
      if (terms.phoneLike) anyOf.push(`"phone" LIKE ${param(`%${terms.digits}%`)}`)
    }
    if (terms.canonical) anyOf.push(`"phone" = ${param(terms.canonical)}`)
    all.push(`(${anyOf.join(' OR ')})`)
  }
  if (query.picker) all.push(`"status" <> 'Inactive'`)
  return all.length === 0 ? null : { sql: all.join(' AND '), params }
}

/**
 * One keyset page of the list, newest first: the customers after `after` (a range of the
 * (tenantId, createdAt) index) that match the query. Parameters from `$3` ($1 is the tenant,
 * $2 the page size).
 */
export function customerPageSql(query: ListQuery, after: PageKey | null, digestOf: DigitsDigest): SqlFilter {
  const keyset = after ? '("createdAt", id) < ($3::timestamptz, $4)' : 'true'
  const keys = after ? [after.at.toISOString(), after.id] : []
  const filter = customerListSql(query, 3 + keys.length, digestOf)
  return { sql: filter ? `${keyset} AND ${filter.sql}` : keyset, params: [...keys, ...(filter?.params ?? [])] }
}
