import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { openDb } from '@gold/db'
import { setPasswordCost } from '../../src/auth/password.ts'
import type { AppContext } from '../../src/platform/context.ts'
import { inThreadPdfRenderer } from '../../src/pdf/pdf-renderer.ts'
import { inThreadReplayer } from '../../src/platform/replay-pool.ts'
import { loadConfig } from '../../src/platform/env.ts'
import { createLogger } from '../../src/platform/logger.ts'
import { outboxMailer } from '../../src/mail/mailer.ts'
import { createJobQueue } from '../../src/jobs/job-queue.ts'
import { cloneDatabase } from '../../test/support/postgres-databases.ts'
import type { TestServer } from '../../test/support/test-server.ts'
import { startApiProcess, type ApiProcess } from './api-process.ts'
import { pgQuery, waitForDueJobs } from './money-invariants.ts'

setPasswordCost(4)

/**
 * Several API processes over one fresh PostgreSQL database (cloned from the migrated template),
 * plus a harness context in the test process for factories and direct SQL. The harness connects
 * with its own application_name so fault scenarios can cut the API processes' connections only.
 */
export async function startCluster(options: { names: string[]; env: Record<string, string> }) {
  const baseUrl = process.env.TEST_DATABASE_URL
  const template = inject('pgTemplate')
  if (!baseUrl || !template) throw new Error('startCluster needs TEST_DATABASE_URL')
  const database = await cloneDatabase(baseUrl, template)
  const harnessUrl = new URL(database.url)
  harnessUrl.searchParams.set('application_name', 'reliability-harness')
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gold-rel-cluster-'))
  const outboxDir = path.join(dataDir, 'outbox')
  const env = { ...options.env, MAIL_OUTBOX_DIR: outboxDir }
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env })
  const db = await openDb({ kind: 'postgres', url: harnessUrl.toString(), migrate: false, poolSize: 5 })
  const ctx: AppContext = {
    config,
    db,
    log: createLogger('silent'),
    mailer: outboxMailer(outboxDir),
    // The harness enqueues nothing itself; the API processes work the queue.
    jobs: createJobQueue(db.jobDriver, createLogger('silent')),
    now: () => new Date(),
    fetch: globalThis.fetch,
    pdf: inThreadPdfRenderer,
    reports: inThreadReplayer,
  }
  // All servers boot at once on the fresh database (seeding races included).
  const started = await Promise.allSettled(
    options.names.map((name) => startApiProcess({ name, databaseUrl: database.url, env })),
  )
  const processes = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
  const failed = started.find((s) => s.status === 'rejected')
  if (failed) {
    await Promise.all(processes.map((p) => p.stop().catch(() => {})))
    await db.close()
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
    throw failed.reason
  }
  const byName = new Map<string, ApiProcess>(processes.map((p) => [p.name, p]))
  const sql = pgQuery(harnessUrl.toString())

  return {
    ctx,
    sql,
    databaseUrl: database.url,
    outboxDir,
    env,
    process: (name: string) => byName.get(name)!,
    get processes() {
      return [...byName.values()]
    },
    /** A TestServer-shaped view for the shared factories (createTenantWithStaff) against one process. */
    asServer: (name: string) => ({ ctx, url: byName.get(name)!.url }) as unknown as TestServer,
    /** Replace a (killed or stopped) process by a new one with the same name. */
    async restart(name: string, extraEnv: Record<string, string> = {}) {
      const old = byName.get(name)!
      await old.stop()
      const fresh = await startApiProcess({
        name,
        databaseUrl: database.url,
        env: { ...env, ...extraEnv },
        port: old.port,
      })
      byName.set(name, fresh)
      return fresh
    },
    /** Terminate every backend of the API processes (not the harness), as a database failover would. */
    async terminateApiConnections() {
      const client = new pg.Client({ connectionString: baseUrl })
      await client.connect()
      try {
        const dbName = new URL(database.url).pathname.slice(1)
        const res = await client.query(
          `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = $1 AND application_name LIKE 'gold-api-%'`,
          [dbName],
        )
        return res.rowCount ?? 0
      } finally {
        await client.end()
      }
    },
    /** The mails sent so far, once the queue has no job due (receipts and notices are jobs). */
    async outbox() {
      await waitForDueJobs(sql)
      const files = (await readdir(outboxDir).catch(() => [] as string[])).sort()
      return Promise.all(
        files.map(
          async (f) =>
            JSON.parse(await readFile(path.join(outboxDir, f), 'utf8')) as {
              to: string[]
              subject: string
              text: string
            },
        ),
      )
    },
    async close() {
      await Promise.all([...byName.values()].map((p) => p.stop().catch(() => {})))
      await db.close()
      await database.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>
