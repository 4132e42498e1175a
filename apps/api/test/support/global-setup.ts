import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { migratedPGliteSnapshot } from '@gold/db'
import { createTemplateDatabase, dropDatabase } from './postgres-databases.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string
    pgTemplate: string | null
  }
}

/**
 * Migrate once per run: a PGlite snapshot that each test file opens in memory, or, with
 * TEST_DATABASE_URL, a PostgreSQL template database that each test file clones.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gold-test-'))
  const snapshot = path.join(dir, 'migrated.tar')
  await writeFile(snapshot, Buffer.from(await (await migratedPGliteSnapshot()).arrayBuffer()))
  project.provide('pgliteSnapshot', snapshot)
  const pgUrl = process.env.TEST_DATABASE_URL
  const template = pgUrl ? await createTemplateDatabase(pgUrl) : null
  project.provide('pgTemplate', template)
  return async () => {
    await rm(dir, { recursive: true, force: true })
    if (pgUrl && template) await dropDatabase(pgUrl, template)
  }
}
