import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { PaperLanguage } from '@gold/core'
import PDFDocument from 'pdfkit'

const require = createRequire(import.meta.url)
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`))
const dejavu = (file: string) => path.join(packageDir('dejavu-fonts-ttf'), 'ttf', file)
const deva = (file: string) => path.join(packageDir('@expo-google-fonts/noto-sans-devanagari'), file)
const tamil = (file: string) => path.join(packageDir('@expo-google-fonts/noto-sans-tamil'), file)

/**
 * The typefaces documents print with. DejaVu Sans for English (the standard PDF fonts have no
 * rupee sign); Noto Sans Devanagari and Noto Sans Tamil for Hindi and Tamil: both carry Latin,
 * digits and ₹ as well, so a Hindi or Tamil document prints in one face, and fontkit shapes their
 * conjuncts, matras and vowel signs from the fonts' OpenType tables (docs/decisions/papers.md).
 */
export const FACES = {
  'latin-regular': dejavu('DejaVuSans.ttf'),
  'latin-bold': dejavu('DejaVuSans-Bold.ttf'),
  'deva-regular': deva('400Regular/NotoSansDevanagari_400Regular.ttf'),
  'deva-bold': deva('700Bold/NotoSansDevanagari_700Bold.ttf'),
  'tamil-regular': tamil('400Regular/NotoSansTamil_400Regular.ttf'),
  'tamil-bold': tamil('700Bold/NotoSansTamil_700Bold.ttf'),
} as const

export type FaceName = keyof typeof FACES
export type Family = 'latin' | 'deva' | 'tamil'
export type Weight = 'regular' | 'bold'

/** The family a document's text is set in, by the document's language. */
export const PRIMARY_FAMILY: Record<PaperLanguage, Family> = { en: 'latin', hi: 'deva', ta: 'tamil' }

/**
 * The name a document selects a face by: `regular` and `bold` are its own language's family (what
 * every layout function asks for); the other families go by their face name (`deva-bold`).
 */
export const fontNameOf = (primary: Family, family: Family, weight: Weight): string =>
  family === primary ? weight : `${family}-${weight}`

/** The pdfkit internals font sharing relies on (pdfkit 0.17 to 0.20); absent ones disable it. */
type PdfInternals = {
  _font?: { font?: unknown; constructor: unknown }
  _fontFamilies?: Record<string, unknown>
  _fontCount?: number
}
type EmbeddedFontClass = new (doc: PDFKit.PDFDocument, font: unknown, id: string) => unknown
/** pdfkit's per-font cache of laid-out words (text -> glyph run); runs are only read once made. */
type LayoutCache = Record<string, unknown>
type SharedFonts = {
  EmbeddedFont: EmbeddedFontClass
  parsed: Record<FaceName, unknown>
  layouts: Record<FaceName, LayoutCache>
}

const FACE_NAMES = Object.keys(FACES) as FaceName[]
/** Words kept in a shared layout cache before it is started afresh (names and numbers keep coming). */
const LAYOUT_CACHE_WORDS = 5000
let documentsSinceCheck = 0
let sharedFonts: SharedFonts | null | undefined

const freshLayouts = () =>
  Object.fromEntries(FACE_NAMES.map((face) => [face, Object.create(null) as LayoutCache])) as Record<
    FaceName,
    LayoutCache
  >

/**
 * Each face parsed once per process. pdfkit parses a registered font file per document, and the
 * parsed font decodes its OpenType layout tables lazily, so every document paid that again (about
 * 30 ms per DejaVu face, most of a certificate's render time). Only the parsed font is shared;
 * each document still gets its own embedded-font object and glyph subset. Null when this pdfkit
 * does not look as expected, and documents then load their fonts the ordinary way.
 */
function loadSharedFonts(): SharedFonts | null {
  if (sharedFonts !== undefined) return sharedFonts
  try {
    const probe = new PDFDocument() as PDFKit.PDFDocument & PdfInternals
    const parsed = {} as Record<FaceName, unknown>
    let EmbeddedFont: unknown
    for (const face of FACE_NAMES) {
      probe.font(readFileSync(FACES[face]))
      parsed[face] = probe._font?.font
      EmbeddedFont = probe._font?.constructor
    }
    const usable =
      typeof EmbeddedFont === 'function' &&
      Object.values(parsed).every((f) => typeof f === 'object' && f !== null) &&
      typeof probe._fontFamilies === 'object' &&
      typeof probe._fontCount === 'number'
    sharedFonts = usable ? { EmbeddedFont: EmbeddedFont as EmbeddedFontClass, parsed, layouts: freshLayouts() } : null
  } catch {
    sharedFonts = null
  }
  return sharedFonts
}

/**
 * Register every face on `doc` under the names `fontNameOf` gives for `primary`, from the shared
 * parsed fonts when possible. The word layouts (fontkit's shaping, which depends only on the font
 * and the text) are shared too. A face a document never prints is never embedded.
 */
export function useFonts(doc: PDFKit.PDFDocument, primary: Family) {
  const names = FACE_NAMES.map((face) => {
    const [family, weight] = face.split('-') as [Family, Weight]
    return { face, name: fontNameOf(primary, family, weight), primary: family === primary }
  })
  // Its own family first: an English document keeps the font resource names (F2, F3) it always had.
  names.sort((a, b) => Number(b.primary) - Number(a.primary))
  for (const { face, name } of names) doc.registerFont(name, FACES[face])
  const shared = loadSharedFonts()
  const internals = doc as PDFKit.PDFDocument & PdfInternals
  if (!shared || !internals._fontFamilies || typeof internals._fontCount !== 'number') return
  if (++documentsSinceCheck >= 100) {
    documentsSinceCheck = 0
    if (Object.values(shared.layouts).some((cache) => Object.keys(cache).length > LAYOUT_CACHE_WORDS))
      shared.layouts = freshLayouts()
  }
  // F1 stays the default font's name (see renderPdf), so documents keep the resource names they had.
  internals._fontCount = Math.max(internals._fontCount, 1)
  for (const { face, name } of names) {
    // pdfkit's font(name) finds a registered font under its name in _fontFamilies before opening the file.
    const font = new shared.EmbeddedFont(doc, shared.parsed[face], `F${++internals._fontCount}`) as {
      layoutCache?: LayoutCache
    }
    if (font.layoutCache) font.layoutCache = shared.layouts[face]
    internals._fontFamilies[name] = font
  }
}
