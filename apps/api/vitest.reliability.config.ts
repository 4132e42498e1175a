import { defineConfig } from 'vitest/config'

/**
 * Reliability suite (`pnpm test:reliability`): several API processes on one PostgreSQL, gateway,
 * SMTP and database faults, crashes. Parts that need real concurrency or separate processes run
 * only with TEST_DATABASE_URL; the rest also runs on the embedded database.
 */
export default defineConfig({
  test: {
    include: ['test-reliability/**/*.test.ts'],
    globalSetup: ['test-reliability/support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 150_000,
    pool: 'forks',
    maxWorkers: 2,
  },
})
