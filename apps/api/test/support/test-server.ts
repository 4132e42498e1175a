import type { AddressInfo } from 'node:net'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { openDb } from '@gold/db'
import { createApp } from '../../src/app.ts'
import { createHttpServer } from '../../src/http/http-server.ts'
import type { AppContext } from '../../src/platform/context.ts'
import { loadConfig, type Config } from '../../src/platform/env.ts'
import { createLogger, type Logger } from '../../src/platform/logger.ts'
import { outboxMailer } from '../../src/mail/mailer.ts'
import { createJobQueue } from '../../src/jobs/job-queue.ts'
import { startJobs } from '../../src/job-handlers.ts'
import { startPdfPool } from '../../src/pdf/pdf-pool.ts'
import { startReplayPool } from '../../src/platform/replay-pool.ts'
import { setPasswordCost } from '../../src/auth/password.ts'
import { seedReferenceData } from '../../src/seed.ts'
import { cloneDatabase } from './postgres-databases.ts'

setPasswordCost(4)

export type OutboxMail = {
  to: string[]
  subject: string
  text: string
  html: string
  attachments: { filename: string; contentType: string; size: number }[]
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>

/**
 * A real HTTP server on an ephemeral port over a real database: embedded PGlite by default, a
 * cloned PostgreSQL database when TEST_DATABASE_URL is set (CI). `clock` lets a test move time;
 * `log` captures the server's log lines.
 */
export async function startTestServer(
  options: {
    env?: Record<string, string>
    config?: Partial<Config>
    log?: Logger
    /** false: jobs are queued but not worked (a test works them itself). */
    workJobs?: boolean
  } = {},
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gold-api-'))
  const pgTemplate = inject('pgTemplate')
  const pgUrl = process.env.TEST_DATABASE_URL
  const pgClone = pgUrl && pgTemplate ? await cloneDatabase(pgUrl, pgTemplate) : null
  const db = pgClone
    ? await openDb({ kind: 'postgres', url: pgClone.url, migrate: false, poolSize: 20 })
    : await openDb({
        kind: 'pglite',
        loadDataDir: new Blob([await readFile(inject('pgliteSnapshot'))]),
        migrate: false,
      })
  const config = loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent', BASE_DOMAIN: 'localhost', ...options.env },
    {
      webRoot: path.join(dataDir, 'no-web-apps'),
      // The cron jobs stay with the tests' explicit calls of the cron routes.
      scheduler: false,
      ...options.config,
    },
  )
  const clock = {
    offsetMs: 0,
    advance(ms: number) {
      this.offsetMs += ms
    },
  }
  const log = options.log ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent')
  const ctx: AppContext = {
    config,
    db,
    log,
    mailer: outboxMailer(config.outboxDir),
    // Retries a second apart (doubling), so a test sees back-off without waiting minutes.
    jobs: createJobQueue(db.jobDriver, log, { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 }),
    now: () => new Date(Date.now() + clock.offsetMs),
    fetch: (...args) => globalThis.fetch(...args),
    // Documents render in worker threads running the TypeScript sources, as `pnpm dev` does.
    pdf: startPdfPool({ worker: new URL('../../src/pdf-worker.ts', import.meta.url) }),
    reports: startReplayPool({ worker: new URL('../../src/report-worker.ts', import.meta.url) }),
  }
  await seedReferenceData(ctx)
  if (options.workJobs === false) await ctx.jobs.open()
  else await startJobs(ctx)
  const server = createHttpServer(createApp(ctx)).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const port = (server.address() as AddressInfo).port
  const url = `http://127.0.0.1:${port}`

  return {
    ctx,
    url,
    port,
    clock,
    dbKind: db.kind,
    /** Host header of a tenant subdomain, e.g. `{ host: hostFor('demo') }`. */
    hostFor: (slug: string) => `${slug}.localhost:${port}`,
    /** The mails sent so far, once every queued job that is due has run (mail goes through the job queue). */
    async outbox(): Promise<OutboxMail[]> {
      if (options.workJobs !== false) await ctx.jobs.settled()
      const files = (await readdir(config.outboxDir).catch(() => [] as string[])).sort()
      return Promise.all(
        files.map(async (f) => JSON.parse(await readFile(path.join(config.outboxDir, f), 'utf8')) as OutboxMail),
      )
    },
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await ctx.jobs.stop()
      await ctx.pdf.close()
      await ctx.reports.close()
      await db.close()
      await pgClone?.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
