import { Money, Table, type Column } from '@gold/ui'

/** A loan balance in its three parts, in the order money is applied to them. */
export type LoanParts = { penalCharges: number; interest: number; principal: number }

type Line = { key: string; label: string; due: number; applied: number; left: number }

const PARTS = [
  { key: 'penalCharges', label: 'Penal charges' },
  { key: 'interest', label: 'Interest' },
  { key: 'principal', label: 'Principal' },
] as const

/**
 * How money received (a payment, an auction's proceeds) is applied: each part due that day, what
 * goes to it and, when given, what is left of it after.
 */
export function AllocationTable({
  caption,
  appliedHeader,
  due,
  applied,
  left,
}: {
  caption: string
  appliedHeader: string
  due: LoanParts
  applied: LoanParts
  left?: LoanParts
}) {
  const lines: Line[] = PARTS.map(({ key, label }) => ({
    key,
    label,
    due: due[key],
    applied: applied[key],
    left: left?.[key] ?? 0,
  }))
  const columns: Column<Line>[] = [
    { key: 'what', header: 'Towards', primary: true, cell: (l) => l.label },
    { key: 'due', header: 'Due that day', align: 'end', cell: (l) => <Money paise={l.due} /> },
    { key: 'applied', header: appliedHeader, align: 'end', cell: (l) => <Money paise={l.applied} /> },
  ]
  if (left) columns.push({ key: 'left', header: 'Left after it', align: 'end', cell: (l) => <Money paise={l.left} /> })
  return <Table<Line> caption={caption} rows={lines} rowKey={(l) => l.key} columns={columns} />
}
