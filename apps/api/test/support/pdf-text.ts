/** Extract the text of every page of a PDF (pdfjs), to assert on what a document really says. */
export async function pdfText(data: ArrayBuffer | Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise
  const pages: string[] = []
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent()
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    )
  }
  await doc.destroy()
  return pages
}

/** A run of text as laid out on a page: its box in PDF points (origin bottom left). */
export type TextBox = { str: string; page: number; left: number; right: number; bottom: number; top: number }

/** Every non-blank run of text of a PDF with its box, to check a layout without looking at it. */
export async function pdfTextBoxes(data: ArrayBuffer | Uint8Array): Promise<TextBox[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise
  const boxes: TextBox[] = []
  for (let page = 1; page <= doc.numPages; page++) {
    for (const item of (await (await doc.getPage(page)).getTextContent()).items) {
      if (!('str' in item) || item.str.trim() === '') continue
      const [, , , , x, y] = item.transform as number[]
      boxes.push({ str: item.str, page, left: x!, right: x! + item.width, bottom: y!, top: y! + item.height })
    }
  }
  await doc.destroy()
  return boxes
}

/**
 * Pairs of runs whose boxes intersect (text drawn over text). `slack` points are allowed, since a
 * box runs from the baseline to the font's height and neighbouring lines may touch.
 */
export function overlappingText(boxes: TextBox[], slack = 1): [string, string][] {
  const overlaps: [string, string][] = []
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) {
      if (a.page !== b.page) continue
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left)
      const down = Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom)
      if (across > slack && down > slack) overlaps.push([a.str, b.str])
    }
  })
  return overlaps
}
