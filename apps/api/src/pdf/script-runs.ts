import { type Family, type Weight, fontNameOf } from './pdf-fonts.ts'

/** Which family a character needs: Devanagari or Tamil by its Unicode block; null for spaces, digits and punctuation. */
function familyOfChar(ch: string, primary: Family): Family | null {
  const c = ch.codePointAt(0)!
  if ((c >= 0x0900 && c <= 0x097f) || (c >= 0xa8e0 && c <= 0xa8ff) || (c >= 0x1cd0 && c <= 0x1cff)) return 'deva'
  if ((c >= 0x0b80 && c <= 0x0bff) || (c >= 0x11fc0 && c <= 0x11fff)) return 'tamil'
  // Joiners, spaces, digits, punctuation and symbols (₹) print in whichever face the run is in.
  if (c === 0x200c || c === 0x200d || /[\s\p{N}\p{P}\p{S}]/u.test(ch)) return null
  return primary
}

export type ScriptRun = { family: Family; text: string }

/** `text` cut where the script changes, each piece with the family that prints it. */
export function scriptRuns(text: string, primary: Family): ScriptRun[] {
  const runs: ScriptRun[] = []
  for (const ch of text) {
    const current = runs.at(-1)
    const family = familyOfChar(ch, primary) ?? current?.family ?? primary
    if (current && current.family === family) current.text += ch
    else runs.push({ family, text: ch })
  }
  return runs
}

/** Whether `text` has a character the document's own face lacks (another Indian script). */
function needsOtherFace(text: string, primary: Family): boolean {
  for (const ch of text) {
    const family = familyOfChar(ch, primary)
    if (family !== null && family !== primary) return true
  }
  return false
}

type FontLike = { ascender: number; widthOfString(text: string, size: number, features?: unknown): number }
type Internals = {
  _font: FontLike
  _fontSize: number
  _fontFamilies: Record<string, unknown>
  _fragment(text: string, x: number, y: number, options: Record<string, unknown>): void
  widthOfString(text: string, options?: Record<string, unknown>): number
}

/**
 * A name or a word in another Indian script than the document's prints in a face that has it:
 * pdfkit sets a line in one font, so each line is cut into runs by script (`scriptRuns`), each
 * measured and drawn in its family's face of the same weight, on one baseline. Lines all in the
 * document's own script take pdfkit's path untouched.
 */
export function printOtherScripts(doc: PDFKit.PDFDocument, primary: Family) {
  const d = doc as unknown as Internals
  const measure = d.widthOfString.bind(d)
  const draw = d._fragment.bind(d)
  const weightOf = (): Weight => (d._font === d._fontFamilies.bold ? 'bold' : 'regular')
  const inFace = <T>(family: Family, weight: Weight, fn: () => T): T => {
    const saved = d._font
    doc.font(fontNameOf(primary, family, weight))
    try {
      return fn()
    } finally {
      d._font = saved
    }
  }
  d.widthOfString = (text, options = {}) => {
    if (!needsOtherFace(text, primary)) return measure(text, options)
    const weight = weightOf()
    return scriptRuns(text, primary).reduce(
      (sum, run) => sum + inFace(run.family, weight, () => measure(run.text, options)),
      0,
    )
  }
  d._fragment = (text, x, y, options) => {
    if (!needsOtherFace(text, primary)) return draw(text, x, y, options)
    const align = options.align ?? 'left'
    let left = x
    if (options.width && align === 'right')
      left += (options.lineWidth as number) - d.widthOfString(text.replace(/\s+$/, ''), options)
    if (options.width && align === 'center')
      left += (options.lineWidth as number) / 2 - (options.textWidth as number) / 2
    const weight = weightOf()
    // Every run on the line's baseline: pdfkit places text by its font's ascender, which differs between faces.
    const baseline =
      options.baseline === undefined || options.baseline === 'top'
        ? -(d._font.ascender / 1000) * d._fontSize
        : options.baseline
    for (const run of scriptRuns(text, primary)) {
      inFace(run.family, weight, () => {
        const runOptions = { ...options, align: 'left', baseline, textWidth: undefined, wordCount: undefined }
        draw(run.text, left, y, runOptions)
        left += measure(run.text, runOptions)
      })
    }
  }
}
