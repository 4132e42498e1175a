import type { Db } from '@gold/db'
import type { Config } from './env.ts'
import type { Logger } from './logger.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { JobQueue } from '../jobs/job-queue.ts'
import type { PdfRenderer } from '../pdf/pdf-renderer.ts'
import type { ReportReplayer } from './replay-pool.ts'

/** Everything a service needs, passed explicitly (no singletons): tests build their own. */
export type AppContext = {
  config: Config
  db: Db
  mailer: Mailer
  /** The durable job queue: side effects after a commit (receipts, notices) and the cron jobs. */
  jobs: JobQueue
  log: Logger
  /** The clock; tests may replace it to travel in time. */
  now: () => Date
  /** Outbound HTTP for providers (gateway, WhatsApp, gold rates); msw intercepts it in tests. */
  fetch: typeof fetch
  /** Where documents are rendered: the server's worker pool, or the calling thread (the CLI). */
  pdf: PdfRenderer
  /** Where the reports replay the ledgers: the server's worker threads, or the calling thread (the CLI). */
  reports: ReportReplayer
}
