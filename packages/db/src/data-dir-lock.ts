import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'

export class DataDirLockedError extends Error {}

function processIsAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite has no cross-process locking: two processes opening one directory corrupt it. A pid
 * lock file beside the database refuses a second opener with a clear message; a lock left by a
 * dead process is taken over.
 */
export function lockDataDir(dbDir: string, holder: string): () => void {
  mkdirSync(dbDir, { recursive: true })
  const lockPath = path.join(path.dirname(dbDir), `${path.basename(dbDir)}.lock`)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeSync(fd, JSON.stringify({ pid: process.pid, holder }))
      closeSync(fd)
      return () => rmSync(lockPath, { force: true })
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
      let owner: { pid?: number; holder?: string } = {}
      try {
        owner = JSON.parse(readFileSync(lockPath, 'utf8')) as typeof owner
      } catch {
        /* unreadable: treat as stale */
      }
      if (owner.pid && owner.pid !== process.pid && processIsAlive(owner.pid)) {
        throw new DataDirLockedError(
          `The embedded database in ${dbDir} is in use by ${owner.holder ?? 'another process'} (pid ${owner.pid}). ` +
            'Stop it first, or set DATABASE_URL to use PostgreSQL, which allows several processes.',
        )
      }
      rmSync(lockPath, { force: true })
    }
  }
  throw new DataDirLockedError(`Could not lock ${dbDir}`)
}
