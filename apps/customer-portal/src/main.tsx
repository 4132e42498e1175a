import '@gold/ui/styles.css'
import './app.css'
import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app.tsx'
import { createClients, trpc } from './trpc.ts'

function Root() {
  const [{ queryClient, trpcClient }] = useState(createClients)
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </trpc.Provider>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(<StrictMode><Root /></StrictMode>)
