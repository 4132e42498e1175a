import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, useState, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { createClients, trpc } from './trpc.ts'

function TrpcRoot({ children }: { children: ReactNode }) {
  const [{ queryClient, trpcClient }] = useState(createClients)
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  )
}

/** Render an app into #root with the shared tRPC and query clients. */
export function mountApp(app: ReactNode) {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <TrpcRoot>{app}</TrpcRoot>
    </StrictMode>,
  )
}
