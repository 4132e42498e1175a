import '@gold/ui/styles.css'
import './app.css'
import { LanguageProvider } from '@gold/ui'
import { mountApp } from '@gold/ui/mount-app'
import { App } from './app.tsx'

mountApp(
  <LanguageProvider>
    <App />
  </LanguageProvider>,
)
