import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { pathToFileURL } from 'node:url'

/** tsx's loader, so children run the TypeScript sources under plain `node` (one process, its own pid). */
export const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

export type NodeChild = {
  pid: number
  base: string
  /** Restart the kernel's peak-RSS counter (VmHWM) at the current RSS; false where not permitted. */
  resetPeakRss: () => boolean
  /** Peak resident set size in MB since start or the last reset, from /proc/<pid>/status. */
  peakRssMb: () => number | null
  /** Resident set size now, in MB (VmRSS). */
  rssMb: () => number | null
  /** CPU time (user + system) the process has used so far, in ms, from /proc/<pid>/stat. */
  cpuMs: () => number | null
  stop: () => Promise<void>
}

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

function statusField(pid: number, field: string): number | null {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Math.round(Number(match[1]) / 1024) : null
  } catch {
    return null
  }
}

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in 1/100 s ticks on every mainstream kernel. */
const TICK_MS = 10

function cpuTimeMs(pid: number): number | null {
  try {
    // Fields after the parenthesised command name; utime and stime are the 14th and 15th overall.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /s, '')
      .split(' ')
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS
  } catch {
    return null
  }
}

async function waitReady(child: ChildProcess, url: string, stderr: () => string, label: string) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited during start (code ${child.exitCode}):\n${stderr()}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 150))
  }
  throw new Error(`${label} was not ready within 90 s:\n${stderr()}`)
}

/**
 * Start an entry point (TypeScript through tsx, or built JavaScript) as its own Node process on `port` and wait until `readyPath`
 * answers 200. Its stdout (the request log) is discarded; the tail of stderr is kept for errors.
 */
export async function startNodeChild(options: {
  label: string
  entry: string
  cwd: string
  port: number
  env: Record<string, string>
  readyPath: string
  nodeFlags?: string[]
}): Promise<NodeChild> {
  const loader = options.entry.endsWith('.ts') ? ['--import', TSX_LOADER] : []
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), ...loader, options.entry], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  const base = `http://127.0.0.1:${options.port}`
  try {
    await waitReady(child, base + options.readyPath, () => stderr, options.label)
  } catch (e) {
    child.kill('SIGKILL')
    throw e
  }
  const pid = child.pid!
  return {
    pid,
    base,
    resetPeakRss: () => {
      try {
        writeFileSync(`/proc/${pid}/clear_refs`, '5')
        return true
      } catch {
        return false
      }
    },
    peakRssMb: () => statusField(pid, 'VmHWM'),
    rssMb: () => statusField(pid, 'VmRSS'),
    cpuMs: () => cpuTimeMs(pid),
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
      await exited
      clearTimeout(timer)
    },
  }
}
