import type { ReactNode } from 'react'

export type Column<T> = {
  key: string
  header: ReactNode
  /** The label shown beside the value when the table collapses into cards on narrow screens. */
  label?: string
  cell: (row: T) => ReactNode
  align?: 'start' | 'end'
  /** Shown as the card heading on narrow screens. */
  primary?: boolean
}

/**
 * A real table on wide screens; on narrow screens each row becomes a stacked card with the column
 * label beside each value (CSS only, so the semantics stay a table for assistive technology).
 */
export function Table<T>({
  columns,
  rows,
  rowKey,
  caption,
  empty,
}: {
  columns: readonly Column<T>[]
  rows: readonly T[]
  rowKey: (row: T) => string
  caption?: string
  empty?: ReactNode
}) {
  if (rows.length === 0 && empty) return <>{empty}</>
  return (
    <div className="table-wrap">
      <table className="table">
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.align === 'end' ? 'num' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td
                  key={c.key}
                  data-label={c.primary ? undefined : (c.label ?? (typeof c.header === 'string' ? c.header : ''))}
                  className={
                    [c.align === 'end' ? 'num' : '', c.primary ? 'cell-primary' : ''].filter(Boolean).join(' ') ||
                    undefined
                  }
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
