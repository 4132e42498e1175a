import type { PageKey } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import {
  customersRepository,
  type CustomersRepository,
  type CustomerWhere,
  type ListedPage,
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

/** The next page of the whole list: a keyset range of the (tenantId, createdAt) index. */
function wholeListPage(customers: CustomersRepository, limit: number, after: PageKey | null) {
  return after
    ? customers.listedJsonPage(limit, '("createdAt", id) < ($3::timestamptz, $4)', [after.at.toISOString(), after.id])
    : customers.listedJsonPage(limit, 'true', [])
}

/** The next page of a filtered list: Prisma finds the page's customers (the search rules are Prisma filters), SQL lists them. */
async function filteredListPage(
  customers: CustomersRepository,
  where: CustomerWhere,
  limit: number,
  after: PageKey | null,
): Promise<ListedPage> {
  const found = await customers.pageKeys(where, after, limit)
  const last = found[found.length - 1]
  if (!last) return { json: null, rows: 0, last: null }
  const page = await customers.listedJsonPage(limit, 'id = ANY($3::text[])', [found.map((c) => c.id)])
  return { json: page.json, rows: found.length, last: { at: last.createdAt, id: last.id } }
}

/**
 * Writes the list (`where` null: every customer of the tenant) as one JSON array, newest first,
 * through `write`, which resolves when the chunk may be followed by the next. Nothing is written
 * before the first page is read, so a failing first query still gets an error answer. Pages are
 * separate reads: a customer created while the list is written is not in it (it sorts before the
 * first page), and none is listed twice.
 */
export async function writeCustomerListJson(
  ctx: AppContext,
  tenantId: string,
  where: CustomerWhere | null,
  write: (chunk: string) => Promise<void>,
  options: { pageRows?: number } = {},
): Promise<void> {
  const limit = options.pageRows ?? LIST_PAGE_ROWS
  const customers = customersRepository(ctx, tenantId)
  const read = (after: PageKey | null) =>
    where === null ? wholeListPage(customers, limit, after) : filteredListPage(customers, where, limit, after)
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
