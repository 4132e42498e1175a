// `pnpm start`: build what is needed, then run the API process that serves everything
// (migrations apply and demo data seeds on first run inside the server), supervised: a crashed
// server is started again (apps/api/scripts/supervise.mjs, the API's own `start`).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
if (!existsSync(path.join(root, 'node_modules'))) {
  console.error('Dependencies are missing: run `pnpm install` first.')
  process.exit(1)
}

function run(cmd, args) {
  const r = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

console.log('Preparing the database client and building the server and the web apps…')
run('pnpm', ['--filter', '@gold/db', 'generate'])
run('pnpm', ['--filter', '@gold/api', 'build'])
run('pnpm', [
  'exec',
  'turbo',
  'run',
  'build',
  '--filter=@gold/staff-web',
  '--filter=@gold/customer-portal',
  '--filter=@gold/intake',
  '--output-logs=errors-only',
])

const server = spawn('pnpm', ['--filter', '@gold/api', 'start'], { cwd: root, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
