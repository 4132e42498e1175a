import { Money } from '@gold/ui'
import type { PositionLine } from './approval-types.ts'

function Value({ line }: { line: PositionLine | undefined }) {
  if (!line) return <>—</>
  return line.paise !== undefined ? <Money paise={line.paise} /> : <>{line.text ?? '—'}</>
}

const differs = (a: PositionLine | undefined, b: PositionLine | undefined) =>
  !!a && !!b && (a.paise !== b.paise || a.text !== b.text)

/** The borrower's position as the maker saw it beside the position now; a changed line is marked. */
export function PositionTable({ seen, now }: { seen: PositionLine[]; now: PositionLine[] | null }) {
  if (seen.length === 0) return null
  return (
    <table className="table position-table">
      <thead>
        <tr>
          <th scope="col">Position</th>
          <th scope="col">As seen</th>
          {now && <th scope="col">Now</th>}
        </tr>
      </thead>
      <tbody>
        {seen.map((line) => {
          const current = now?.find((l) => l.label === line.label)
          return (
            <tr key={line.label} className={differs(line, current) ? 'changed' : undefined}>
              <th scope="row">{line.label}</th>
              <td data-label="As seen">
                <Value line={line} />
              </td>
              {now && (
                <td data-label="Now">
                  <Value line={current} />
                  {differs(line, current) && <span className="badge badge-warning"> changed</span>}
                </td>
              )}
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
