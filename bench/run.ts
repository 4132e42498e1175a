/**
 * `pnpm bench`: the API server on PostgreSQL with a realistic tenant, driven by autocannon. Every
 * row is run flat out, then at half that rate, and reported as a ratio to two baselines measured
 * in the same run (see bench/README.md). Not a test: it prints one table and exits 0 whatever it shows.
 */
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { BASELINE_ROWS, type BenchRow, apiRows, processesRow, scaleRows } from './bench-rows.ts'
import { benchSettings } from './bench-settings.ts'
import {
  GATEWAY,
  buildServer,
  login,
  prepareDatabase,
  startApiServer,
  startBaselineServer,
  startEmbeddedServer,
  startProxy,
} from './bench-setup.ts'
import { runLoad } from './load.ts'
import { type NodeChild, TSX_LOADER } from './node-child.ts'
import { type RowResult, renderTable } from './report-table.ts'
import { BENCH_TENANT } from './seed-tenant.ts'

const settings = benchSettings()
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gold-bench-'))
const db = await prepareDatabase(settings, dataDir)
const serverEntry = await buildServer(dataDir)
const baseline = await startBaselineServer(db.url, db.tenantId)
const api = await startApiServer(settings, db.url, dataDir, serverEntry)
const started = Date.now()
console.log(
  `Servers up; machine load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} CPUs (the ratios are what compare across runs).`,
)

/**
 * Flat out, then at half that rate (below 2 req/s, where half a request per second cannot be
 * scheduled, one request at a time instead). Between runs the server is let drain its backlog.
 * `target` takes the load; CPU and peak RSS are read from `measured` (the API processes behind a
 * proxy): CPU summed, RSS the largest.
 */
async function measureRow(row: BenchRow, target: NodeChild, measured: NodeChild[] = [target]): Promise<RowResult> {
  const load = {
    durationSec: Math.max(settings.durationSec, row.spec.minDurationSec ?? 0),
    connections: row.spec.connections ?? settings.connections,
  }
  for (const m of measured) m.resetPeakRss()
  const cpu = () => measured.reduce<number | null>((sum, m) => (sum === null ? null : nullSum(sum, m.cpuMs())), 0)
  const cpuBefore = cpu()
  const max = await runLoad(target.base, row.spec, load)
  const cpuAfter = cpu()
  const cpuMsPerRequest =
    cpuBefore !== null && cpuAfter !== null && max.total > 0 ? (cpuAfter - cpuBefore) / max.total : null
  await drained(target)
  const rate = Math.round(max.rps / 2)
  const half =
    rate >= 1
      ? { ...(await runLoad(target.base, row.spec, { ...load, overallRate: rate })), rate: String(rate) }
      : { ...(await runLoad(target.base, row.spec, { ...load, connections: 1 })), rate: '1 at a time' }
  await drained(target)
  const peaks = measured.map((m) => m.peakRssMb())
  const rssMb = peaks.some((p) => p === null) ? null : Math.max(...(peaks as number[]))
  return { name: row.name, kind: row.kind, targets: row.targets, max, half, rssMb, cpuMsPerRequest }
}

const nullSum = (a: number, b: number | null) => (b === null ? null : a + b)

/** Wait (at most 2 minutes) until a request that needs the database answers promptly again. */
async function drained(server: NodeChild) {
  const probe = server === baseline ? '/customer?id=none' : '/api/auth/me'
  const headers = { authorization: `Bearer ${probeToken}` }
  const deadline = Date.now() + 120_000
  let quick = 0
  while (quick < 3 && Date.now() < deadline) {
    const start = Date.now()
    await fetch(server.base + probe, { headers }).then(
      (r) => r.arrayBuffer(),
      () => null,
    )
    quick = Date.now() - start < 100 ? quick + 1 : 0
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** The certificate renderer alone, timed in its own process on one seeded loan. */
async function measurePdfRenderer(): Promise<RowResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', TSX_LOADER, path.join(import.meta.dirname, 'pdf-render-child.ts')],
    {
      cwd: import.meta.dirname,
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        TENANT_ID: db.tenantId,
        VALUATION_ID: db.reportValuationIds[0],
      },
    },
  )
  const { samplesMs, maxRssMb } = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    samplesMs: number[]
    maxRssMb: number
  }
  const sorted = [...samplesMs].sort((x, y) => x - y)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!
  const mean = samplesMs.reduce((s, x) => s + x, 0) / samplesMs.length
  return {
    name: `certificate PDF renderer (direct, ${samplesMs.length} renders)`,
    kind: 'pdf',
    max: { rps: 1000 / mean, p50: at(0.5), p99: at(0.99), total: samplesMs.length, failed: 0 },
    rssMb: maxRssMb,
    cpuMsPerRequest: mean,
    note: "one render at a time in its own process; req/s = 1000 / mean render ms, RSS is that process's peak",
  }
}

async function pendingPurchasesLeft(): Promise<number> {
  const client = new pg.Client({ connectionString: db.url })
  await client.connect()
  const res = await client.query<{ n: string }>(
    `SELECT count(*) AS n FROM "Purchase" WHERE "gatewayOrderId" LIKE 'order_bench_%' AND status = 'CREATED'`,
  )
  await client.end()
  return Number(res.rows[0]!.n)
}

/** `pnpm cli <command>` as an operator types it, from the repository root: the median and slowest of `runs`. */
async function timeCli(name: string, env: Record<string, string>, args: string[], runs = 3): Promise<RowResult> {
  const samples: number[] = []
  let failed = 0
  let firstFailure: string | undefined
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    try {
      await promisify(execFile)('pnpm', ['cli', ...args], {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: { ...process.env, ...env },
      })
    } catch (e) {
      failed++
      firstFailure ??= String((e as { stderr?: string }).stderr ?? e).slice(0, 200)
    }
    samples.push(performance.now() - start)
  }
  const sorted = [...samples].sort((x, y) => x - y)
  return {
    name,
    kind: 'command',
    targets: name.includes('PostgreSQL') ? { maxMs: 1500 } : undefined,
    max: {
      rps: NaN,
      p50: sorted[Math.floor(sorted.length / 2)]!,
      p99: sorted.at(-1)!,
      total: runs,
      failed,
      firstFailure,
    },
    rssMb: null,
    cpuMsPerRequest: null,
    note: `\`pnpm cli ${args.join(' ')}\` from the repository root, ${runs} runs; p50 and p99 columns are the median and the slowest`,
  }
}

const memoryRow = (name: string, rssMb: number | null, maxMb: number, note: string): RowResult => ({
  name,
  kind: 'memory',
  targets: { maxMb },
  max: { rps: NaN, p50: NaN, p99: NaN, total: 0, failed: 0 },
  rssMb,
  cpuMsPerRequest: null,
  note,
})

/**
 * `pnpm start` on the embedded database: the bundle with the supervisor's flags on a fresh data
 * directory (first start: migrations and the demo seed), stopped, started again on it as every
 * later start is, then left idle; its resident memory then, and the CLI's wall time on that directory.
 */
async function measureEmbedded(): Promise<RowResult[]> {
  const embeddedDir = path.join(dataDir, 'embedded')
  await mkdir(embeddedDir, { recursive: true })
  const first = await startEmbeddedServer(settings, embeddedDir, serverEntry)
  await new Promise((r) => setTimeout(r, 5_000))
  const firstIdle = first.rssMb()
  const firstPeak = first.peakRssMb()
  await first.stop()
  const server = await startEmbeddedServer(settings, embeddedDir, serverEntry)
  await new Promise((r) => setTimeout(r, 10_000))
  const idle = server.rssMb()
  const peak = server.peakRssMb()
  await server.stop()
  return [
    memoryRow(
      'embedded `pnpm start` idle RSS (server process)',
      idle,
      350,
      `10 s idle after a start on a migrated data directory (peak during that start ${peak} MB); ` +
        `the very first start (migrations, demo seed) idled at ${firstIdle} MB, peak ${firstPeak} MB`,
    ),
    await timeCli('one `pnpm cli` command (embedded)', { DATABASE_URL: '', DATA_DIR: embeddedDir }, CLI_COMMAND),
  ]
}

/** A write through the whole boot: the CLI's cost is start-up, so any one command shows it. */
const CLI_COMMAND = ['rate:set', '--rate22k', '6500']

const results: RowResult[] = []
/** Peak RSS of each API process on PostgreSQL over the load rows. */
const apiPeaks: number[] = []
let probeToken = ''
try {
  const [adminToken, agentToken] = [
    await login(api.base, BENCH_TENANT.admin),
    await login(api.base, BENCH_TENANT.employee),
  ]
  probeToken = adminToken
  const wanted = (name: string, kind?: string) =>
    kind === 'baseline' || settings.only.length === 0 || settings.only.some((s) => name.includes(s))
  const scale = []
  for (const shop of db.scaleTenants)
    scale.push(
      ...scaleRows({
        label: shop.shape.slug,
        customers: shop.shape.customers,
        tickets: shop.shape.tickets,
        adminToken: await login(api.base, shop.shape.admin),
        agentToken: await login(api.base, shop.shape.employee),
      }),
    )
  const rows = [
    ...BASELINE_ROWS(db.customerIds),
    ...apiRows({
      adminToken,
      agentToken,
      customerIds: db.customerIds,
      reportValuationIds: db.reportValuationIds,
      purchases: db.purchases,
      webhookSecret: GATEWAY.webhookSecret,
      loanIds: db.loanIds,
    }),
    ...scale,
  ].filter((row) => wanted(row.name, row.kind))
  for (const row of rows) {
    process.stdout.write(`  ${row.name} ...`)
    const result = await measureRow(row, row.server === 'api' ? api : baseline)
    if (row.server === 'api' && result.rssMb !== null) apiPeaks.push(result.rssMb)
    if (row.name.includes('webhook')) {
      const left = await pendingPurchasesLeft()
      result.note =
        `${db.purchases.length - left} of ${db.purchases.length} pending purchases settled` +
        (left === 0
          ? ' (pool exhausted: later deliveries were already-paid no-ops; raise BENCH_WEBHOOK_PURCHASES)'
          : '')
    }
    results.push(result)
    console.log(` ${Math.round(result.max.rps)} req/s`)
  }
  if (wanted(processesRow(2, [], '').name)) {
    // The same request through one round-robin port: one API process behind it, then two on one database.
    process.stdout.write('  API processes behind one port ...')
    const proxyOne = await startProxy([api])
    const one = await measureRow(processesRow(1, db.customerIds, adminToken), proxyOne, [api])
    await proxyOne.stop()
    const second = await startApiServer(settings, db.url, dataDir, serverEntry, 'second API server')
    const proxyTwo = await startProxy([api, second])
    const two = await measureRow(processesRow(2, db.customerIds, adminToken), proxyTwo, [api, second])
    await Promise.all([proxyTwo.stop(), second.stop()])
    two.note = `${(two.max.rps / one.max.rps).toFixed(2)} x the one-process rate (each process has its own pool of 10 connections; CPU ms/req summed over both)`
    for (const r of [one, two]) if (r.rssMb !== null) apiPeaks.push(r.rssMb)
    results.push(one, two)
    console.log(` ${Math.round(one.max.rps)} -> ${Math.round(two.max.rps)} req/s`)
  }
  if (wanted('certificate PDF renderer')) results.push(await measurePdfRenderer())
  if (wanted('API peak RSS') && apiPeaks.length > 0)
    results.push(
      memoryRow(
        'API peak RSS (PostgreSQL, over the run)',
        Math.max(...apiPeaks),
        300,
        'the largest peak of an API process over the load rows above',
      ),
    )
  if (wanted('pnpm cli')) {
    process.stdout.write('  pnpm cli on PostgreSQL ...')
    results.push(
      await timeCli('one `pnpm cli` command (PostgreSQL)', { DATABASE_URL: db.url, DATA_DIR: dataDir }, CLI_COMMAND),
    )
    console.log(' done')
  }
  if (wanted('embedded')) {
    process.stdout.write('  embedded pnpm start and pnpm cli ...')
    // Measured last and on its own: a server that cannot start embedded still leaves the table.
    const embedded = await measureEmbedded().catch((e: unknown): RowResult[] => {
      const failed = { rps: NaN, p50: NaN, p99: NaN, total: 0, failed: 1, firstFailure: String(e).slice(0, 300) }
      return [
        { ...memoryRow('embedded `pnpm start` idle RSS (server process)', null, 350, 'could not start'), max: failed },
        { name: 'one `pnpm cli` command (embedded)', kind: 'command', max: failed, rssMb: null, cpuMsPerRequest: null },
      ]
    })
    results.push(...embedded)
    console.log(' done')
  }
  console.log(`\n${renderTable(results)}\n`)
  console.log(
    `Load runs took ${((Date.now() - started) / 1000).toFixed(0)} s ` +
      `(${settings.durationSec} s per run, ${settings.connections} connections, ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(
          ' ',
        )}).${settings.scale ? '' : ' BENCH_SCALE=1 adds the 1,000- and 50,000-borrower shops and 20,000 tickets.'}`,
  )
} catch (e) {
  // Thresholds never fail the bench; a run that could not measure does.
  console.error('\nbench failed:', e)
  process.exitCode = 1
} finally {
  await Promise.all([api.stop(), baseline.stop()])
  await rm(dataDir, { recursive: true, force: true })
}
process.exit()
