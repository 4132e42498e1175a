import { z } from 'zod'
import { defineErrors } from './domain-error.ts'

/**
 * Keyset pages for the lists the apps read over tRPC. A page never holds more than `max` rows, so
 * the memory one call can take is bounded whatever the tenant's size; the REST lists keep the
 * spec's caps (GET /api/customers keeps its "no cap" contract and is streamed instead).
 */
export const pageLimits = { default: 50, max: 100 } as const

/** Calls the API takes in one tRPC batch request; the apps' batch link sends at most as many. */
export const TRPC_MAX_BATCH_SIZE = 10

export const pageErrors = defineErrors({
  invalidCursor: [400, 'Invalid page cursor.'],
})

/** Where a page ended: the sort key of its last row and, for ties, that row's id. */
export type PageKey = { at: Date; id: string }

export type Page<T> = { items: T[]; nextCursor: string | null }

/** The page fields every paged procedure takes; `cursor` is null or absent for the first page. */
const limitMessage = `Page size must be a whole number from 1 to ${pageLimits.max}.`
export const pageQuery = z.object({
  cursor: z.string().max(200, 'Invalid page cursor.').nullish(),
  limit: z.number(limitMessage).int(limitMessage).min(1, limitMessage).max(pageLimits.max, limitMessage).optional(),
})
export type PageQuery = z.infer<typeof pageQuery>

/** A search box's text travels with the page; longer than any name, phone or Aadhaar. */
export const searchPageQuery = pageQuery.extend({
  search: z.string().max(100, 'Search text must be 100 characters or fewer.').optional(),
})

/** Opaque to clients: `<epoch ms>.<url-encoded id>`, ASCII so it fits a URL as is. */
export function encodePageCursor(key: PageKey): string {
  return `${key.at.getTime()}.${encodeURIComponent(key.id)}`
}

const CURSOR = /^(\d{1,15})\.([A-Za-z0-9%_.~!'()*-]{1,150})$/

/** The key a cursor names; anything this module did not produce is 400 `Invalid page cursor.` */
export function decodePageCursor(cursor: string): PageKey {
  const match = CURSOR.exec(cursor)
  if (!match) throw pageErrors.error('invalidCursor')
  const at = new Date(Number(match[1]))
  let id: string
  try {
    id = decodeURIComponent(match[2]!)
  } catch {
    throw pageErrors.error('invalidCursor')
  }
  if (Number.isNaN(at.getTime()) || id === '') throw pageErrors.error('invalidCursor')
  return { at, id }
}

/** The page's size and starting key from what the caller sent (the schema has checked the ranges). */
export function pageRequest(query: PageQuery | undefined): { limit: number; after: PageKey | null } {
  return {
    limit: query?.limit ?? pageLimits.default,
    after: query?.cursor ? decodePageCursor(query.cursor) : null,
  }
}

/**
 * The page from rows read with `take: limit + 1`: the extra row only says another page exists,
 * and the cursor names the last row shown.
 */
export function pageFrom<T>(rows: T[], limit: number, keyOf: (row: T) => PageKey): Page<T> {
  const items = rows.slice(0, limit)
  const last = items[items.length - 1]
  return { items, nextCursor: rows.length > limit && last !== undefined ? encodePageCursor(keyOf(last)) : null }
}
