import type { AppRouter } from '@gold/api/router'
import { QueryClient } from '@tanstack/react-query'
import { httpBatchLink } from '@trpc/client'
import { createTRPCReact } from '@trpc/react-query'
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server'
import superjson from 'superjson'

export const trpc = createTRPCReact<AppRouter>()
export type RouterOutputs = inferRouterOutputs<AppRouter>
export type RouterInputs = inferRouterInputs<AppRouter>

const clientError = (error: unknown) => {
  const status = (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus
  return typeof status === 'number' && status >= 400 && status < 500
}

export function createClients() {
  const queryClient = new QueryClient({
    defaultOptions: {
      // A 4xx will not change on retry; network blips and 5xx get one more try.
      queries: { retry: (count, error) => !clientError(error) && count < 1, refetchOnWindowFocus: false, staleTime: 15_000 },
      mutations: { retry: false },
    },
  })
  const trpcClient = trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        transformer: superjson,
        fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
      }),
    ],
  })
  return { queryClient, trpcClient }
}
