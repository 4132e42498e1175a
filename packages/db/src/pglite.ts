import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

/**
 * Every embedded database loads the extensions the migrations create (`pg_trgm`: the customer
 * search's trigram indexes), so a migration, a snapshot and a data directory opened later all find
 * them. PostgreSQL ships them in its contrib package.
 */
export const pgliteOptions = (options: PGliteOptions = {}): PGliteOptions => ({
  ...options,
  extensions: { pg_trgm, ...options.extensions },
})

/** A PGlite with the platform's extensions loaded (in memory when no dataDir). */
export const createPGlite = (dataDir?: string, options: PGliteOptions = {}) =>
  PGlite.create(dataDir, pgliteOptions(options))
