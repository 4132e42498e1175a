import { createRequire } from 'node:module'
import os from 'node:os'
import { pathToFileURL } from 'node:url'
import { type DayFigures, type IsoDate, type ReportLoan, dayFiguresOf, loanAsOf } from '@gold/core'
import { Piscina } from 'piscina'

/** A page of a shop's loans (each with its whole ledger) and the days whose figures they are wanted for. */
export type ReplayTask = { loans: ReportLoan[]; dates: IsoDate[] }

/** Where the reports' ledger replay runs: worker threads (the server), or the calling thread (the CLI). */
export type ReportReplayer = {
  /** The figures of `task.loans` at the end of each of `task.dates`, in that order. */
  replay: (task: ReplayTask) => Promise<DayFigures[]>
  close: () => Promise<void>
}

/** The replay itself (core `loanAsOf` for every loan and day); the worker threads run exactly this. */
export function replayPage(task: ReplayTask): DayFigures[] {
  return task.dates.map((date) => dayFiguresOf(task.loans.flatMap((loan) => loanAsOf(loan, date) ?? [])))
}

export const inThreadReplayer: ReportReplayer = {
  replay: (task) => new Promise((resolve) => resolve(replayPage(task))),
  close: async () => {},
}

/** From the TypeScript sources (tests, `pnpm dev`) a worker loads its module through tsx, as the main thread does. */
function workerExecArgv(worker: URL): string[] {
  if (!worker.pathname.endsWith('.ts')) return []
  return ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href]
}

/**
 * The ledger replay in worker threads (as pdf/pdf-pool.ts renders documents), so a large shop's
 * report (seconds of CPU) never holds up the event loop. At least two threads, even on a small
 * machine: the reports bound their work to one page at a time per shop, so a second shop's report
 * finds a thread of its own rather than waiting behind the first.
 */
export function startReplayPool(options: { worker: URL; threads?: number }): ReportReplayer {
  const pool = new Piscina<ReplayTask, DayFigures[]>({
    filename: options.worker.href,
    minThreads: 0,
    maxThreads: options.threads ?? Math.min(Math.max(os.availableParallelism() - 1, 2), 4),
    idleTimeout: 60_000,
    execArgv: workerExecArgv(options.worker),
  })
  return { replay: (task) => pool.run(task), close: () => pool.destroy() }
}
