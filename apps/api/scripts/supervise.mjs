// `pnpm start` runs the built server under this supervisor, so a crash does not end the service:
// an uncaught error, V8 running out of heap (the server caps its old space, see package.json) or
// the kernel's OOM killer. A server that dies after it was serving is started again after a pause
// that grows with repeated crashes (1 s up to 30 s; back to 1 s once a run lasts a minute). One
// that stops before it ever served (a bad configuration, a database it cannot open) is not
// retried: the supervisor exits with its code, as the server alone would. SIGINT and SIGTERM are
// passed on, and the supervisor exits when the server has shut down. A server that exits 0 on its
// own was stopped on purpose (`kill <pid>` of the server itself) and is not restarted either.
import { fork } from 'node:child_process'
import path from 'node:path'

const SERVER = path.join(import.meta.dirname, '../dist/server.mjs')
const NODE_OPTIONS = ['--max-old-space-size=256']
const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000]
const STABLE_MS = 60_000

const say = (message) => console.error(`[supervisor] ${message}`)

let server = null
let stopping = false
let everReady = false
let crashes = 0
let pending = null

function start() {
  pending = null
  const startedAt = Date.now()
  server = fork(SERVER, process.argv.slice(2), {
    execArgv: NODE_OPTIONS,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  })
  say(`server process ${server.pid} started`)
  server.on('message', (message) => {
    if (message?.type === 'ready') everReady = true
  })
  server.on('exit', (code, signal) => {
    server = null
    if (stopping) process.exit(code ?? 0)
    if (!everReady) {
      say(`the server stopped before it was ready (${signal ?? `exit code ${code}`}); not restarting`)
      process.exit(code ?? 1)
    }
    if (code === 0) process.exit(0)
    if (Date.now() - startedAt >= STABLE_MS) crashes = 0
    const delay = BACKOFF_MS[Math.min(crashes, BACKOFF_MS.length - 1)]
    crashes += 1
    say(`the server died (${signal ?? `exit code ${code}`}); restarting in ${delay / 1000} s`)
    pending = setTimeout(start, delay)
  })
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true
    if (pending) {
      clearTimeout(pending)
      process.exit(0)
    }
    server?.kill(signal)
  })
}

start()
