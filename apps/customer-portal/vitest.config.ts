import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Component tests: a DOM (happy-dom) and the real tRPC client, with the network answered by msw.
export default defineConfig({
  plugins: [react()],
  // A journey through a form (typing, confirming, waiting for the answer) takes a second on a quiet
  // machine and several on a busy 2-core CI runner: 5 s failed there for slowness, not for a fault.
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom', maxWorkers: 1, testTimeout: 20_000 },
})
