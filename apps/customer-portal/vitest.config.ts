import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Component tests: a DOM (happy-dom) and the real tRPC client, with the network answered by msw.
export default defineConfig({
  plugins: [react()],
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom', maxWorkers: 1 },
})
