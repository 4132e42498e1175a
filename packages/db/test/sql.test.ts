import { describe, expect, it } from 'vitest'
import { openDb } from '../src/client.ts'
import { sqlRunner } from '../src/sql.ts'

describe('driver-level sql', () => {
  it('numbers the placeholders in order and passes values as parameters, never as text', async () => {
    const seen: { text: string; params: unknown[] }[] = []
    const sql = sqlRunner({
      query: async (text, params) => {
        seen.push({ text, params })
        return { rows: [] }
      },
    })
    await sql`SELECT ${1} AS a, ${"x'); DROP TABLE t; --"} AS b WHERE c = ${null}`
    expect(seen).toEqual([{ text: 'SELECT $1 AS a, $2 AS b WHERE c = $3', params: [1, "x'); DROP TABLE t; --", null] }])
    const named: unknown[] = []
    await sqlRunner({
      query: async (...args) => {
        named.push(args)
        return { rows: [] }
      },
    }).named('one')`SELECT ${2}`
    expect(named).toEqual([['SELECT $1', [2], 'one']])
  })

  it('runs on the embedded database with text, array and timestamp parameters', async () => {
    const db = await openDb({ kind: 'pglite' })
    const rows = await db.sql<{ word: string; pos: number; later: boolean }>`
      SELECT ${'gold'}::text AS word, array_position(${['a', 'b', 'c']}::text[], 'b') AS pos,
        ${new Date('2026-01-02T00:00:00Z').toISOString()}::timestamptz > '2026-01-01T23:00:00Z'::timestamptz AS later`
    expect(rows).toEqual([{ word: 'gold', pos: 2, later: true }])
    await db.close()
  })

  it.runIf(process.env.TEST_DATABASE_URL)('runs a named statement repeatedly on PostgreSQL', async () => {
    const db = await openDb({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, migrate: false })
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      expect(await db.sql.named('sql-test-echo')<{ n: number }>`SELECT ${n}::int AS n`).toEqual([{ n }])
    }
    await db.close()
  })
})
