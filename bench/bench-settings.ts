/** Everything the bench reads from the environment, in one place. */
export const DEFAULT_SERVER_URL = 'postgresql://postgres@127.0.0.1:5433/postgres'

export type BenchSettings = {
  /** A maintenance database on the PostgreSQL server; the bench creates its own database beside it. */
  serverUrl: string
  serverUrlFromEnv: boolean
  databaseName: string
  /** Seconds per load run (each row runs twice: flat out, then at half that rate). */
  durationSec: number
  connections: number
  /** Only rows whose name contains one of these (comma-separated BENCH_ONLY), baselines always run. */
  only: string[]
  /** Directory for `node --cpu-prof` output of the API server, when set. */
  cpuProfileDir: string | undefined
  logLevel: string
  webhookPurchases: number
  /** BENCH_SCALE=1: also the scale tenants (1,000 and 50,000 borrowers, 20,000 tickets) and the two-process rows. */
  scale: boolean
}

const positive = (raw: string | undefined, fallback: number) => {
  const n = Number(raw)
  return raw !== undefined && raw !== '' && Number.isFinite(n) && n > 0 ? n : fallback
}

export function benchSettings(env: NodeJS.ProcessEnv = process.env): BenchSettings {
  return {
    serverUrl: env.BENCH_DATABASE_URL || DEFAULT_SERVER_URL,
    serverUrlFromEnv: Boolean(env.BENCH_DATABASE_URL),
    databaseName: env.BENCH_DATABASE_NAME || 'gold_bench',
    durationSec: positive(env.BENCH_DURATION, 5),
    connections: Math.round(positive(env.BENCH_CONNECTIONS, 10)),
    only: (env.BENCH_ONLY ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    cpuProfileDir: env.BENCH_CPU_PROF || undefined,
    logLevel: env.BENCH_LOG_LEVEL || 'info',
    webhookPurchases: Math.round(positive(env.BENCH_WEBHOOK_PURCHASES, 8000)),
    scale: env.BENCH_SCALE === '1',
  }
}

/** The same server URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}
