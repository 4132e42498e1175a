// `prisma generate` without engine downloads (see shared notes: prisma-offline.md).
import { execFileSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
execFileSync('pnpm', ['exec', 'prisma', 'generate'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    CHECKPOINT_DISABLE: '1',
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    PRISMA_SCHEMA_ENGINE_BINARY: path.join(root, 'scripts/no-schema-engine.sh'),
  },
})
