import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { openDb } from '../src/client.ts'
import { isTransactionConflict, isUniqueViolation } from '../src/errors.ts'

describe('database error classification', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'recognises a real deadlock on PostgreSQL as a retryable conflict',
    async () => {
      const db = await openDb({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, migrate: false })
      const table = `deadlock_probe_${randomBytes(4).toString('hex')}`
      await db.prisma.$executeRawUnsafe(`CREATE TABLE ${table} (id int PRIMARY KEY)`)
      await db.prisma.$executeRawUnsafe(`INSERT INTO ${table} VALUES (1), (2)`)
      try {
        let bothHoldFirstLock!: () => void
        const firstLocks = new Promise<void>((resolve) => {
          let n = 0
          bothHoldFirstLock = () => {
            if (++n === 2) resolve()
          }
        })
        const lockInOrder = (a: number, b: number) =>
          db.prisma.$transaction(
            async (tx) => {
              await tx.$executeRawUnsafe(`SELECT 1 FROM ${table} WHERE id = ${a} FOR UPDATE`)
              bothHoldFirstLock()
              await firstLocks
              await tx.$executeRawUnsafe(`SELECT 1 FROM ${table} WHERE id = ${b} FOR UPDATE`)
            },
            { timeout: 20_000 },
          )
        const results = await Promise.allSettled([lockInOrder(1, 2), lockInOrder(2, 1)])
        const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
        expect(failures).toHaveLength(1)
        expect(isTransactionConflict(failures[0]!.reason)).toBe(true)
        expect(isUniqueViolation(failures[0]!.reason)).toBe(false)
      } finally {
        await db.prisma.$executeRawUnsafe(`DROP TABLE ${table}`)
        await db.close()
      }
    },
  )

  it('does not take an ordinary error for a conflict', () => {
    expect(isTransactionConflict(new Error('boom'))).toBe(false)
    expect(isTransactionConflict(null)).toBe(false)
  })
})
