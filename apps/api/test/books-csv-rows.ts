/** RFC 4180 rows (quoted fields with doubled quotes and line breaks), each line ended by CRLF. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"'
      i++
    } else if (c === '"') quoted = !quoted
    else if (!quoted && c === ',') {
      row.push(field)
      field = ''
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, field])
      row = []
      field = ''
      i++
    } else field += c
  }
  return rows
}
