import { defineConfig } from 'vitest/config'
// Property tests replay hundreds of random loans day by day: seconds each on a loaded 2-core CI machine, not 5.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 30_000 } })
