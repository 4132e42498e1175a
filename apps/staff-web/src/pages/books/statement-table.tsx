import { Money, Table, type Column } from '@gold/ui'

type Line = { code: string; name: string; amount: number }

const COLUMNS: Column<Line>[] = [
  { key: 'name', header: 'Account', primary: true, cell: (l) => (l.code ? `${l.code} ${l.name}` : l.name) },
  { key: 'amount', header: 'Amount', align: 'end', cell: (l) => <Money paise={l.amount} /> },
]

/** One part of a statement (income, assets…) with its total as the last row. */
export function StatementTable({ caption, lines, total }: { caption: string; lines: readonly Line[]; total: number }) {
  // A section, not bare children of the card: the card pulls a table that is its whole body to its edges.
  return (
    <section>
      <h3 className="statement-heading">{caption}</h3>
      <Table
        caption={caption}
        columns={COLUMNS}
        rows={[...lines, { code: '', name: `Total ${caption.toLowerCase()}`, amount: total }]}
        rowKey={(l) => l.code || l.name}
      />
    </section>
  )
}
