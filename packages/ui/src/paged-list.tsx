import type { ReactNode } from 'react'
import { ErrorState, Loading } from './feedback.tsx'
import { LoadMore } from './load-more.tsx'

/** What a paged list reads of an infinite query (tRPC's `useInfiniteQuery` result fits). */
export type PagedQuery = {
  isPending: boolean
  error: unknown
  refetch: () => unknown
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => unknown
}

/**
 * The body of a paged list: a spinner until the first page comes, the error with a retry, or the
 * rows (`children`) above their "Show more" foot. `shown` is how many rows the children show.
 */
export function PagedList({
  query,
  shown,
  noun,
  loadingLabel,
  children,
}: {
  query: PagedQuery
  shown: number
  noun: readonly [one: string, many: string]
  loadingLabel?: string
  children: ReactNode
}) {
  if (query.isPending) return <Loading label={loadingLabel} />
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  return (
    <div className="stack">
      {children}
      <LoadMore
        shown={shown}
        noun={noun}
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
      />
    </div>
  )
}
