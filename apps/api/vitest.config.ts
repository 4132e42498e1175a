import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // Every file boots its own server and database on the same module graph; loading that graph once
    // per worker, not once per file, halves the suite (the imports were 40% of its time). Files share
    // no state: each test server has its own context, database and ports.
    isolate: false,
  },
})
