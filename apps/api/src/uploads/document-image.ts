import { readFile, rename, writeFile } from 'node:fs/promises'
import type { AppContext } from '../platform/context.ts'
import { encodeDocumentCopy, readImageHeader, withinPixelLimit, type EncodedImage } from './image-codec.ts'
import { storedFilePath } from './upload-paths.ts'
import { uploadsRepository } from './uploads-repository.ts'

/** Uploads a document prints, whose copy is made as they are uploaded; any other image gets one the first time it is printed. */
export const PRINTED_PURPOSES: readonly string[] = ['logo', 'valuation']
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])

/**
 * A logo prints 58 pt wide (under 500 px even at 600 dpi); an ornament photo about twice that at
 * most. The long side bounds the copy's bytes and the PDF's whatever the original was.
 */
const longSideFor = (purpose: string) => (purpose === 'logo' ? 600 : 800)

/**
 * The copy of an image a document prints; throws when the image cannot be decoded. A logo drawn
 * as PNG or GIF, or with transparency, stays PNG; photos (and photographed logos) become JPEG.
 */
export const documentCopyOf = (
  input: Buffer | string,
  image: { contentType: string; purpose: string; hasAlpha: boolean },
): Promise<EncodedImage> =>
  encodeDocumentCopy(input, {
    longSide: longSideFor(image.purpose),
    format:
      image.purpose === 'logo' &&
      (image.hasAlpha || image.contentType === 'image/png' || image.contentType === 'image/gif')
        ? 'png'
        : 'jpeg',
  })

/** Where a file's document copy is stored: beside it, never a StoredFile pathname, so never served on its own. */
export const documentPathnameOf = (pathname: string, copy: EncodedImage) =>
  `${pathname.replace(/\.[a-z]+$/, '')}-document.${copy.contentType === 'image/png' ? 'png' : 'jpg'}`

type StoredImage = { pathname: string; contentType: string; purpose: string }
type DocumentCopy = { documentPathname: string; documentContentType: string; documentSize: number }

/**
 * An upload stored before documents printed copies: its copy is made once (header checked first,
 * so an oversized picture is never decoded), written under a fixed name by an atomic rename (two
 * processes making it at once write the same file) and recorded on its row. Null when it is not a
 * readable image within the pixel limit.
 */
async function makeMissingCopy(ctx: AppContext, space: string, row: StoredImage): Promise<DocumentCopy | null> {
  const original = storedFilePath(ctx, row.pathname)
  if (!original) return null
  const header = await readImageHeader(original)
  if (!header || !withinPixelLimit(header)) return null
  const copy = await documentCopyOf(original, { ...row, hasAlpha: header.hasAlpha }).catch(() => null)
  if (!copy) return null
  const documentPathname = documentPathnameOf(row.pathname, copy)
  const target = storedFilePath(ctx, documentPathname)!
  const partial = `${target}.${process.pid}-${Math.random().toString(36).slice(2)}`
  await writeFile(partial, copy.bytes)
  await rename(partial, target)
  const made = { documentPathname, documentContentType: copy.contentType, documentSize: copy.bytes.length }
  await uploadsRepository(ctx, space).recordDocumentCopy(row.pathname, {
    ...made,
    width: header.width,
    height: header.height,
  })
  return made
}

// Documents printed at the same moment for the same older upload wait for one copy, not one each.
const copiesInProgress = new Map<string, Promise<DocumentCopy | null>>()

function missingCopyOnce(ctx: AppContext, space: string, row: StoredImage) {
  const pending = copiesInProgress.get(row.pathname)
  if (pending) return pending
  const made = makeMissingCopy(ctx, space, row).finally(() => copiesInProgress.delete(row.pathname))
  copiesInProgress.set(row.pathname, made)
  return made
}

/**
 * The image a document prints for a stored file of `space` (a shop's logo, an ornament photo): its
 * document copy, PNG or JPEG, never the original. Null when the row is missing, the file is not a
 * readable image, or the copy is over the caller's `maxBytes`.
 */
export async function readDocumentImage(
  ctx: AppContext,
  space: string,
  pathname: string,
  options: { maxBytes?: number } = {},
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const row = await uploadsRepository(ctx, space).findByPathname(pathname)
  if (!row || !IMAGE_TYPES.has(row.contentType)) return null
  const copy =
    row.documentPathname && row.documentContentType && row.documentSize !== null
      ? {
          documentPathname: row.documentPathname,
          documentContentType: row.documentContentType,
          documentSize: row.documentSize,
        }
      : await missingCopyOnce(ctx, space, row)
  if (!copy || (options.maxBytes !== undefined && copy.documentSize > options.maxBytes)) return null
  const file = storedFilePath(ctx, copy.documentPathname)
  const bytes = file ? await readFile(file).catch(() => null) : null
  return bytes ? { bytes, contentType: copy.documentContentType } : null
}
