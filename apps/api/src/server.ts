import type { Server } from 'node:http'
import { createApp } from './app.ts'
import { ConfigError, loadConfig } from './platform/env.ts'
import { createHttpServer } from './http/http-server.ts'
import { bootContext } from './platform/boot.ts'
import { moveAadhaarIntoVault } from './customers/aadhaar-backfill.ts'
import { startPdfPool } from './pdf/pdf-pool.ts'
import { startReplayPool } from './platform/replay-pool.ts'
import { seedOnStart, startBanner } from './seed.ts'
import { postOpeningJournals } from './books/opening-journals-service.ts'
import { startJobs } from './job-handlers.ts'
import { giveDemoShopSandboxKeys, startDemoGateway } from './demo-gateway.ts'

/** Defined by scripts/build.mjs as the bundle's own URL; undefined when run from the TypeScript sources. */
declare const GOLD_BUNDLE_URL: string | undefined

/** The PDF worker: bundled beside the server (dist/pdf-worker.mjs), or the TypeScript source under tsx. */
const pdfWorker =
  typeof GOLD_BUNDLE_URL === 'string'
    ? new URL('pdf-worker.mjs', GOLD_BUNDLE_URL)
    : new URL('pdf-worker.ts', import.meta.url)

/** The report worker, found the same way. */
const reportWorker =
  typeof GOLD_BUNDLE_URL === 'string'
    ? new URL('report-worker.mjs', GOLD_BUNDLE_URL)
    : new URL('report-worker.ts', import.meta.url)

async function main() {
  const { config, server: sandbox } = await startDemoGateway(loadConfig())
  const ctx = {
    ...(await bootContext(config)),
    pdf: startPdfPool({ worker: pdfWorker }),
    reports: startReplayPool({ worker: reportWorker }),
  }
  const start = await seedOnStart(ctx)
  // Before serving: no Aadhaar number stays in clear on a customer row (issue 28).
  await moveAadhaarIntoVault(ctx)
  await giveDemoShopSandboxKeys(ctx)
  // Once, after the migration that marks them: the loans whose ledger predates the books.
  await postOpeningJournals(ctx)
  await startJobs(ctx)
  const app = createApp(ctx)
  const server: Server = createHttpServer(app).listen(config.port, () => {
    ctx.log.info({ port: config.port, database: ctx.db.kind, mail: ctx.mailer.kind }, 'listening')
    // Under `pnpm start` (scripts/supervise.mjs): from now on an exit is a crash to restart from.
    process.send?.({ type: 'ready' })
    console.log(
      `\nGold lending platform on http://${config.baseDomain}:${config.port} (${ctx.db.kind} database${start.seeded ? ', demo data seeded' : ''})\n${startBanner(config.port, config.baseDomain, start)}${sandboxBanner(config)}\n`,
    )
  })
  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    ctx.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    const stop = async () => {
      sandbox?.close()
      await ctx.jobs.stop()
      await ctx.pdf.close()
      await ctx.reports.close()
      await ctx.db.close()
      process.exit(0)
    }
    server.close(() => void stop())
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
  // The supervisor is gone (killed itself): stop too rather than hold the port with nobody to restart us.
  process.on('disconnect', () => shutdown('supervisor exited'))
}

const sandboxBanner = (config: { gatewaySandbox: { port: number } | null }) =>
  config.gatewaySandbox
    ? `\nGateway sandbox on http://localhost:${config.gatewaySandbox.port} for the platform and the demo shop (no real money; GATEWAY_SANDBOX=off to turn it off)`
    : ''

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : e)
  process.exit(1)
})
