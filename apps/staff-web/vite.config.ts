import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The browser's Host is kept (Vite's string shorthand would rewrite it): the API takes the tenant
// from it and refuses cookie requests whose Origin is not that host.
const api = { target: 'http://localhost:3000', changeOrigin: false }

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false },
  server: { proxy: { '/trpc': api, '/api': api } },
})
