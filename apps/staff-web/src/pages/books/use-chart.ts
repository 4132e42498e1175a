import { SEEDED_CHART, counterCashAccount, type Account } from '@gold/core/books/chart-of-accounts'
import { trpc } from '../../trpc.ts'

/**
 * The shop's chart of accounts for the voucher form: the seeded chart and a cash account per
 * counter the shop has opened.
 */
export function useChart(): { chart: readonly Account[] | null; error: unknown; retry: () => void } {
  const counters = trpc.books.counters.useQuery()
  const chart = counters.data
    ? [...SEEDED_CHART, ...counters.data.map((c) => counterCashAccount(c.number, c.name))]
    : null
  return { chart, error: counters.error, retry: () => void counters.refetch() }
}
