import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const apiDir = path.resolve(import.meta.dirname, '../..')

/** A free TCP port on loopback (bind 0, read, release). */
export async function freePort(): Promise<number> {
  const s = net.createServer()
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))
  const port = (s.address() as net.AddressInfo).port
  await new Promise((resolve) => s.close(resolve))
  return port
}

export type ApiProcess = Awaited<ReturnType<typeof startApiProcess>>

/**
 * A real API server process (`src/server.ts` under tsx) on its own port. It is started as
 * `node --import tsx` rather than through the tsx wrapper so that the pid is the server itself:
 * SIGKILL then kills exactly the process that holds the connections. Output is kept for failures.
 */
export async function startApiProcess(options: {
  name: string
  databaseUrl: string
  env?: Record<string, string>
  port?: number
  dataDir?: string
}) {
  const port = options.port ?? (await freePort())
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), `gold-rel-${options.name}-`)))
  const url = `http://127.0.0.1:${port}`
  const dbUrl = new URL(options.databaseUrl)
  dbUrl.searchParams.set('application_name', `gold-api-${options.name}`)
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: dbUrl.toString(),
    LOG_LEVEL: process.env.RELIABILITY_LOG_LEVEL ?? 'warn',
    BASE_DOMAIN: 'localhost',
    SESSION_SECRET: 'reliability-session-secret-0123456789',
    INTAKE_TOKEN_SECRET: 'reliability-intake-secret-0123456789',
    // Production requires the Aadhaar vault's own key (issue 28); every process shares one.
    AADHAAR_VAULT_KEY: 'a1'.repeat(32),
    // The tests call the cron routes themselves; a scheduled run must not overlap them.
    SCHEDULER: 'off',
    ...options.env,
  }
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-20_000)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  let exitInfo: { code: number | null; signal: NodeJS.Signals | null } | null = null
  void exited.then((e) => {
    exitInfo = e
  })

  const handle = {
    name: options.name,
    url,
    port,
    dataDir,
    pid: child.pid!,
    databaseUrl: dbUrl.toString(),
    applicationName: `gold-api-${options.name}`,
    output: () => output,
    get alive() {
      return exitInfo === null
    },
    exited,
    /** SIGKILL: no shutdown hook runs, in-flight transactions are cut off. */
    async kill() {
      if (exitInfo === null) child.kill('SIGKILL')
      return exited
    },
    /** SIGTERM and wait (the server's graceful shutdown). */
    async stop() {
      if (exitInfo === null) child.kill('SIGTERM')
      const timer = setTimeout(() => {
        if (exitInfo === null) child.kill('SIGKILL')
      }, 10_000)
      await exited
      clearTimeout(timer)
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true })
    },
  }
  const until = Date.now() + 90_000
  for (;;) {
    if (exitInfo !== null) {
      await handle.stop()
      throw new Error(`API process ${options.name} exited during start (${JSON.stringify(exitInfo)}):\n${output}`)
    }
    try {
      if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })).ok) break
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) {
      child.kill('SIGKILL')
      await handle.stop()
      throw new Error(`API process ${options.name} did not become healthy:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return handle
}
