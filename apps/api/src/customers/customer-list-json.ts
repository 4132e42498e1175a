import type { PageKey } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { customerListRepository, type ListedPage } from './customer-list-repository.ts'
import type { ListQuery } from './customer-search-sql.ts'

/**
 * GET /api/customers serialised by PostgreSQL: the same JSON text `JSON.stringify` makes of the
 * rows `listCustomersPage` builds with Prisma (same keys in the same order, dates as ISO strings
 * with milliseconds and Z), built in SQL. The spec gives the list no cap, so it is written to the
 * response page by page (keyset pages of LIST_PAGE_ROWS customers, the next read while the last is
 * sent): the server holds two pages at most, whatever the tenant's size, instead of the whole list.
 * test/customers-list-json.test.ts holds the two paths byte-equal.
 */

export const LIST_PAGE_ROWS = 500

/**
 * Writes the list (every customer of the tenant matching the query) as one JSON array, newest first,
 * through `write`, which resolves when the chunk may be followed by the next. Nothing is written
 * before the first page is read, so a failing first query still gets an error answer. Pages are
 * separate reads: a customer created while the list is written is not in it (it sorts before the
 * first page), and none is listed twice.
 */
export async function writeCustomerListJson(
  ctx: AppContext,
  tenantId: string,
  query: ListQuery,
  write: (chunk: string) => Promise<void>,
  options: { pageRows?: number } = {},
): Promise<void> {
  const limit = options.pageRows ?? LIST_PAGE_ROWS
  const customers = customerListRepository(ctx, tenantId)
  // Each page a keyset range of the (tenantId, createdAt) index, narrowed by the search's SQL
  // (whose substring matches the trigram indexes serve).
  const read = (after: PageKey | null) => customers.listedJsonPage(query, after, limit)
  let next: Promise<ListedPage> | null = read(null)
  let opened = false
  try {
    while (next) {
      const page: ListedPage = await next
      next = page.rows === limit && page.last ? read(page.last) : null
      if (page.json !== null) {
        await write(`${opened ? ',' : '['}${page.json}`)
        opened = true
      }
    }
  } finally {
    // A write that failed (the client left) leaves the read ahead unawaited.
    next?.catch(() => undefined)
  }
  await write(opened ? ']' : '[]')
}
