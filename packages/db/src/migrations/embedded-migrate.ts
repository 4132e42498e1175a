import { randomUUID } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import { type AppliedMigration, localMigrations } from './migration-files.ts'
import { MIGRATIONS_DIR } from './paths.ts'

/**
 * Apply pending prisma/migrations/<name>/migration.sql files to an in-process PGlite, in order,
 * with the same `_prisma_migrations` bookkeeping as `prisma migrate deploy` (sha256 checksum).
 * PGlite is one connection in one process, so no advisory lock is needed here.
 */
export async function applyMigrationsEmbedded(db: PGlite, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL, "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(), "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`)
  const { rows } = await db.query<AppliedMigration>(
    `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
  )
  const failed = rows.filter((r) => !r.finished_at).map((r) => r.migration_name)
  if (failed.length)
    throw new Error(`failed migrations in _prisma_migrations: ${failed.join(', ')} (resolve them first)`)
  const applied = new Map(rows.map((r) => [r.migration_name, r.checksum]))

  const done: string[] = []
  for (const { name, sql, checksum } of await localMigrations(dir)) {
    if (applied.has(name)) {
      if (applied.get(name) !== checksum) throw new Error(`migration ${name} was modified after it was applied`)
      continue
    }
    const id = randomUUID()
    await db.query(`INSERT INTO "_prisma_migrations" (id, checksum, migration_name) VALUES ($1, $2, $3)`, [
      id,
      checksum,
      name,
    ])
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql)
        await tx.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [
          id,
        ])
      })
    } catch (e) {
      await db.query(`UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1`, [id, String((e as Error).stack ?? e)])
      throw new Error(`migration ${name} failed: ${(e as Error).message}`)
    }
    done.push(name)
  }
  return done
}
