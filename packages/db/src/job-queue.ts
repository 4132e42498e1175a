import type { PGlite } from '@electric-sql/pglite'
import { createRequire } from 'node:module'
import pg from 'pg'
import { type Db as IDatabase, fromPglite, PgBoss } from 'pg-boss'

/** pg-boss keeps its tables (jobs, queues, schedules) in this schema, beside Prisma's `public`. */
export const JOB_QUEUE_SCHEMA = 'pgboss'

/** How the job queue reaches the database: its own small pool on PostgreSQL, the one PGlite connection embedded. */
export type JobQueueDriver = { kind: 'postgres'; url: string } | { kind: 'pglite'; db: IDatabase }

export const pgliteJobDriver = (pglite: PGlite): JobQueueDriver => ({ kind: 'pglite', db: fromPglite(pglite) })

/** pg-boss's connection options for a driver (schema included). */
export function jobQueueConnection(driver: JobQueueDriver, poolSize = 3) {
  return driver.kind === 'postgres'
    ? { connectionString: driver.url, max: poolSize, schema: JOB_QUEUE_SCHEMA }
    : { db: driver.db, backend: 'pglite' as const, schema: JOB_QUEUE_SCHEMA }
}

/** The schema version this pg-boss release installs (its package.json says it). */
const SCHEMA_VERSION = (createRequire(import.meta.url)('pg-boss/package.json') as { pgboss: { schema: number } }).pgboss
  .schema

/** The installed schema's version, or null when there is none (one query: cheaper than starting pg-boss). */
async function installedVersion(driver: JobQueueDriver): Promise<number | null> {
  const read = async (db: IDatabase) => {
    const exists = await db.executeSql(`SELECT to_regclass('${JOB_QUEUE_SCHEMA}.version') IS NOT NULL AS ok`)
    if (!(exists.rows[0] as { ok: boolean }).ok) return null
    const { rows } = await db.executeSql(`SELECT version FROM ${JOB_QUEUE_SCHEMA}.version`)
    return rows.length ? Number((rows[0] as { version: number | string }).version) : null
  }
  if (driver.kind === 'pglite') return read(driver.db)
  const client = new pg.Client({ connectionString: driver.url })
  await client.connect()
  try {
    return await read({ executeSql: (text: string) => client.query(text) })
  } finally {
    await client.end()
  }
}

/**
 * Create or upgrade pg-boss's schema, as a migration step: `openDb` runs it after Prisma's
 * migrations, so test snapshots and templates carry it and a start on a current schema costs one
 * query. pg-boss serialises its own migrations with an advisory lock, so processes starting
 * together on one PostgreSQL are safe.
 */
export async function installJobQueueSchema(driver: JobQueueDriver) {
  if ((await installedVersion(driver)) === SCHEMA_VERSION) return
  const boss = new PgBoss({ ...jobQueueConnection(driver, 1), supervise: false, schedule: false, migrate: true })
  boss.on('error', () => {})
  await boss.start()
  await boss.stop({ graceful: false })
}

/**
 * The statements of a Prisma transaction as pg-boss's database, so a job is inserted in the
 * transaction of the change it follows and commits or rolls back with it.
 */
export function transactionJobSql(tx: {
  $queryRawUnsafe: <T>(query: string, ...values: unknown[]) => PromiseLike<T>
}): IDatabase {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const rows = await tx.$queryRawUnsafe<unknown[]>(text, ...(values ?? []))
      return { rows: Array.isArray(rows) ? rows : [] }
    },
  }
}
