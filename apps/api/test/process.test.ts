import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const apiDir = path.resolve(import.meta.dirname, '..')
const tsx = path.join(apiDir, 'node_modules/.bin/tsx')
let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'gold-proc-'))
})
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

const env = (extra: Record<string, string> = {}) => ({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  ...extra,
})
const cliIn = (dir: string, ...args: string[]) =>
  spawnSync(tsx, ['src/cli/main.ts', ...args], { cwd: apiDir, env: env({ DATA_DIR: dir }), encoding: 'utf8' })
const cli = (...args: string[]) => cliIn(dataDir, ...args)

async function waitForHealth(url: string, ms = 60_000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('server did not become healthy')
}

describe('operator CLI and server process', () => {
  it('prints one JSON object and exits 0; prints the reason on stderr and exits 1 on failure', () => {
    const ok = cli(
      'tenant:create',
      '--name',
      'Process Shop',
      '--slug',
      'proc-shop',
      '--admin-email',
      'p@shop.in',
      '--admin-password',
      'secret123',
    )
    expect(ok.status).toBe(0)
    expect(JSON.parse(ok.stdout)).toEqual({
      tenantId: expect.any(String),
      slug: 'proc-shop',
      adminUserId: expect.any(String),
    })
    const dup = cli(
      'tenant:create',
      '--name',
      'Process Shop',
      '--slug',
      'proc-shop',
      '--admin-email',
      'p@shop.in',
      '--admin-password',
      'secret123',
    )
    expect(dup.status).toBe(1)
    expect(dup.stdout).toBe('')
    expect(dup.stderr).toMatch(/already in use/)
    const unknown = cli('no:such')
    expect(unknown.status).toBe(1)
    expect(unknown.stderr).toMatch(/Unknown command "no:such"/)
    const missing = cli('user:create', '--tenant', 'proc-shop')
    expect(missing.status).toBe(1)
    expect(missing.stderr).toMatch(/Missing --role|Missing --email|Missing/)
  })

  it('stops a bad configuration at start with a message naming the variable', () => {
    const r = spawnSync(tsx, ['src/server.ts'], { cwd: apiDir, env: env({ PORT: 'not-a-port' }), encoding: 'utf8' })
    expect(r.status).toBe(1)
    expect(r.stderr).toMatch(/PORT/)
  })

  it('serves from the production build, refuses a second opener of the embedded database, and shuts down cleanly on SIGTERM', async () => {
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, encoding: 'utf8' })
    expect(build.stderr).toBe('')
    expect(build.status).toBe(0)
    // The bundle reaches the tree by paths relative to itself: it names no directory of the build machine.
    const repoRoot = path.resolve(apiDir, '../..')
    const naming = (file: string) => readFileSync(path.join(apiDir, 'dist', file), 'utf8').includes(repoRoot)
    expect(readdirSync(path.join(apiDir, 'dist')).filter(naming)).toEqual([])
    const port = String(20000 + Math.floor(Math.random() * 20000))
    const serverDir = path.join(dataDir, 'server')
    const server = spawn(process.execPath, ['dist/server.mjs'], {
      cwd: apiDir,
      env: env({ PORT: port, DATA_DIR: serverDir }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    server.stdout.on('data', (d) => {
      output += d
    })
    try {
      await waitForHealth(`http://127.0.0.1:${port}/healthz`)
      expect(output).toContain('admin@demo.gold')
      const blocked = cliIn(serverDir, 'db:migrate')
      expect(blocked.status).toBe(1)
      expect(blocked.stderr).toMatch(/in use by the platform server .*Stop it first/)
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.gold', password: 'Admin@12345' }),
      })
      expect(login.status).toBe(200)
      // Files found beside the sources (the certificate fonts) still resolve from the bundle.
      const { accessToken } = (await login.json()) as { accessToken: string }
      const auth = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }
      const [customer] = (await (await fetch(`http://127.0.0.1:${port}/api/customers`, { headers: auth })).json()) as {
        id: string
      }[]
      const valuation = await fetch(`http://127.0.0.1:${port}/api/valuations`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          customerId: customer!.id,
          ornaments: [{ type: 'Chain', purity: '22K', grossWeight: 10, deduction: 0 }],
        }),
      })
      expect(valuation.status).toBe(201)
      const { id } = (await valuation.json()) as { id: string }
      const certificate = await fetch(`http://127.0.0.1:${port}/api/valuations/${id}/certificate`, { headers: auth })
      expect(certificate.status).toBe(200)
      expect(
        Buffer.from(await certificate.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-')
    } finally {
      const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
      server.kill('SIGTERM')
      expect(await exited).toBe(0)
    }
    expect(existsSync(path.join(serverDir, 'db.lock'))).toBe(false)
    expect(cliIn(serverDir, 'db:migrate').stdout.trim()).toBe('{"ok":true}')
  })

  // `pnpm start` runs scripts/supervise.mjs (apps/api package.json "start"); it serves the bundle built above.
  it('restarts the server after it is killed, and stops with it on SIGTERM', async () => {
    const port = String(20000 + Math.floor(Math.random() * 20000))
    const serverDir = path.join(dataDir, 'supervised')
    const supervisor = spawn(process.execPath, ['scripts/supervise.mjs'], {
      cwd: apiDir,
      env: env({ PORT: port, DATA_DIR: serverDir }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let log = ''
    supervisor.stderr.on('data', (d) => {
      log += d
    })
    const serverPids = () => [...log.matchAll(/server process (\d+) started/g)].map((m) => Number(m[1]))
    const health = `http://127.0.0.1:${port}/healthz`
    try {
      await waitForHealth(health)
      const [first] = serverPids()
      expect(first).toEqual(expect.any(Number))
      process.kill(first!, 'SIGKILL')
      await expect.poll(() => serverPids().length, { timeout: 10_000 }).toBe(2)
      expect(log).toMatch(/the server died \(SIGKILL\); restarting in 1 s/)
      // The embedded database's lock left by the killed process is taken over.
      await waitForHealth(health)
      expect(serverPids()[1]).not.toBe(first)
    } finally {
      const exited = new Promise<number | null>((resolve) => supervisor.once('exit', (code) => resolve(code)))
      supervisor.kill('SIGTERM')
      expect(await exited).toBe(0)
    }
    expect(existsSync(path.join(serverDir, 'db.lock'))).toBe(false)
    await expect(fetch(health)).rejects.toThrow()
  })

  it('does not restart a server that cannot start (bad configuration): exits with its code at once', () => {
    const r = spawnSync(process.execPath, ['scripts/supervise.mjs'], {
      cwd: apiDir,
      env: env({ PORT: 'not-a-port' }),
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(r.status).toBe(1)
    expect(r.stderr).toMatch(/PORT/)
    expect(r.stderr.match(/server process \d+ started/g)).toHaveLength(1)
    expect(r.stderr).toMatch(/stopped before it was ready \(exit code 1\); not restarting/)
  })
})
