/**
 * `pnpm bench`: the API server on PostgreSQL with a realistic tenant, driven by autocannon. Every
 * row is run flat out, then at half that rate, and reported as a ratio to two baselines measured
 * in the same run (see README.md). Not a test: it prints one table and exits 0 whatever it shows.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { BASELINE_ROWS, type BenchRow, apiRows } from './bench-rows.ts'
import { benchSettings } from './bench-settings.ts'
import { GATEWAY, login, prepareDatabase, startApiServer, startBaselineServer } from './bench-setup.ts'
import { runLoad } from './load.ts'
import { type NodeChild, TSX_LOADER } from './node-child.ts'
import { type RowResult, renderTable } from './report-table.ts'

const settings = benchSettings()
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gold-bench-'))
const db = await prepareDatabase(settings, dataDir)
const baseline = await startBaselineServer(db.url, db.tenantId)
const api = await startApiServer(settings, db.url, dataDir)
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
 */
async function measureRow(row: BenchRow, server: NodeChild): Promise<RowResult> {
  const load = { durationSec: settings.durationSec, connections: row.spec.connections ?? settings.connections }
  server.resetPeakRss()
  const cpuBefore = server.cpuMs()
  const max = await runLoad(server.base, row.spec, load)
  const cpuAfter = server.cpuMs()
  const cpuMsPerRequest =
    cpuBefore !== null && cpuAfter !== null && max.total > 0 ? (cpuAfter - cpuBefore) / max.total : null
  await drained(server)
  const rate = Math.round(max.rps / 2)
  const half =
    rate >= 1
      ? { ...(await runLoad(server.base, row.spec, { ...load, overallRate: rate })), rate: String(rate) }
      : { ...(await runLoad(server.base, row.spec, { ...load, connections: 1 })), rate: '1 at a time' }
  await drained(server)
  return { name: row.name, kind: row.kind, max, half, rssMb: server.peakRssMb(), cpuMsPerRequest }
}

/** Wait (at most 2 minutes) until a request that needs the database answers promptly again. */
async function drained(server: NodeChild) {
  const probe = server === api ? '/api/auth/me' : '/customer?id=none'
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

const results: RowResult[] = []
let probeToken = ''
try {
  const [adminToken, agentToken] = [await login(api.base, 'admin'), await login(api.base, 'employee')]
  probeToken = adminToken
  const wanted = (row: BenchRow) =>
    row.kind === 'baseline' || settings.only.length === 0 || settings.only.some((s) => row.name.includes(s))
  const rows = [
    ...BASELINE_ROWS(db.customerIds),
    ...apiRows({
      adminToken,
      agentToken,
      customerIds: db.customerIds,
      reportValuationIds: db.reportValuationIds,
      purchases: db.purchases,
      webhookSecret: GATEWAY.webhookSecret,
    }),
  ].filter(wanted)
  for (const row of rows) {
    process.stdout.write(`  ${row.name} ...`)
    const result = await measureRow(row, row.server === 'api' ? api : baseline)
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
  if (settings.only.length === 0 || settings.only.some((s) => 'certificate PDF renderer'.includes(s)))
    results.push(await measurePdfRenderer())
  const apiPeak = Math.max(
    ...results
      .filter((r) => !r.name.startsWith('A:') && !r.name.startsWith('B:') && !r.note?.includes('own process'))
      .map((r) => r.rssMb ?? 0),
  )
  console.log(`\n${renderTable(results)}\n`)
  console.log(
    `API server peak RSS ${apiPeak} MB. Load runs took ${((Date.now() - started) / 1000).toFixed(0)} s ` +
      `(${settings.durationSec} s per run, ${settings.connections} connections, ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}).`,
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
