/** A number already written out (rupees to the paisa): written as it is, never neutralised. */
export type CsvNumber = { numeric: string }
export type CsvCell = string | number | CsvNumber | null

/**
 * A text cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return)
 * is prefixed with `'`: a borrower named `=HYPERLINK(…)` must not become a live link in the
 * shop's spreadsheet (OWASP's CSV injection advice). Numbers are written as they are.
 */
const neutralised = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function csvField(cell: CsvCell): string {
  if (cell === null) return ''
  if (typeof cell === 'number') return String(cell)
  if (typeof cell === 'object') return cell.numeric
  const text = neutralised(cell)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * Integer paise as rupees with two decimals and no grouping (`2300.00`), a number every
 * spreadsheet (and Tally) reads as it is; the JSON keeps paise. Integer arithmetic, so a large
 * amount is exact to the paisa.
 */
export function rupeesText(paise: number): string {
  const abs = Math.abs(paise)
  return `${paise < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

export const rupeesCell = (paise: number): CsvNumber => ({ numeric: rupeesText(paise) })

/** A header row and the rows, each line ended by CRLF (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('')
}
