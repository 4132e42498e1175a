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
import { LOAN_SIZES, seedLoans } from './seed-loans.ts'
import { seedBooks } from './seed-books.ts'
import { BENCH_TENANT, SCALE_TENANTS, SIZES, type SeededTenant, seedBenchTenant, seedPlatform } from './seed-tenant.ts'
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
  loanIds: string[]
  /** BENCH_SCALE=1 only: the 1,000- and 50,000-borrower shops. */
  scaleTenants: SeededTenant[]
}

/** Fresh database, migrated by the platform's own boot, then the realistic tenant in bulk. */
export async function prepareDatabase(settings: BenchSettings, dataDir: string): Promise<PreparedDatabase> {
  const url = await recreateBenchDatabase(settings)
  const started = Date.now()
  const ctx = await bootContext(loadConfig({ DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), 'bench', 2)
  const sql = new pg.Client({ connectionString: url })
  await sql.connect()
  try {
    await seedPlatform(ctx)
    const tenant = await seedBenchTenant(ctx, sql, BENCH_TENANT)
    await seedTickets(sql, tenant)
    const loanIds = await seedLoans(sql, tenant.tenantId)
    const journalLines = await seedBooks(sql, tenant.tenantId)
    const scaleTenants: SeededTenant[] = []
    for (const shape of settings.scale ? SCALE_TENANTS : []) {
      const scaled = await seedBenchTenant(ctx, sql, shape)
      await seedTickets(sql, scaled)
      scaleTenants.push(scaled)
    }
    const purchases = await seedPendingPurchases(sql, settings.webhookPurchases)
    await sql.query('VACUUM ANALYZE') // the steady state autovacuum keeps a live database in
    // Certificates are emailed, so the report row uses loans whose borrower has an email.
    const report = await sql.query<{ id: string }>(
      `SELECT v.id FROM "Valuation" v JOIN "Customer" c ON c.id = v."customerId" WHERE v."tenantId" = $1 AND v.type = 'loan' AND c.email IS NOT NULL LIMIT 2000`,
      [tenant.tenantId],
    )
    const scale = scaleTenants.map((t) => `${t.shape.customers} (${t.shape.tickets} tickets)`).join(' and ')
    console.log(
      `Seeded ${BENCH_TENANT.customers} customers, ${BENCH_TENANT.valuations} valuations (x${SIZES.ornamentsPerValuation} ornaments, ${SIZES.emisPerLoan} EMIs per loan), ` +
        `${BENCH_TENANT.tickets} tickets, ${loanIds.length} loans (${loanIds.length * LOAN_SIZES.entriesPerLoan} ledger entries, ${journalLines} journal lines)` +
        (scale ? `, shops of ${scale} customers` : '') +
        ` and ${purchases.length} pending purchases in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    )
    return { ...tenant, url, purchases, reportValuationIds: report.rows.map((r) => r.id), loanIds, scaleTenants }
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

/**
 * The Node flags `pnpm start` runs the server with: its supervisor (apps/api/scripts/supervise.mjs)
 * forks the server with `NODE_OPTIONS`, so the bench runs it the same way.
 */
export function deployedNodeFlags(): string[] {
  const supervisor = readFileSync(path.join(REPO, 'apps/api/scripts/supervise.mjs'), 'utf8')
  const list = /const NODE_OPTIONS = \[([^\]]*)\]/.exec(supervisor)?.[1]
  if (list === undefined) throw new Error('apps/api/scripts/supervise.mjs no longer names its NODE_OPTIONS')
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]!)
}

/** The production bundle `pnpm start` runs, built from the working tree into the run's temp dir. */
export async function buildServer(dataDir: string): Promise<string> {
  const entry = path.join(dataDir, 'server.mjs')
  await promisify(execFile)(process.execPath, [path.join(REPO, 'apps/api/scripts/build.mjs'), entry])
  return entry
}

/** What every API process of the run shares: production mode, the gateway keys, mail to the run's outbox. */
function serverEnv(settings: BenchSettings, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
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
  }
}

/** The real API server as deployed (`pnpm start`: the build, dist/server.mjs) in a child process, configured like production. */
export async function startApiServer(
  settings: BenchSettings,
  url: string,
  dataDir: string,
  entry: string,
  label = 'API server',
): Promise<NodeChild> {
  const port = await freePort()
  const profile = settings.cpuProfileDir
    ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.INIT_CWD ?? process.cwd(), settings.cpuProfileDir)]
    : []
  await mkdir(path.join(dataDir, 'outbox'), { recursive: true })
  return startNodeChild({
    label,
    entry,
    cwd: path.join(REPO, 'apps/api'),
    port,
    readyPath: '/healthz',
    nodeFlags: [...deployedNodeFlags(), ...profile],
    env: { ...serverEnv(settings, dataDir), PORT: String(port), DATABASE_URL: url },
  })
}

/**
 * The same bundle on the embedded database, as `pnpm start` runs it without DATABASE_URL: a fresh
 * data directory, so its first start migrates PGlite and seeds the demo shop.
 */
export async function startEmbeddedServer(settings: BenchSettings, dataDir: string, entry: string): Promise<NodeChild> {
  const port = await freePort()
  await mkdir(path.join(dataDir, 'outbox'), { recursive: true })
  return startNodeChild({
    label: 'embedded API server',
    entry,
    cwd: path.join(REPO, 'apps/api'),
    port,
    readyPath: '/healthz',
    nodeFlags: deployedNodeFlags(),
    env: { ...serverEnv(settings, dataDir), PORT: String(port), DATABASE_URL: '' },
  })
}

/** A round-robin TCP proxy (`round-robin-proxy.ts`) on one port in front of `backends`. */
export async function startProxy(backends: NodeChild[]): Promise<NodeChild> {
  const port = await freePort()
  return startNodeChild({
    label: 'round-robin proxy',
    entry: path.join(REPO, 'bench/round-robin-proxy.ts'),
    cwd: path.join(REPO, 'bench'),
    port,
    readyPath: '/healthz',
    env: { PROXY_PORT: String(port), PROXY_BACKENDS: backends.map((b) => new URL(b.base).port).join(',') },
  })
}

export async function login(base: string, who: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  })
  if (!res.ok) throw new Error(`login as ${who.email} failed: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { accessToken: string }).accessToken
}
