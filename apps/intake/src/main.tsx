import '@gold/ui/styles.css'
import './app.css'
import { configureRouter, LanguageProvider } from '@gold/ui'
import { mountApp } from '@gold/ui/mount-app'
import { App } from './app.tsx'

configureRouter({ base: import.meta.env.BASE_URL })
mountApp(
  <LanguageProvider>
    <App />
  </LanguageProvider>,
)
