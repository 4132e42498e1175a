import type { AddressInfo } from 'node:net'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { createApp } from '@gold/api/app'
import { loadConfig } from '@gold/api/platform/env'
import { bootContext } from '@gold/api/platform/boot'
import { startJobs } from '@gold/api/job-handlers'
import { seedDemo } from '@gold/api/seed'

/**
 * The whole platform as `pnpm start` runs it (built apps, embedded database, demo seed), on an
 * ephemeral port of a fresh data directory. Pages reach tenant subdomains as `<slug>.localhost`.
 */
export async function startPlatform(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gold-e2e-'))
  // Listening first gives the port, which the config needs: links the API hands out (intake) name it.
  const server = createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const port = (server.address() as AddressInfo).port
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    BASE_DOMAIN: 'localhost',
    PORT: String(port),
    // The journeys call the cron routes themselves; queued jobs (mail) are worked as pnpm start works them.
    SCHEDULER: 'off',
    ...env,
  })
  const ctx = await bootContext(config, 'e2e')
  await seedDemo(ctx)
  await startJobs(ctx)
  server.on('request', createApp(ctx))
  return {
    ctx,
    port,
    mainUrl: `http://localhost:${port}`,
    tenantUrl: (slug: string) => `http://${slug}.localhost:${port}`,
    async outbox() {
      const files = (await readdir(config.outboxDir).catch(() => [] as string[])).sort()
      return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(config.outboxDir, f), 'utf8'))))
    },
    /** The SMS texts the platform wrote to the message outbox (no SMS provider in the e2e), in send order. */
    async smsOutbox(): Promise<Array<{ to: string; text: string }>> {
      const dir = path.join(config.messageOutboxDir, 'sms')
      const files = (await readdir(dir).catch(() => [] as string[])).sort()
      return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8'))))
    },
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await ctx.jobs.stop()
      await ctx.db.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
export type Platform = Awaited<ReturnType<typeof startPlatform>>
