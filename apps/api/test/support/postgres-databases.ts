import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDb } from '@gold/db'

const TEMPLATE = 'gold_test_template'

function withDatabase(url: string, database: string) {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try { return await fn(client) } finally { await client.end() }
}

/** (Re)create the migrated template database once per test run. */
export async function createTemplateDatabase(url: string): Promise<string> {
  await admin(url, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`)
    await c.query(`CREATE DATABASE ${TEMPLATE}`)
  })
  const db = await openDb({ kind: 'postgres', url: withDatabase(url, TEMPLATE) })
  await db.close()
  return TEMPLATE
}

/** A fresh database for one test file, cloned from the template (fast, fully isolated). */
export async function cloneDatabase(url: string, template: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `gold_test_${randomBytes(6).toString('hex')}`
  await admin(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`))
  return { url: withDatabase(url, name), drop: () => admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}) }
}
