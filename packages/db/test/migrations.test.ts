import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { applyMigrationsEmbedded } from '../src/migrations/embedded-migrate.ts'
import { allApplied, type LocalMigration } from '../src/migrations/migration-files.ts'
import { diffMigrationsToSchema, migrationsDeployed } from '../src/migrations/schema-engine.ts'
import { openDb } from '../src/client.ts'
import { createPGlite } from '../src/pglite.ts'
import { MIGRATIONS_DIR } from '../src/migrations/paths.ts'

describe('migrations', () => {
  it('produce exactly the Prisma schema (drift check through the WASM schema engine)', async () => {
    expect(await diffMigrationsToSchema()).toBe('')
  })

  it('apply to a fresh embedded database and are recorded once', async () => {
    const pglite = await createPGlite()
    const first = await applyMigrationsEmbedded(pglite)
    expect(first.length).toBeGreaterThan(0)
    expect(await applyMigrationsEmbedded(pglite)).toEqual([])
    const { rows } = await pglite.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM "_prisma_migrations" WHERE finished_at IS NOT NULL',
    )
    expect(rows[0]?.n).toBe(first.length)
    await pglite.close()
  })

  it.runIf(process.env.TEST_DATABASE_URL)('deploy to PostgreSQL through the schema engine', async () => {
    const db = await openDb({ kind: 'postgres', url: process.env.TEST_DATABASE_URL! })
    expect(await db.prisma.tenant.count()).toBeGreaterThanOrEqual(0)
    await db.close()
    expect(await migrationsDeployed(process.env.TEST_DATABASE_URL!)).toBe(true)
  })

  it.runIf(process.env.TEST_DATABASE_URL)(
    'count as pending on PostgreSQL when a migration directory is new',
    async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'migrations-'))
      await cp(MIGRATIONS_DIR, dir, { recursive: true })
      await mkdir(path.join(dir, '29991231000000_future'))
      await writeFile(path.join(dir, '29991231000000_future', 'migration.sql'), 'SELECT 1;\n')
      expect(await migrationsDeployed(process.env.TEST_DATABASE_URL!, dir)).toBe(false)
      await rm(dir, { recursive: true })
    },
  )

  it('are up to date only when every local migration finished with its checksum', () => {
    const local: LocalMigration[] = [
      { name: 'a', sql: '', checksum: 'x' },
      { name: 'b', sql: '', checksum: 'y' },
    ]
    const done = (name: string, checksum: string) => ({ migration_name: name, checksum, finished_at: new Date() })
    expect(allApplied(local, [done('a', 'x'), done('b', 'y')])).toBe(true)
    expect(allApplied(local, [done('a', 'x')])).toBe(false)
    expect(allApplied(local, [done('a', 'x'), done('b', 'edited')])).toBe(false)
    expect(
      allApplied(local, [done('a', 'x'), done('b', 'y'), { migration_name: 'c', checksum: 'z', finished_at: null }]),
    ).toBe(false)
  })
})

describe('tenant scope', () => {
  it("hides another tenant's rows and stamps creates", async () => {
    const db = await openDb({ kind: 'pglite' })
    const [a, b] = await Promise.all(
      ['a', 'b'].map((s) => db.prisma.tenant.create({ data: { name: s, slug: `scope-${s}` } })),
    )
    const inA = db.forTenant(a!.id)
    const created = await inA.customer.create({ data: { name: 'Asha', phone: '9876543210' } as any })
    expect(created.tenantId).toBe(a!.id)
    const inB = db.forTenant(b!.id)
    expect(await inB.customer.findUnique({ where: { id: created.id } })).toBeNull()
    expect(await inB.customer.count()).toBe(0)
    expect((await inB.customer.updateMany({ where: { id: created.id }, data: { name: 'X' } })).count).toBe(0)
    expect(await inA.customer.findUnique({ where: { id: created.id } })).not.toBeNull()
    await db.close()
  })
})
