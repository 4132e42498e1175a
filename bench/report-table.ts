import type { RowKind } from './bench-rows.ts'
import type { LoadResult } from './load.ts'

export type RowResult = {
  name: string
  kind: RowKind
  max: LoadResult
  /** The run at half the maximum rate (absent for the directly timed renderer). */
  half?: LoadResult & { rate: string }
  rssMb: number | null
  /** Server CPU time (user + system) per request of the flat-out run: steadier than req/s on a shared machine. */
  cpuMsPerRequest: number | null
  note?: string
}

export const TARGETS = { readShareOfB: 0.5, p99Ms: 50, listMs: 300, pdfMs: 100, rssMb: 400 }

const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-')

/** The targets a row missed, as short phrases; empty when it met all of its own. */
export function missedTargets(row: RowResult, baselineB: number): string[] {
  const missed: string[] = []
  const p99 = row.half?.p99 ?? row.max.p99
  if (row.kind === 'read' && row.max.rps < TARGETS.readShareOfB * baselineB)
    missed.push(`req/s < ${TARGETS.readShareOfB} x B`)
  if ((row.kind === 'read' || row.kind === 'write') && p99 >= TARGETS.p99Ms)
    missed.push(`p99 at half rate >= ${TARGETS.p99Ms} ms`)
  if (row.kind === 'list' && p99 >= TARGETS.listMs) missed.push(`p99 at half rate >= ${TARGETS.listMs} ms`)
  if (row.kind === 'pdf' && p99 >= TARGETS.pdfMs) missed.push(`p99 >= ${TARGETS.pdfMs} ms`)
  if (row.rssMb !== null && row.rssMb >= TARGETS.rssMb) missed.push(`RSS >= ${TARGETS.rssMb} MB`)
  const failed = row.max.failed + (row.half?.failed ?? 0)
  if (failed > 0) missed.push(`${failed} non-2xx/errors`)
  return missed
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
    'targets',
  ]
  const lines = rows.map((r) => {
    const info = r.kind === 'baseline' || r.kind === 'floor'
    const missed = info ? [] : missedTargets(r, b)
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
      info ? r.kind : missed.length === 0 ? 'met' : `MISSED: ${missed.join('; ')}`,
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
