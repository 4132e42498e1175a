/**
 * Prisma's migration engine compiled to WASM (`@prisma/schema-engine-wasm`), run in-process over
 * driver adapters, because the native engine cannot be downloaded (shared notes: prisma-offline.md).
 * The engine calls used here are not a public Prisma API: versions are pinned and
 * test/migrations.test.ts runs check and deploy so an upgrade that breaks them fails loudly.
 */
import { readdir, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaPGlite } from 'pglite-prisma-adapter'
import pg from 'pg'
import { pgliteOptions } from '../pglite.ts'
import { allApplied, localMigrations } from './migration-files.ts'
import { MIGRATIONS_DIR, SCHEMA_DIR } from './paths.ts'

const FILTERS = { externalTables: [], externalEnums: [] }
const require = createRequire(import.meta.url)

type Engine = { diff(input: unknown): Promise<any>; applyMigrations(input: unknown): Promise<any>; free(): void }

type EngineClass = { new: (o: unknown, log: (s: string) => void, adapter: object) => Promise<Engine> }
let engineClass: Promise<EngineClass> | undefined

/** The wasm-bindgen glue holds module-level views of one instance: instantiate once per process. */
function loadSchemaEngine(): Promise<EngineClass> {
  engineClass ??= instantiateSchemaEngine()
  return engineClass
}

async function instantiateSchemaEngine(): Promise<EngineClass> {
  const bgPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg')
  const bg: any = await import('@prisma/schema-engine-wasm/schema_engine_bg')
  const bytes = await readFile(path.join(path.dirname(bgPath), 'schema_engine_bg.wasm'))
  const wasm = (globalThis as any).WebAssembly
  const instance = new wasm.Instance(new wasm.Module(bytes), { './schema_engine_bg.js': bg })
  bg.__wbg_set_wasm(instance.exports)
  instance.exports.__wbindgen_start()
  return bg.SchemaEngine
}

export async function checkEngineVersion() {
  const fromEngines = createRequire(
    createRequire(require.resolve('prisma/package.json')).resolve('@prisma/engines/package.json'),
  )
  const expected: string = fromEngines('@prisma/engines-version/package.json').version
  const wasmDir = path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg'))
  const actual: string = JSON.parse(await readFile(path.join(wasmDir, 'package.json'), 'utf8')).version
  if (actual !== expected)
    throw new Error(`@prisma/schema-engine-wasm is ${actual}, but the installed prisma needs ${expected}`)
}

// The error-capturing adapter binder the WASM engine expects (bindMigrationAwareSqlAdapterFactory of 6.x).
class ErrorRegistry {
  private errors: ({ error: unknown } | undefined)[] = []
  consumeError(id: number) {
    const e = this.errors[id]
    this.errors[id] = undefined
    return e
  }
  registerNewError(error: unknown) {
    let i = 0
    while (this.errors[i] !== undefined) i++
    this.errors[i] = { error }
    return i
  }
}
const wrap =
  (reg: ErrorRegistry, fn: (...a: any[]) => any) =>
  async (...args: any[]) => {
    try {
      return { ok: true, value: await fn(...args) }
    } catch (e: any) {
      if (e?.name === 'DriverAdapterError' && typeof e.cause === 'object') return { ok: false, error: e.cause }
      return { ok: false, error: { kind: 'GenericJs', id: reg.registerNewError(e) } }
    }
  }
const bindTx = (reg: ErrorRegistry, tx: any) => ({
  adapterName: tx.adapterName,
  provider: tx.provider,
  options: tx.options,
  queryRaw: wrap(reg, tx.queryRaw.bind(tx)),
  executeRaw: wrap(reg, tx.executeRaw.bind(tx)),
  commit: wrap(reg, tx.commit.bind(tx)),
  rollback: wrap(reg, tx.rollback.bind(tx)),
})
const bindAdapter = (reg: ErrorRegistry, a: any) => ({
  adapterName: a.adapterName,
  provider: a.provider,
  errorRegistry: reg,
  queryRaw: wrap(reg, a.queryRaw.bind(a)),
  executeRaw: wrap(reg, a.executeRaw.bind(a)),
  executeScript: wrap(reg, a.executeScript.bind(a)),
  dispose: wrap(reg, a.dispose.bind(a)),
  startTransaction: async (...args: any[]) => {
    const r: any = await wrap(reg, a.startTransaction.bind(a))(...args)
    return r.ok ? { ok: true, value: bindTx(reg, r.value) } : r
  },
  ...(a.getConnectionInfo ? { getConnectionInfo: () => ({ ok: true, value: a.getConnectionInfo() }) } : {}),
})

/** pglite-prisma-adapter@0.7.2 executeScript() does not await PGlite.exec(): errors would be lost. */
async function pgliteAdapter(db: PGlite) {
  const a: any = await new PrismaPGlite(db).connect()
  a.executeScript = async (script: string) => {
    try {
      await db.exec(script)
    } catch (e) {
      a.onError(e)
    }
  }
  return a
}

/** Target of deploy: a PostgreSQL URL, or nothing for an in-memory PGlite (diff/check only). */
function adapterFactory(databaseUrl: string | undefined) {
  const closers: (() => Promise<unknown>)[] = []
  const memory = async () => {
    const db = new PGlite(pgliteOptions())
    closers.push(() => db.close())
    return pgliteAdapter(db)
  }
  let connect = memory
  if (databaseUrl) {
    const pg = new PrismaPg({ connectionString: databaseUrl })
    connect = async () => {
      const a: any = await pg.connect()
      closers.push(() => a.dispose())
      return a
    }
  }
  const reg = new ErrorRegistry()
  const factory = {
    adapterName: '@prisma/adapter-pg',
    provider: 'postgres',
    errorRegistry: reg,
    connect: async () => {
      const r: any = await wrap(reg, connect)()
      return r.ok ? { ok: true, value: bindAdapter(reg, r.value) } : r
    },
    connectToShadowDb: async () => {
      const r: any = await wrap(reg, memory)()
      return r.ok ? { ok: true, value: bindAdapter(reg, r.value) } : r
    },
  }
  return {
    factory,
    close: async () => {
      for (const c of closers.reverse()) await c().catch(() => {})
    },
  }
}

async function schemaFiles() {
  const names = (await readdir(SCHEMA_DIR)).filter((n) => n.endsWith('.prisma')).sort()
  return Promise.all(
    names.map(async (n) => ({
      path: path.join(SCHEMA_DIR, n),
      content: await readFile(path.join(SCHEMA_DIR, n), 'utf8'),
    })),
  )
}

export async function migrationsList(dir = MIGRATIONS_DIR) {
  const lockfile = {
    path: 'migration_lock.toml',
    content: await readFile(path.join(dir, 'migration_lock.toml'), 'utf8').catch(() => null),
  }
  const names = (await readdir(dir, { withFileTypes: true }).catch(() => []))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
  const migrationDirectories = await Promise.all(
    names.map(async (name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: await readFile(path.join(dir, name, 'migration.sql'), 'utf8').then(
          (value) => ({ tag: 'ok', value }),
          (e: Error) => ({ tag: 'error', value: e.message }),
        ),
      },
    })),
  )
  return { baseDir: dir, lockfile, shadowDbInitScript: '', migrationDirectories }
}

function explain(e: any, reg: ErrorRegistry) {
  const m = /(?:GenericJs.*?id:?\s*|External error id#)(\d+)/s.exec(String(e?.message ?? e))
  const inner: any = m ? reg.consumeError(Number(m[1]))?.error : undefined
  return new Error(`${e?.message ?? e}${inner ? `\ncaused by: ${inner?.stack ?? inner}` : ''}`)
}

async function withEngine<T>(
  databaseUrl: string | undefined,
  run: (engine: Engine, files: { path: string; content: string }[]) => Promise<T>,
): Promise<T> {
  await checkEngineVersion()
  const { factory, close } = adapterFactory(databaseUrl)
  const files = await schemaFiles()
  let engine: Engine | undefined
  try {
    engine = await (
      await loadSchemaEngine()
    ).new({ datamodels: files.map((f) => [f.path, f.content]) }, () => {}, factory)
    return await run(engine, files)
  } catch (e) {
    throw explain(e, factory.errorRegistry)
  } finally {
    engine?.free()
    await close()
  }
}

/** SQL that would bring the migrations up to the schema; empty string when they already match. */
export async function diffMigrationsToSchema(): Promise<string> {
  return withEngine(undefined, async (engine, files) => {
    const list = await migrationsList()
    const res = await engine.diff({
      from: list.migrationDirectories.length ? { tag: 'migrations', ...list } : { tag: 'empty' },
      to: { tag: 'schemaDatamodel', files },
      script: true,
      exitCode: true,
      filters: FILTERS,
    })
    return res.exitCode === 2 ? String(res.stdout) : ''
  })
}

/**
 * `prisma migrate deploy` against a PostgreSQL server: advisory lock, checksums, bookkeeping.
 * Every server start calls this; when the database already records every migration it returns
 * without instantiating the engine, whose WASM instance would stay in the process for good
 * (about 40 MB of the server's resident memory, bench/README.md).
 */
export async function deployMigrations(databaseUrl: string, dir = MIGRATIONS_DIR): Promise<string[]> {
  if (await migrationsDeployed(databaseUrl, dir)) return []
  return withEngine(databaseUrl, async (engine) => {
    const res = await engine.applyMigrations({ migrationsList: await migrationsList(dir), filters: FILTERS })
    return res.appliedMigrationNames as string[]
  })
}

/** Whether the database at `databaseUrl` has every local migration applied (a read-only check). */
export async function migrationsDeployed(databaseUrl: string, dir = MIGRATIONS_DIR): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const {
      rows: [table],
    } = await client.query<{ present: boolean }>(`SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS present`)
    if (!table?.present) return false
    const { rows } = await client.query(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    )
    return allApplied(await localMigrations(dir), rows)
  } finally {
    await client.end()
  }
}
