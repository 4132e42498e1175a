import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { migratedPGliteSnapshot, openDb } from '@gold/db'

/** Its own template name, so a reliability run never drops the template a concurrent `pnpm test` clones from. */
export const RELIABILITY_TEMPLATE = 'gold_reliability_template'

/**
 * As test/support/global-setup.ts (a PGlite snapshot; with TEST_DATABASE_URL a migrated template
 * that in-process test servers and the multi-process clusters clone), under a separate name.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gold-rel-setup-'))
  const snapshot = path.join(dir, 'migrated.tar')
  await writeFile(snapshot, Buffer.from(await (await migratedPGliteSnapshot()).arrayBuffer()))
  project.provide('pgliteSnapshot', snapshot)
  const teardown = () => rm(dir, { recursive: true, force: true })
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    project.provide('pgTemplate', null)
    return teardown
  }
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${RELIABILITY_TEMPLATE} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${RELIABILITY_TEMPLATE}`)
  } finally {
    await admin.end()
  }
  const u = new URL(url)
  u.pathname = `/${RELIABILITY_TEMPLATE}`
  const db = await openDb({ kind: 'postgres', url: u.toString() })
  await db.close()
  project.provide('pgTemplate', RELIABILITY_TEMPLATE)
  return teardown
}
