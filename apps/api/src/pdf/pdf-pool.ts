import { createRequire } from 'node:module'
import os from 'node:os'
import { pathToFileURL } from 'node:url'
import { defineErrors } from '@gold/core'
import { Piscina } from 'piscina'
import { fairQueue } from './fair-queue.ts'
import type { PdfKind, PdfRenderer } from './pdf-renderer.ts'

/** What a worker is sent: the document kind's name and its input. */
export type PdfTask = { kind: string; input: unknown }

export const pdfErrors = defineErrors({
  busy: [503, 'Too many documents are being prepared right now. Please try again in a moment.'],
})

/**
 * Worker threads from the CPU count: one core stays with the event loop (which still reads the
 * database and writes responses), and a few threads are plenty for a shop's documents.
 */
export const defaultPdfThreads = () => Math.min(Math.max(os.availableParallelism() - 1, 1), 4)

/** Documents waiting for a thread, per thread: at 10 to 20 ms a certificate, the last waits well under a second. */
const QUEUED_PER_THREAD = 32

export type PdfPoolOptions = {
  /** The worker module: `dist/pdf-worker.mjs` beside the bundle, or `src/pdf-worker.ts` run from source (through tsx). */
  worker: URL
  threads?: number
  /** Documents that may wait for a thread; one more is refused with 503 (`pdfErrors.busy`). */
  maxQueue?: number
  /** Documents one owner (a shop) may have waiting; three quarters of `maxQueue` unless given, so others always find room. */
  maxQueuePerOwner?: number
  /** A thread idle this long exits (its fonts with it); the next document starts one again. */
  idleTimeoutMs?: number
}

/** From the TypeScript sources (tests, `pnpm dev`) a worker loads its module through tsx, as the main thread does. */
function workerExecArgv(worker: URL): string[] {
  if (!worker.pathname.endsWith('.ts')) return []
  return ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href]
}

type Waiting = { task: PdfTask; resolve: (bytes: Uint8Array) => void; reject: (error: unknown) => void }

/**
 * Renders every document in a bounded pool of worker threads, so a render (10 to 20 ms of CPU for a
 * certificate) never holds up the event loop. The caller builds the input from the database on
 * this thread; the worker draws it with the same code (and its own shared fonts) and hands the
 * bytes back without a copy. When `threads + maxQueue` documents are already in hand the next is
 * refused at once (503 with Retry-After) rather than queued without end: each input may hold
 * megabytes of photos, and a client that waits seconds for a PDF would rather retry.
 *
 * Fair between shops: documents wait here, not in piscina's first-come queue, one line per owner
 * served in turn (`fairQueue`), and one owner may fill only part of the queue. A shop printing a
 * hundred receipts delays another shop's one certificate by about one document per busy thread.
 */
export function startPdfPool(options: PdfPoolOptions): PdfRenderer & { readonly threads: number } {
  const threads = options.threads ?? defaultPdfThreads()
  const maxQueue = options.maxQueue ?? threads * QUEUED_PER_THREAD
  const maxQueuePerOwner = options.maxQueuePerOwner ?? Math.max(1, Math.floor((maxQueue * 3) / 4))
  const pool = new Piscina<PdfTask, Uint8Array>({
    filename: options.worker.href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: options.idleTimeoutMs ?? 60_000,
    execArgv: workerExecArgv(options.worker),
  })
  const waiting = fairQueue<Waiting>()
  let running = 0
  const startNext = () => {
    while (running < threads) {
      const next = waiting.shift()
      if (!next) return
      running++
      pool
        .run(next.task)
        .then(next.resolve, next.reject)
        .finally(() => {
          running--
          startNext()
        })
    }
  }
  async function render<Input>(owner: string, kind: PdfKind<Input>, input: Input) {
    if (running + waiting.size >= threads + maxQueue || waiting.waitingFor(owner) >= maxQueuePerOwner)
      throw pdfErrors.error('busy', { headers: { 'Retry-After': '1' } })
    const bytes = await new Promise<Uint8Array>((resolve, reject) => {
      waiting.push(owner, { task: { kind: kind.name, input }, resolve, reject })
      startNext()
    })
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  }
  return {
    kind: 'pool',
    threads,
    forShop: (tenantId) => ({ render: (kind, input) => render(tenantId, kind, input) }),
    async close() {
      for (let next = waiting.shift(); next; next = waiting.shift()) next.reject(new Error('The PDF pool was closed.'))
      await pool.destroy()
    },
  }
}
