import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { MIGRATIONS_DIR } from './paths.ts'

export type LocalMigration = { name: string; sql: string; checksum: string }
/** A row of `_prisma_migrations` that was not rolled back. */
export type AppliedMigration = { migration_name: string; checksum: string; finished_at: Date | null }

/** prisma/migrations/<name>/migration.sql in order, with Prisma's checksum (sha256 of the file). */
export async function localMigrations(dir = MIGRATIONS_DIR): Promise<LocalMigration[]> {
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, 'migration.sql'), 'utf8')
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') }
    }),
  )
}

/** True when every local migration is recorded as finished with its checksum and none failed. */
export function allApplied(local: LocalMigration[], applied: AppliedMigration[]): boolean {
  if (applied.some((r) => !r.finished_at)) return false
  const checksums = new Map(applied.map((r) => [r.migration_name, r.checksum]))
  return local.every((m) => checksums.get(m.name) === m.checksum)
}
