/**
 * `pnpm bench`: request costs on a real server over the embedded database, each reported as a
 * ratio to a baseline measured in the same run (GET /healthz, which touches no database), so the
 * numbers compare across machines. Not a test: it never fails on a threshold.
 */
import type { AddressInfo } from 'node:net'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createApp } from '@gold/api/app'
import { loadConfig } from '@gold/api/env'
import { bootContext } from '@gold/api/platform/boot'
import { DEMO_LOGINS, seedDemo } from '@gold/api/platform/seed'

type Case = { name: string; run: () => Promise<unknown> }

async function measure(fn: () => Promise<unknown>, iterations: number) {
  for (let i = 0; i < Math.min(20, iterations); i++) await fn()
  const start = process.hrtime.bigint()
  for (let i = 0; i < iterations; i++) await fn()
  return Number(process.hrtime.bigint() - start) / 1e6 / iterations
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gold-bench-'))
const ctx = await bootContext(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), 'bench')
await seedDemo(ctx)
const server = createApp(ctx).listen(0, '127.0.0.1')
await new Promise((r) => server.once('listening', r))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_LOGINS.admin) })
const { accessToken } = (await login.json()) as { accessToken: string }
const auth = { authorization: `Bearer ${accessToken}` }
const iterations = Number(process.env.BENCH_ITERATIONS ?? 300)

const baseline: Case = { name: 'GET /healthz (baseline)', run: () => fetch(`${base}/healthz`).then((r) => r.text()) }
const cases: Case[] = [
  { name: 'GET /api/auth/me (session + principal)', run: () => fetch(`${base}/api/auth/me`, { headers: auth }).then((r) => r.text()) },
  { name: 'GET /trpc/auth.me (tRPC + principal)', run: () => fetch(`${base}/trpc/auth.me`, { headers: auth }).then((r) => r.text()) },
]
const extra = await import('./cases.ts').then((m) => m.domainCases(base, auth)).catch(() => [] as Case[])

const baseMs = await measure(baseline.run, iterations)
console.log(`${baseline.name}: ${baseMs.toFixed(3)} ms/request (1.00x)`)
for (const c of [...cases, ...extra]) {
  const ms = await measure(c.run, iterations)
  console.log(`${c.name}: ${ms.toFixed(3)} ms/request (${(ms / baseMs).toFixed(2)}x baseline)`)
}
server.close()
await ctx.db.close()
await rm(dataDir, { recursive: true, force: true })
process.exit(0)
