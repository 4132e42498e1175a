import { spawn, spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { cloneDatabase } from './support/postgres-databases.ts'

/**
 * Issue 23 item 11: the demo shop, and a super admin whose password the README prints, are seeded
 * only on the embedded default or when asked (SEED_DEMO=on), never in production; a process
 * prints only logins it seeded; the first super admin comes from `pnpm cli superadmin:create`.
 * The server runs as a real process on an empty database: embedded, or a fresh PostgreSQL one.
 */
const apiDir = path.resolve(import.meta.dirname, '..')
const tsx = path.join(apiDir, 'node_modules/.bin/tsx')
const DEMO_SECRETS = ['admin@demo.gold', 'Admin@12345', 'Staff@12345', 'Manager@12345', 'Ops@123456']

let dataDir: string
let database: { url: string; drop: () => Promise<void> } | null = null
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'gold-seed-'))
  const pgUrl = process.env.TEST_DATABASE_URL
  const template = inject('pgTemplate')
  if (pgUrl && template) database = await cloneDatabase(pgUrl, template)
})
afterAll(async () => {
  await database?.drop()
  await rm(dataDir, { recursive: true, force: true })
})

const env = (extra: Record<string, string>) => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DATABASE_URL: database?.url ?? '',
  ...extra,
})

/** Start the server, wait until it is ready, log in with `login`, stop it; its stdout and the login status. */
async function runServer(extra: Record<string, string>, login: { email: string; password: string }) {
  const port = String(20000 + Math.floor(Math.random() * 20000))
  const server = spawn(tsx, ['src/server.ts'], {
    cwd: apiDir,
    env: env({ PORT: port, ...extra }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  server.stdout.on('data', (d) => (output += d))
  server.stderr.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
  try {
    await expect.poll(() => output, { timeout: 240_000, interval: 200 }).toMatch(/Gold lending platform on/)
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(login),
    })
    return { output, loginStatus: res.status }
  } finally {
    server.kill('SIGTERM')
    await exited
  }
}
const cli = (extra: Record<string, string>, ...args: string[]) =>
  spawnSync(tsx, ['src/cli/main.ts', ...args], { cwd: apiDir, env: env(extra), encoding: 'utf8', timeout: 100_000 })

describe('demo seed at start-up', () => {
  it(
    'in production an empty database gets no demo shop and no demo super admin; the first super admin comes from the CLI',
    { timeout: 300_000 },
    async () => {
      const production = { NODE_ENV: 'production', AADHAAR_VAULT_KEY: 'ab'.repeat(32) }
      const first = await runServer(production, { email: 'ops@platform.gold', password: 'Ops@123456' })
      expect(first.loginStatus).toBe(401)
      for (const secret of DEMO_SECRETS) expect(first.output).not.toContain(secret)
      expect(first.output).toContain('pnpm cli superadmin:create')

      const created = cli(
        production,
        'superadmin:create',
        '--email',
        'owner@ops.in',
        '--password',
        'Owner@2468',
        '--name',
        'Owner',
      )
      expect([created.status, created.stderr]).toEqual([0, ''])
      expect(JSON.parse(created.stdout)).toEqual({ userId: expect.any(String) })
      const seeded = cli(production, 'db:seed')
      expect(seeded.status).toBe(1)
      expect(seeded.stderr).toMatch(/never seeded in production/)

      const second = await runServer(production, { email: 'owner@ops.in', password: 'Owner@2468' })
      expect(second.loginStatus).toBe(200)
      expect(second.output).not.toContain('superadmin:create')
      for (const secret of DEMO_SECRETS) expect(second.output).not.toContain(secret)
    },
  )

  it('SEED_DEMO=on in production stops start-up naming the variable', { timeout: 120_000 }, () => {
    const r = spawnSync(tsx, ['src/server.ts'], {
      cwd: apiDir,
      env: env({ NODE_ENV: 'production', SEED_DEMO: 'on' }),
      encoding: 'utf8',
      timeout: 100_000,
    })
    expect(r.status).toBe(1)
    expect(r.stderr).toMatch(/SEED_DEMO/)
  })
})
