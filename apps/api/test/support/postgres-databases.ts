import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDb } from '@gold/db'

function withDatabase(url: string, database: string) {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** Create the migrated template database once per test run; its name is the run's own, so
 * several runs can share one server. */
export async function createTemplateDatabase(url: string): Promise<string> {
  const template = `gold_test_template_${randomBytes(6).toString('hex')}`
  await admin(url, (c) => c.query(`CREATE DATABASE ${template}`))
  const db = await openDb({ kind: 'postgres', url: withDatabase(url, template) })
  await db.close()
  return template
}

export async function dropDatabase(url: string, database: string): Promise<void> {
  await admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`))
}

/** A fresh database for one test file, cloned from the template (fast, fully isolated). */
export async function cloneDatabase(
  url: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `gold_test_${randomBytes(6).toString('hex')}`
  await admin(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`))
  return { url: withDatabase(url, name), drop: () => dropDatabase(url, name) }
}
