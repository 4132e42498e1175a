/**
 * The rows measured outside the load runs (bench/README.md, step 6): the certificate renderer
 * alone, `pnpm cli` wall time, and the embedded `pnpm start`'s memory.
 */
import { execFile } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import type { BenchSettings } from './bench-settings.ts'
import { startEmbeddedServer } from './bench-setup.ts'
import { TSX_LOADER } from './node-child.ts'
import type { RowResult } from './report-table.ts'

/** The certificate renderer alone, timed in its own process on one seeded loan. */
export async function measurePdfRenderer(run: {
  databaseUrl: string
  dataDir: string
  tenantId: string
  valuationId: string | undefined
}): Promise<RowResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', TSX_LOADER, path.join(import.meta.dirname, 'pdf-render-child.ts')],
    {
      cwd: import.meta.dirname,
      env: {
        ...process.env,
        DATABASE_URL: run.databaseUrl,
        DATA_DIR: run.dataDir,
        TENANT_ID: run.tenantId,
        VALUATION_ID: run.valuationId,
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

/** `pnpm cli <command>` as an operator types it, from the repository root: the median and slowest of `runs`. */
export async function timeCli(name: string, env: Record<string, string>, args: string[], runs = 3): Promise<RowResult> {
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

export const memoryRow = (name: string, rssMb: number | null, maxMb: number, note: string): RowResult => ({
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
export async function measureEmbedded(
  settings: BenchSettings,
  dataDir: string,
  serverEntry: string,
): Promise<RowResult[]> {
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
export const CLI_COMMAND = ['rate:set', '--rate22k', '6500']
