import pg from 'pg'
import { type BenchSettings, withDatabase } from './bench-settings.ts'

/**
 * Drop and recreate the bench database on the configured server, answering its URL. An
 * unreachable server ends the run with a message saying how to point the bench at one.
 */
export async function recreateBenchDatabase(settings: BenchSettings): Promise<string> {
  const client = new pg.Client({ connectionString: settings.serverUrl, connectionTimeoutMillis: 5_000 })
  try {
    await client.connect()
  } catch (e) {
    const where = settings.serverUrlFromEnv
      ? `BENCH_DATABASE_URL (${settings.serverUrl})`
      : `the default ${settings.serverUrl} (BENCH_DATABASE_URL is unset)`
    console.error(
      `pnpm bench needs a PostgreSQL server: could not connect to ${where}: ${(e as Error).message}\n` +
        'Start PostgreSQL or set BENCH_DATABASE_URL=postgresql://user@host:port/postgres (the bench creates and drops its own database there).',
    )
    process.exit(1)
  }
  try {
    const name = pg.escapeIdentifier(settings.databaseName)
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  return withDatabase(settings.serverUrl, settings.databaseName)
}
