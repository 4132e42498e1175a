import { createHash } from 'node:crypto'
import { type Db as JobSql, PgBoss } from 'pg-boss'
import { jobQueueConnection, type JobQueueDriver } from '@gold/db'

export type { JobSql }

/** What the queue logs through (the platform's pino logger). */
type JobLog = {
  error: (obj: object, msg: string) => void
  warn: (obj: object, msg: string) => void
}

/**
 * What each queue's job carries. The kernel knows the queues by name; the composition root
 * (job-handlers.ts) gives each its handler from its domain.
 */
export type JobPayloads = {
  /** After a purchase settles: issue its bill of supply or tax invoice, then mail the receipt. */
  'billing-settlement': { purchaseId: string }
  /**
   * A mail composed when its change committed (EMI and loan payment notices, ticket status mails,
   * reminders), sent by the job: keyed by what it tells (`emi-payment:<tenant>:<receipt>`).
   */
  mail: { to: string[]; subject: string; text: string; html: string }
  /** The next attempt of a borrower message whose last attempt failed (its `LoanMessage` row). */
  'borrower-message': { tenantId: string; messageId: string }
  /** "Forgot password?": mail a reset link if the address has an account (decided by the job, not the request). */
  'password-reset': { email: string }
  /** After a shop enters the day's gold rate: test its Active loans for a shortfall at it. */
  'shortfall-check': { tenantId: string }
}
export type JobQueueName = keyof JobPayloads

/** The cron jobs of platform-spec 4.3 on their schedules (UTC), fired by the queue's scheduler. */
export const CRON_JOBS = {
  'cron-billing-reconcile': '15 * * * *',
  'cron-emi-reminders': '30 4 * * *',
  'cron-sync-rates': '0 */8 * * *',
  // The books (issue 25), at 01:00 and 02:00 India time: last month end's accruals, then yesterday's control check.
  'cron-books-month-end': '30 19 * * *',
  'cron-books-control-check': '30 20 * * *',
  // Issue 26, at 02:30 India time: every shop's audit-trail chain verified, the result stored.
  'cron-audit-chain-check': '0 21 * * *',
  // Approved requests a stopped process left unposted (approvals/approval-retry-service.ts).
  'cron-approvals-retry': '*/10 * * * *',
  // Shops' online loan payments (issue 27): captures whose webhook and callback were both lost.
  'cron-loan-payments-reconcile': '*/10 * * * *',
  // The release desk (issue 28): at 00:15 India time yesterday's missed slots, then the compensation
  // of the days that ended; at 10:00 "collect your gold" and tomorrow's slot reminders.
  'cron-release-desk-nightly': '45 18 * * *',
  'cron-release-reminders': '30 4 * * *',
} as const
export type CronJobName = keyof typeof CRON_JOBS

export type JobHandlers = { [Q in JobQueueName]: (data: JobPayloads[Q]) => Promise<unknown> } & {
  [C in CronJobName]: () => Promise<unknown>
}

export type JobQueueOptions = {
  /** First retry delay in seconds; each retry doubles it (with jitter) up to half an hour. */
  retryDelaySeconds?: number
  /** How often an idle worker looks for jobs when no notification woke it. */
  pollingIntervalSeconds?: number
}

const QUEUE_NAMES = ['billing-settlement', 'mail', 'borrower-message', 'password-reset', 'shortfall-check'] as const
const RETRY_LIMIT = 10

/**
 * A job's id is derived from what it delivers (its queue and key, e.g. the purchase id), so
 * enqueueing it again (a replayed webhook, a retried request) inserts nothing: it runs once.
 */
export function jobIdFor(queue: string, key: string) {
  const h = createHash('sha256').update(`${queue}\u0000${key}`).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/**
 * The durable job queue (pg-boss) on the database the server uses: PostgreSQL through its own small
 * pool, or the embedded PGlite's one connection. Jobs are rows in the `pgboss` schema, so a job
 * enqueued in a transaction commits with the change it follows, and one a killed process left
 * behind is worked by the next (an active job whose process died is retried once it expires).
 */
export function createJobQueue(driver: JobQueueDriver, log: JobLog, options: JobQueueOptions = {}) {
  const boss = new PgBoss({
    ...jobQueueConnection(driver),
    // A stored job wakes a worker at once (LISTEN/NOTIFY: PGlite delivers it in-process).
    useListenNotify: true,
    schedule: false,
    supervise: true,
  })
  boss.on('error', (err) => log.error({ err }, 'job queue error'))
  const polling = options.pollingIntervalSeconds ?? 2
  let opened: Promise<void> | null = null
  let scheduler: PgBoss | null = null

  const retryDelaySeconds = options.retryDelaySeconds ?? 10
  const queueOptions = {
    retryLimit: RETRY_LIMIT,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 1800,
    // A job runs seconds; one still active after two minutes belongs to a process that died.
    expireInSeconds: 120,
    notify: true,
  }

  /** Start pg-boss and make sure every queue exists (before any transaction may enqueue). */
  function open() {
    opened ??= (async () => {
      await boss.start()
      for (const name of QUEUE_NAMES) await boss.createQueue(name, queueOptions)
      for (const name of Object.keys(CRON_JOBS))
        await boss.createQueue(name, { ...queueOptions, retryLimit: 2, expireInSeconds: 900 })
    })()
    return opened
  }

  return {
    open,

    /** The first retry's delay: a job that schedules its own next attempt doubles it from here. */
    retryDelaySeconds,

    /**
     * Store a job for `queue`, keyed by what it delivers. `within`: the transaction of the change
     * it follows (its statements, `transactionJobSql`), so both commit or neither; without it the
     * job is stored at once (after a commit). The queue must be open before a transaction uses it.
     * `delaySeconds`: not before then.
     */
    async enqueue<Q extends JobQueueName>(
      queue: Q,
      key: string,
      data: JobPayloads[Q],
      options: { within?: JobSql; delaySeconds?: number } = {},
    ) {
      if (!options.within) await open()
      await boss.send(queue, data, {
        id: jobIdFor(queue, key),
        ...(options.within ? { db: options.within } : {}),
        ...(options.delaySeconds ? { startAfter: options.delaySeconds } : {}),
      })
    },

    /** Work every queue in this process; with `schedule`, also fire the cron jobs (once per tick across processes). */
    async work(handlers: JobHandlers, run: { schedule: boolean }) {
      await open()
      for (const name of [...QUEUE_NAMES, ...(Object.keys(CRON_JOBS) as CronJobName[])]) {
        const handler = handlers[name] as (data: unknown) => Promise<unknown>
        await boss.work(
          name,
          // A retry falls due without a notification, so polling stays at its pace (not notify's 30 s backstop).
          { pollingIntervalSeconds: polling, notifyPollingIntervalSeconds: polling, batchSize: 1 },
          async ([job]) => {
            try {
              return await handler(job!.data)
            } catch (err) {
              log.warn({ err, queue: name, jobId: job!.id }, 'job failed; it will be retried')
              throw err
            }
          },
        )
      }
      if (run.schedule) {
        // Scheduling needs its own timekeeper (pg-boss's `schedule` option); the cron entries are
        // rows, and each tick creates one job whichever process's timekeeper sees it first.
        scheduler = new PgBoss({ ...jobQueueConnection(driver, 1), schedule: true, supervise: false, migrate: false })
        scheduler.on('error', (err) => log.error({ err }, 'job scheduler error'))
        await scheduler.start()
        for (const [name, cron] of Object.entries(CRON_JOBS)) await scheduler.schedule(name, cron, null, { tz: 'UTC' })
      }
    },

    /**
     * The platform operator's view of the queue, newest first: a keyset page on the created time
     * (to the millisecond, as page cursors carry it) and id.
     */
    async list(
      filter: { state: string | null; queue: string | null },
      after: { at: Date; id: string } | null,
      take: number,
    ) {
      await open()
      const { rows } = await boss.getDb().executeSql(
        `SELECT id, name, state, retry_count, retry_limit, created_on, started_on, completed_on, start_after,
                CASE WHEN state IN ('retry', 'failed') THEN output->>'message' END AS last_error
           FROM pgboss.job
          WHERE ($1::text IS NULL OR state::text = $1) AND ($2::text IS NULL OR name = $2)
            AND ($3::timestamptz IS NULL OR (date_trunc('milliseconds', created_on), id) < ($3::timestamptz, $4::uuid))
          ORDER BY date_trunc('milliseconds', created_on) DESC, id DESC
          LIMIT $5`,
        [filter.state, filter.queue, after?.at.toISOString() ?? null, after?.id ?? null, take],
      )
      return (rows as JobRow[]).map((r) => ({
        id: r.id,
        queue: r.name,
        state: r.state,
        attempts: r.state === 'created' ? r.retry_count : r.retry_count + 1,
        retryLimit: r.retry_limit,
        createdAt: new Date(r.created_on),
        startedAt: r.started_on ? new Date(r.started_on) : null,
        completedAt: r.completed_on ? new Date(r.completed_on) : null,
        nextAttemptAt: r.state === 'retry' ? new Date(r.start_after) : null,
        lastError: r.last_error,
      }))
    },

    /** Tests: resolve once no job is waiting to run now or running (retries scheduled later do not count). */
    async settled(timeoutMs = 15_000) {
      await open()
      const until = Date.now() + timeoutMs
      for (;;) {
        const { rows } = await boss
          .getDb()
          .executeSql(
            `SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'active') OR (state = 'retry' AND start_after <= now())`,
          )
        if ((rows[0] as { n: number }).n === 0) return
        if (Date.now() > until) throw new Error('jobs still pending')
        await new Promise((r) => setTimeout(r, 50))
      }
    },

    async stop() {
      if (!opened) return
      await scheduler?.stop({ graceful: false })
      await boss.stop({ graceful: true, timeout: 5_000 })
    },
  }
}

export type JobQueue = ReturnType<typeof createJobQueue>

type JobRow = {
  id: string
  name: string
  state: string
  retry_count: number
  retry_limit: number
  created_on: string | Date
  started_on: string | Date | null
  completed_on: string | Date | null
  start_after: string | Date
  last_error: string | null
}
