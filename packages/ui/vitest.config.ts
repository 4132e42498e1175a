import { defineConfig } from 'vitest/config'

// Unit tests of the shared pieces that need no DOM (catalogues, formatting); the apps test the components.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], environment: 'node' } })
