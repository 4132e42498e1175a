import type { Db } from '@gold/db'
import type { Config } from './env.ts'
import type { Logger } from './logger.ts'
import type { Mailer } from '../mail/mailer.ts'

/** Everything a service needs, passed explicitly (no singletons): tests build their own. */
export type AppContext = {
  config: Config
  db: Db
  mailer: Mailer
  log: Logger
  /** The clock; tests may replace it to travel in time. */
  now: () => Date
  /** Outbound HTTP for providers (gateway, WhatsApp, gold rates); msw intercepts it in tests. */
  fetch: typeof fetch
}
