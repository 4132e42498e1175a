/**
 * `pnpm bench`: the API server on PostgreSQL with a realistic tenant, driven by autocannon. Every
 * row is run flat out, then at half that rate, and reported as a ratio to two baselines measured
 * in the same run (see bench/README.md). Not a test: it prints one table and exits 0 whatever it shows.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
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
  startProxy,
} from './bench-setup.ts'
import { runLoad } from './load.ts'
import { CLI_COMMAND, measureEmbedded, measurePdfRenderer, memoryRow, timeCli } from './outside-load-rows.ts'
import type { NodeChild } from './node-child.ts'
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
  if (wanted('certificate PDF renderer'))
    results.push(
      await measurePdfRenderer({
        databaseUrl: db.url,
        dataDir,
        tenantId: db.tenantId,
        valuationId: db.reportValuationIds[0],
      }),
    )
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
    const embedded = await measureEmbedded(settings, dataDir, serverEntry).catch((e: unknown): RowResult[] => {
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
