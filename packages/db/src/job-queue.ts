import type { PGlite } from '@electric-sql/pglite'
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

/**
 * Create or upgrade pg-boss's schema, as a migration step: `openDb` runs it after Prisma's
 * migrations, so test snapshots and templates carry it and a server's start only checks the
 * version. pg-boss serialises its own migrations with an advisory lock, so processes starting
 * together on one PostgreSQL are safe.
 */
export async function installJobQueueSchema(driver: JobQueueDriver) {
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
