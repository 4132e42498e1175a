import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { loadConfig } from '@gold/api/platform/env'
import { bootContext } from '@gold/api/platform/boot'
import pg from 'pg'
import { recreateBenchDatabase } from './bench-database.ts'
import type { BenchSettings } from './bench-settings.ts'
import { type NodeChild, freePort, startNodeChild } from './node-child.ts'
import { type PendingPurchase, seedPendingPurchases } from './seed-purchases.ts'
import { BENCH_LOGINS, SIZES, type SeededTenant, seedBenchTenant } from './seed-tenant.ts'
import { seedTickets } from './seed-tickets.ts'

const REPO = path.resolve(import.meta.dirname, '..')

export const GATEWAY = {
  keyId: 'key_test_bench',
  keySecret: 'bench-key-secret-0123456789',
  webhookSecret: 'bench-webhook-secret-0123456789',
}

export type PreparedDatabase = SeededTenant & {
  url: string
  purchases: PendingPurchase[]
  reportValuationIds: string[]
}

/** Fresh database, migrated by the platform's own boot, then the realistic tenant in bulk. */
export async function prepareDatabase(settings: BenchSettings, dataDir: string): Promise<PreparedDatabase> {
  const url = await recreateBenchDatabase(settings)
  const started = Date.now()
  const ctx = await bootContext(loadConfig({ DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), 'bench', 2)
  const sql = new pg.Client({ connectionString: url })
  await sql.connect()
  try {
    const tenant = await seedBenchTenant(ctx, sql)
    await seedTickets(sql, tenant.tenantId, tenant.employeeId)
    const purchases = await seedPendingPurchases(sql, settings.webhookPurchases)
    await sql.query('VACUUM ANALYZE') // the steady state autovacuum keeps a live database in
    // Certificates are emailed, so the report row uses loans whose borrower has an email.
    const report = await sql.query<{ id: string }>(
      `SELECT v.id FROM "Valuation" v JOIN "Customer" c ON c.id = v."customerId" WHERE v."tenantId" = $1 AND v.type = 'loan' AND c.email IS NOT NULL LIMIT 2000`,
      [tenant.tenantId],
    )
    console.log(
      `Seeded ${SIZES.customers} customers, ${SIZES.valuations} valuations (x${SIZES.ornamentsPerValuation} ornaments, ${SIZES.emisPerLoan} EMIs per loan), ` +
        `${SIZES.tickets} tickets and ${purchases.length} pending purchases in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    )
    return { ...tenant, url, purchases, reportValuationIds: report.rows.map((r) => r.id) }
  } finally {
    await sql.end()
    await ctx.db.close()
  }
}

export async function startBaselineServer(url: string, tenantId: string): Promise<NodeChild> {
  const port = await freePort()
  return startNodeChild({
    label: 'baseline server',
    entry: path.join(REPO, 'bench/baseline-server.ts'),
    cwd: path.join(REPO, 'bench'),
    port,
    readyPath: '/fixed',
    env: { BASELINE_PORT: String(port), BASELINE_DATABASE_URL: url, BASELINE_TENANT_ID: tenantId },
  })
}

/** The Node flags `pnpm start` runs the server with (apps/api/package.json `start`), so the bench runs it the same way. */
export function deployedNodeFlags(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(REPO, 'apps/api/package.json'), 'utf8')) as {
    scripts: { start: string }
  }
  return pkg.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'))
}

/** The real API server as deployed (`pnpm start`: the build, dist/server.mjs) in a child process, configured like production. */
export async function startApiServer(settings: BenchSettings, url: string, dataDir: string): Promise<NodeChild> {
  const entry = path.join(dataDir, 'server.mjs')
  await promisify(execFile)(process.execPath, [path.join(REPO, 'apps/api/scripts/build.mjs'), entry])
  const port = await freePort()
  const profile = settings.cpuProfileDir
    ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.INIT_CWD ?? process.cwd(), settings.cpuProfileDir)]
    : []
  const nodeFlags = [...deployedNodeFlags(), ...profile]
  await mkdir(path.join(dataDir, 'outbox'), { recursive: true })
  return startNodeChild({
    label: 'API server',
    entry,
    cwd: path.join(REPO, 'apps/api'),
    port,
    readyPath: '/healthz',
    nodeFlags,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: settings.logLevel,
      MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      CRON_SECRET: 'bench-cron-secret',
      GATEWAY_KEY_ID: GATEWAY.keyId,
      GATEWAY_KEY_SECRET: GATEWAY.keySecret,
      GATEWAY_WEBHOOK_SECRET: GATEWAY.webhookSecret,
      GATEWAY_API_BASE: 'http://127.0.0.1:9/',
      SESSION_SECRET: 'bench-session-secret-0123456789',
      INTAKE_TOKEN_SECRET: 'bench-intake-secret-0123456789',
    },
  })
}

export async function login(base: string, who: 'admin' | 'employee'): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_LOGINS[who]),
  })
  if (!res.ok) throw new Error(`login as ${who} failed: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { accessToken: string }).accessToken
}
