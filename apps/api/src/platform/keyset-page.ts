import type { PageKey } from '@gold/core'

/**
 * The Prisma filter for the rows after `key` in `ORDER BY field <direction>, id <direction>`: the
 * next keyset page. A page reads an index range instead of skipping rows, and a row added while
 * a client pages never shifts the rows it has not seen yet. Every sort field is a timestamptz(3),
 * so a cursor's milliseconds are the stored value exactly.
 */
export function afterKey<Where>(field: string, direction: 'asc' | 'desc', key: PageKey | null): Where {
  if (!key) return {} as Where
  const past = direction === 'desc' ? 'lt' : 'gt'
  return { OR: [{ [field]: { [past]: key.at } }, { [field]: key.at, id: { [past]: key.id } }] } as Where
}
