import '@gold/ui/styles.css'
import './app.css'
import { mountApp } from '@gold/ui/mount-app'
import { App } from './app.tsx'

mountApp(<App />)
