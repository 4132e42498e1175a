import path from 'node:path'
import { openDb } from '@gold/db'
import type { AppContext } from './context.ts'
import type { Config } from './env.ts'
import { createLogger } from './logger.ts'
import { createMailer } from '../mail/mailer.ts'
import { createJobQueue } from '../jobs/job-queue.ts'
import { inThreadPdfRenderer } from '../pdf/pdf-renderer.ts'
import { inThreadReplayer } from './replay-pool.ts'

/**
 * Build the service context from configuration: database (migrated), mailer, logger, clock. PDFs
 * render on the calling thread (the CLI); the server replaces that with its worker pool.
 */
export async function bootContext(
  config: Config,
  holder = 'the platform server',
  logFd: 1 | 2 = 1,
): Promise<AppContext> {
  const log = createLogger(config.logLevel, logFd)
  const db = config.databaseUrl
    ? await openDb({ kind: 'postgres', url: config.databaseUrl })
    : await openDb({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db'), holder })
  return {
    config,
    db,
    log,
    mailer: createMailer(config),
    jobs: createJobQueue(db.jobDriver, log),
    now: () => new Date(),
    fetch: globalThis.fetch,
    pdf: inThreadPdfRenderer,
    reports: inThreadReplayer,
  }
}
