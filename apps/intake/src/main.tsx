import '@gold/ui/styles.css'
import './app.css'
import { configureRouter } from '@gold/ui'
import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app.tsx'
import { createClients, trpc } from './trpc.ts'

configureRouter({ base: import.meta.env.BASE_URL })

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
