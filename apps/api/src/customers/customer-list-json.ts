import type { PageKey } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import {
  customerListSql,
  customersRepository,
  type CustomersRepository,
  type ListedPage,
  type ListQuery,
} from './customers-repository.ts'

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
 * The next page of the list: a keyset range of the (tenantId, createdAt) index, narrowed by the
 * search's SQL (`customerListSql`, whose substring matches the trigram indexes serve) when there is one.
 */
function listPage(customers: CustomersRepository, query: ListQuery, limit: number, after: PageKey | null) {
  const keyset = after ? '("createdAt", id) < ($3::timestamptz, $4)' : 'true'
  const keys = after ? [after.at.toISOString(), after.id] : []
  const filter = customerListSql(query, 3 + keys.length)
  return customers.listedJsonPage(limit, filter ? `${keyset} AND ${filter.sql}` : keyset, [
    ...keys,
    ...(filter?.params ?? []),
  ])
}

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
  const customers = customersRepository(ctx, tenantId)
  const read = (after: PageKey | null) => listPage(customers, query, limit, after)
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
