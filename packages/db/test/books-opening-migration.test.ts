import { cp, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { applyMigrationsEmbedded } from '../src/migrations/embedded-migrate.ts'
import { localMigrations } from '../src/migrations/migration-files.ts'
import { MIGRATIONS_DIR } from '../src/migrations/paths.ts'
import { deployMigrations } from '../src/migrations/schema-engine.ts'
import { createPGlite } from '../src/pglite.ts'

/**
 * Issue 25's opening journals: the migration marks the loans whose ledger entries have no journal
 * (their ledger predates the books) for the API's start-up backfill, and nothing else.
 */
const MIGRATION = '20261201120000_books_opening_journals'

/**
 * Loan `old` has two entries from before the books; `posted` one whose journal exists; `renewed`
 * only a renewed loan's DISBURSEMENT without top-up (no journal by the rules); `other` another shop's.
 */
const SEED = `
INSERT INTO "LoanLedgerEntry" ("id", "tenantId", "loanId", "seq", "type", "amount", "principal", "postedOn") VALUES
  ('e1', 't1', 'old', 1, 'DISBURSEMENT', 10000000, 10000000, '2026-01-01'),
  ('e2', 't1', 'old', 2, 'INTEREST', 98630, 0, '2026-01-31'),
  ('e3', 't1', 'posted', 1, 'DISBURSEMENT', 5000000, 5000000, '2026-02-01'),
  ('e4', 't1', 'renewed', 1, 'DISBURSEMENT', 0, 10000000, '2026-02-01'),
  ('e5', 't2', 'other', 1, 'DISBURSEMENT', 5000000, 5000000, '2026-02-01');
INSERT INTO "Journal" ("id", "tenantId", "date", "narration", "sourceKind", "sourceId")
  VALUES ('j3', 't1', '2026-02-01', 'Loan L3 disbursed by cash', 'disbursement', 'e3');
`
const PENDING = `SELECT "tenantId", "loanId" FROM "BooksOpeningPending" ORDER BY 1, 2`
const EXPECTED = [
  { tenantId: 't1', loanId: 'old' },
  { tenantId: 't2', loanId: 'other' },
]

type Runner = { exec: (sql: string) => Promise<void>; rows: <T>(sql: string) => Promise<T[]> }

async function migrationsBefore(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'books-opening-'))
  await cp(MIGRATIONS_DIR, dir, { recursive: true })
  const names = (await localMigrations()).map((m) => m.name)
  for (const name of names.slice(names.indexOf(MIGRATION))) await rm(path.join(dir, name), { recursive: true })
  return dir
}

async function expectMarked(db: Runner, applyRest: () => Promise<string[]>) {
  await db.exec(SEED)
  expect((await applyRest())[0]).toBe(MIGRATION)
  expect(await db.rows(PENDING)).toEqual(EXPECTED)
  expect(await db.rows(`SELECT count(*)::int AS n FROM "Journal"`)).toEqual([{ n: 1 }])
}

describe('migration marking the loans that need opening journals', () => {
  it('marks exactly the loans with unposted entries on PGlite', async () => {
    const before = await migrationsBefore()
    const pglite = await createPGlite()
    await applyMigrationsEmbedded(pglite, before)
    const db: Runner = {
      exec: async (sql) => void (await pglite.exec(sql)),
      rows: async <T>(sql: string) => (await pglite.query<T>(sql)).rows,
    }
    await expectMarked(db, () => applyMigrationsEmbedded(pglite))
    await pglite.close()
    await rm(before, { recursive: true })
  })

  it.runIf(process.env.TEST_DATABASE_URL)('marks exactly the loans with unposted entries on PostgreSQL', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!)
    const name = `books_opening_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`
    const admin = new pg.Client({ connectionString: url.toString() })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
    url.pathname = `/${name}`
    const client = new pg.Client({ connectionString: url.toString() })
    await client.connect()
    const before = await migrationsBefore()
    try {
      await deployMigrations(url.toString(), before)
      const db: Runner = {
        exec: async (sql) => void (await client.query(sql)),
        rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
      }
      await expectMarked(db, () => deployMigrations(url.toString()))
    } finally {
      await client.end()
      await admin.query(`DROP DATABASE "${name}"`)
      await admin.end()
      await rm(before, { recursive: true })
    }
  })
})
