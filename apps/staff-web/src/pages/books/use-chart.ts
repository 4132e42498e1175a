import type { Account } from '@gold/core/books/chart-of-accounts'
import { trpc } from '../../trpc.ts'

/** The shop's chart of accounts (tRPC `books.accounts`: the seeded chart, counters' cash, added accounts). */
export function useChart(): { chart: readonly Account[] | null; error: unknown; retry: () => void } {
  const accounts = trpc.books.accounts.useQuery()
  const chart =
    accounts.data?.accounts.map(({ code, name, group, system, money }) => ({
      code,
      name,
      group,
      system,
      ...(money ? { money } : {}),
    })) ?? null
  return { chart, error: accounts.error, retry: () => void accounts.refetch() }
}
