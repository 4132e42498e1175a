import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  base: '/intake/',
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false },
  server: { proxy: { '/trpc': 'http://localhost:3000', '/api': 'http://localhost:3000' } },
})
