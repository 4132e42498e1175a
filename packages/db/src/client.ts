import { PrismaPg } from '@prisma/adapter-pg'
import pg from 'pg'
import { PrismaPGlite } from 'pglite-prisma-adapter'
import { lockDataDir } from './data-dir-lock.ts'
import { createPGlite } from './pglite.ts'
import { installJobQueueSchema, type JobQueueDriver, pgliteJobDriver } from './job-queue.ts'
import { type Prisma, PrismaClient } from './generated/prisma/client.ts'
import { applyMigrationsEmbedded } from './migrations/embedded-migrate.ts'
import { deployMigrations } from './migrations/schema-engine.ts'
import { type SqlRunner, sqlRunner } from './sql.ts'
import { tenantScope } from './tenant-scope.ts'

export type DbKind = 'postgres' | 'pglite'

export type DbOptions =
  | { kind: 'postgres'; url: string; migrate?: boolean; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; migrate?: boolean; holder?: string }

/** Tenant clients kept for reuse; beyond this the least recently used is dropped. */
const TENANT_CLIENTS_KEPT = 500

function buildDb(
  prisma: PrismaClient,
  sql: SqlRunner,
  kind: DbKind,
  jobDriver: JobQueueDriver,
  close: () => Promise<void>,
) {
  const scoped = (tenantId: string) => prisma.$extends(tenantScope(tenantId))
  // $extends builds a new client object each call (about half a millisecond of CPU), and a request
  // asks for its tenant's client several times; the extended client holds no state of its own.
  const tenantClients = new Map<string, ReturnType<typeof scoped>>()
  const forTenant = (tenantId: string) => {
    let client = tenantClients.get(tenantId)
    if (client) tenantClients.delete(tenantId)
    else client = scoped(tenantId)
    tenantClients.set(tenantId, client)
    if (tenantClients.size > TENANT_CLIENTS_KEPT) tenantClients.delete(tenantClients.keys().next().value!)
    return client
  }
  return {
    kind,
    /** Unscoped client: platform-wide tables (plans, coupons, settings) and operator tools. */
    prisma,
    /** A client confined to one tenant's rows (see tenant-scope.ts). */
    forTenant,
    /** Driver-level queries for per-request hot paths (see sql.ts); filter tenants explicitly. */
    sql,
    /** Where the job queue (pg-boss, job-queue.ts) connects. */
    jobDriver,
    close,
  }
}

export type Db = ReturnType<typeof buildDb>
export type TenantDb = ReturnType<Db['forTenant']>
/** A tenant client inside an interactive transaction (what `forTenant(id).$transaction` hands its callback): still confined. */
export type TenantTx = Parameters<Parameters<TenantDb['$transaction']>[0]>[0]
/** What a tenant repository builds its queries on: the tenant client or one of its transactions. */
export type TenantClient = TenantDb | TenantTx
/** The unscoped client or one of its transactions: only the platform modules of the Prisma rule use it. */
export type PlatformClient = Db['prisma'] | Prisma.TransactionClient

/** PostgreSQL when a URL is given, else embedded PGlite (in memory when no dataDir). */
export async function openDb(options: DbOptions): Promise<Db> {
  if (options.kind === 'postgres') {
    if (options.migrate !== false) {
      await deployMigrations(options.url)
      await installJobQueueSchema({ kind: 'postgres', url: options.url })
    }
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    // A pooled client whose backend dies while it is checked out but between queries (failover,
    // pg_terminate_backend, a restart) emits 'error' with no listener attached, and Node ends the
    // process. The failure already reaches whichever query uses the client (a clean 500) and the
    // pool drops it; this listener only keeps the process alive (test-reliability/crash-and-drop).
    pool.on('connect', (client) => {
      client.on('error', () => {})
    })
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) })
    return buildDb(
      prisma,
      sqlRunner({ query: (text, values, name) => pool.query({ text, values, name }) }),
      'postgres',
      { kind: 'postgres', url: options.url },
      () => prisma.$disconnect(),
    )
  }
  const unlock = options.dataDir ? lockDataDir(options.dataDir, options.holder ?? 'the platform') : () => {}
  try {
    const pglite = await createPGlite(options.dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {})
    const jobDriver = pgliteJobDriver(pglite)
    if (options.migrate !== false) {
      await applyMigrationsEmbedded(pglite)
      await installJobQueueSchema(jobDriver)
    }
    const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) })
    const sql = sqlRunner({ query: (text, params) => pglite.query(text, params) })
    return buildDb(prisma, sql, 'pglite', jobDriver, async () => {
      await prisma.$disconnect()
      await pglite.close()
      unlock()
    })
  } catch (e) {
    unlock()
    throw e
  }
}

/** A migrated, empty embedded database as a tarball, so tests can open copies in about a second. */
export async function migratedPGliteSnapshot(): Promise<Blob> {
  const pglite = await createPGlite()
  await applyMigrationsEmbedded(pglite)
  await installJobQueueSchema(pgliteJobDriver(pglite))
  const dump = await pglite.dumpDataDir('none')
  await pglite.close()
  return dump
}
