import type { Server } from 'node:http'
import { createApp } from './app.ts'
import { ConfigError, loadConfig } from './platform/env.ts'
import { createHttpServer } from './http/http-server.ts'
import { bootContext } from './platform/boot.ts'
import { describeLogins, seedDemo } from './seed.ts'

async function main() {
  const config = loadConfig()
  const ctx = await bootContext(config)
  const { seeded } = await seedDemo(ctx)
  const app = createApp(ctx)
  const server: Server = createHttpServer(app).listen(config.port, () => {
    ctx.log.info({ port: config.port, database: ctx.db.kind, mail: ctx.mailer.kind }, 'listening')
    // Under `pnpm start` (scripts/supervise.mjs): from now on an exit is a crash to restart from.
    process.send?.({ type: 'ready' })
    console.log(
      `\nGold lending platform on http://${config.baseDomain}:${config.port} (${ctx.db.kind} database${seeded ? ', demo data seeded' : ''})\n${describeLogins(config.port, config.baseDomain)}\n`,
    )
  })
  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    ctx.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    server.close(async () => {
      await ctx.db.close()
      process.exit(0)
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
  // The supervisor is gone (killed itself): stop too rather than hold the port with nobody to restart us.
  process.on('disconnect', () => shutdown('supervisor exited'))
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : e)
  process.exit(1)
})
