import { PGlite } from '@electric-sql/pglite'
import { describe, expect, it } from 'vitest'
import { applyMigrationsEmbedded } from '../src/migrations/embedded-migrate.ts'
import { diffMigrationsToSchema } from '../src/migrations/schema-engine.ts'
import { openDb } from '../src/client.ts'

describe('migrations', () => {
  it('produce exactly the Prisma schema (drift check through the WASM schema engine)', async () => {
    expect(await diffMigrationsToSchema()).toBe('')
  })

  it('apply to a fresh embedded database and are recorded once', async () => {
    const pglite = await PGlite.create()
    const first = await applyMigrationsEmbedded(pglite)
    expect(first.length).toBeGreaterThan(0)
    expect(await applyMigrationsEmbedded(pglite)).toEqual([])
    const { rows } = await pglite.query<{ n: number }>('SELECT count(*)::int AS n FROM "_prisma_migrations" WHERE finished_at IS NOT NULL')
    expect(rows[0]?.n).toBe(first.length)
    await pglite.close()
  })

  it.runIf(process.env.TEST_DATABASE_URL)('deploy to PostgreSQL through the schema engine', async () => {
    const db = await openDb({ kind: 'postgres', url: process.env.TEST_DATABASE_URL! })
    expect(await db.prisma.tenant.count()).toBeGreaterThanOrEqual(0)
    await db.close()
  })
})

describe('tenant scope', () => {
  it('hides another tenant\'s rows and stamps creates', async () => {
    const db = await openDb({ kind: 'pglite' })
    const [a, b] = await Promise.all(['a', 'b'].map((s) => db.prisma.tenant.create({ data: { name: s, slug: `scope-${s}` } })))
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
