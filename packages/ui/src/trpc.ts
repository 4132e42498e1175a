/** The tRPC client every app uses: same-origin /trpc, superjson, session cookie, 4xx not retried. */
import type { AppRouter } from '@gold/api/router'
import { TRPC_MAX_BATCH_SIZE } from '@gold/core/shared/page'
import { QueryCache, QueryClient } from '@tanstack/react-query'
import { httpBatchLink } from '@trpc/client'
import { createTRPCReact } from '@trpc/react-query'
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server'
import superjson from 'superjson'

export const trpc = createTRPCReact<AppRouter>()
export type RouterOutputs = inferRouterOutputs<AppRouter>
export type RouterInputs = inferRouterInputs<AppRouter>

const httpStatus = (error: unknown) => (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus
const clientError = (error: unknown) => {
  const status = httpStatus(error)
  return typeof status === 'number' && status >= 400 && status < 500
}

export function createClients() {
  const queryClient: QueryClient = new QueryClient({
    // A 401 on any read means the session ended (signed out elsewhere, revoked, expired): re-ask
    // who is signed in, which sends the app back to its sign-in screen.
    queryCache: new QueryCache({
      onError: (error, query) => {
        const isMe = JSON.stringify(query.queryKey).startsWith('[["auth","me"]')
        if (httpStatus(error) === 401 && !isMe) void queryClient.invalidateQueries({ queryKey: [['auth', 'me']] })
      },
    }),
    defaultOptions: {
      // A 4xx will not change on retry; network blips and 5xx get one more try.
      queries: {
        retry: (count, error) => !clientError(error) && count < 1,
        refetchOnWindowFocus: false,
        staleTime: 15_000,
      },
      mutations: { retry: false },
    },
  })
  const trpcClient = trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        transformer: superjson,
        // The API refuses a bigger batch (400); more queries at once go out as several requests.
        maxItems: TRPC_MAX_BATCH_SIZE,
        fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
      }),
    ],
  })
  return { queryClient, trpcClient }
}
