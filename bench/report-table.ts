import type { RowKind, RowTargets } from './bench-rows.ts'
import type { LoadResult } from './load.ts'

export type RowResult = {
  name: string
  kind: RowKind
  targets?: RowTargets
  /** The flat-out run; for a `command` row p50 and p99 are the median and slowest of its runs, rps is NaN. */
  max: LoadResult
  /** The run at half the maximum rate (absent for the directly timed renderer). */
  half?: LoadResult & { rate: string }
  rssMb: number | null
  /** Server CPU time (user + system) per request of the flat-out run: steadier than req/s on a shared machine. */
  cpuMsPerRequest: number | null
  note?: string
}

/** Issue 18's targets by kind (a row's own `targets` replace these, see bench-rows.ts). */
export const TARGETS: Partial<Record<RowKind, RowTargets>> = {
  read: { minShareOfB: 0.5, p99Ms: 50 },
  write: { p99Ms: 50 },
  list: { p99Ms: 300 },
  pdf: { p99Ms: 100 },
}

const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-')

const judged = (kind: RowKind) => kind !== 'baseline' && kind !== 'floor' && kind !== 'scale'

/** The targets a row missed, as short phrases; empty when it met all of its own. */
export function missedTargets(row: RowResult, baselineB: number): string[] {
  const t = { ...TARGETS[row.kind], ...row.targets }
  const missed: string[] = []
  const p99 = row.half?.p99 ?? row.max.p99
  const atHalf = row.half ? ' at half rate' : ''
  if (t.minShareOfB !== undefined && !(row.max.rps >= t.minShareOfB * baselineB))
    missed.push(`req/s < ${t.minShareOfB} x B`)
  if (t.p99Ms !== undefined && !(p99 < t.p99Ms)) missed.push(`p99${atHalf} >= ${t.p99Ms} ms`)
  if (t.maxCpuMs !== undefined && !(row.cpuMsPerRequest !== null && row.cpuMsPerRequest <= t.maxCpuMs))
    missed.push(`CPU > ${t.maxCpuMs} ms/req`)
  if (t.maxMb !== undefined && !(row.rssMb !== null && row.rssMb < t.maxMb)) missed.push(`RSS >= ${t.maxMb} MB`)
  if (t.maxMs !== undefined && !(row.max.p50 < t.maxMs)) missed.push(`median >= ${t.maxMs} ms`)
  const failed = row.max.failed + (row.half?.failed ?? 0)
  if (failed > 0) missed.push(`${failed} non-2xx/errors`)
  return missed
}

/** Rows without targets still say when requests failed. */
function failures(row: RowResult): string {
  const failed = row.max.failed + (row.half?.failed ?? 0)
  return failed > 0 ? `${failed} non-2xx/errors` : '-'
}

/** What a row is held to, in words, for the table's `target` column. */
export function targetText(row: RowResult): string {
  if (!judged(row.kind)) return row.kind === 'scale' ? 'none (scale)' : row.kind
  const t = { ...TARGETS[row.kind], ...row.targets }
  const parts = [
    t.minShareOfB !== undefined && `>= ${t.minShareOfB} x B`,
    t.p99Ms !== undefined && `p99 < ${t.p99Ms} ms${row.half ? ' @half' : ''}`,
    t.maxCpuMs !== undefined && `<= ${t.maxCpuMs} ms CPU`,
    t.maxMb !== undefined && `< ${t.maxMb} MB`,
    t.maxMs !== undefined && `median < ${t.maxMs} ms`,
  ].filter(Boolean)
  return parts.length ? parts.join(', ') : 'none set'
}

/** One markdown table: every rate as a ratio to baselines A and B measured in the same run. */
export function renderTable(rows: RowResult[]): string {
  const a = rows.find((r) => r.name.startsWith('A:'))?.max.rps ?? NaN
  const b = rows.find((r) => r.name.startsWith('B:'))?.max.rps ?? NaN
  const header = [
    'Row',
    'req/s',
    'x A',
    'x B',
    'p50 ms',
    'p99 ms',
    'half rate',
    'p50 ms @half',
    'p99 ms @half',
    'CPU ms/req',
    'peak RSS MB',
    'target',
    'judged',
  ]
  const lines = rows.map((r) => {
    const info = !judged(r.kind)
    const missed = info ? [] : missedTargets(r, b)
    const noTarget = targetText(r) === 'none set'
    return [
      r.name,
      fixed(r.max.rps, 0),
      fixed(r.max.rps / a, 3),
      fixed(r.max.rps / b, 2),
      fixed(r.max.p50),
      fixed(r.max.p99),
      r.half ? r.half.rate : '-',
      r.half ? fixed(r.half.p50) : '-',
      r.half ? fixed(r.half.p99) : '-',
      r.cpuMsPerRequest === null ? '-' : fixed(r.cpuMsPerRequest, 2),
      r.rssMb === null ? '-' : String(r.rssMb),
      targetText(r),
      info || noTarget ? failures(r) : missed.length === 0 ? 'met' : `MISSED: ${missed.join('; ')}`,
    ]
  })
  const table = [header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`)
  const notes = rows
    .filter((r) => r.note || r.max.firstFailure || r.half?.firstFailure)
    .map(
      (r) =>
        `- ${r.name}: ${[r.note, r.max.firstFailure ?? r.half?.firstFailure].filter(Boolean).join('; first failure: ')}`,
    )
  return [...table, ...(notes.length ? ['', ...notes] : [])].join('\n')
}
