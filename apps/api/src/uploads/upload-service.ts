import { randomBytes } from 'node:crypto'
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Principal } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { assertAllowed, consumeRateLimit } from '../platform/rate-limit.ts'
import { documentCopyOf, documentPathnameOf, PRINTED_PURPOSES } from './document-image.ts'
import {
  ALLOWED_UPLOAD_TYPES,
  cleanFileName,
  declaredUploadType,
  sniffUploadType,
  type UploadType,
} from './file-type.ts'
import { readImageHeader, withinPixelLimit, type ImageHeader } from './image-codec.ts'
import { storedFilePath } from './upload-paths.ts'
import { uploadErrors } from './uploads-errors.ts'
import { uploadsRepository } from './uploads-repository.ts'

export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024
export const UPLOAD_PURPOSES = ['kyc', 'ticket', 'valuation', 'logo'] as const
/** Super admins belong to no tenant; their uploads (platform ticket replies) live in this space. */
export const PLATFORM_SPACE = 'platform'
const UPLOADS_PER_PRINCIPAL = { limit: 200, windowMs: 10 * 60_000 }

type StoredFileRow = { tenantId: string; pathname: string; ownerKind: string; ownerId: string; ticketId: string | null }

/** A stored file linked to a ticket: its pathname and who uploaded it. */
export type TicketFile = { ticketId: string; pathname: string; ownerKind: string; ownerId: string }
/**
 * Who may read a file linked to a ticket is the tickets domain's rule; the composition root
 * (rest-routes.ts) passes it in, so the file store never imports tickets (tickets link files through it).
 */
export type LinkedFileAccess = {
  canReadTicketFile: (ctx: AppContext, principal: Principal, file: TicketFile) => Promise<boolean>
}

const spaceOf = (p: Principal) => (p.kind === 'superadmin' ? PLATFORM_SPACE : p.tenantId)
const ownerOf = (p: Principal) =>
  p.kind === 'customer' ? { ownerKind: 'customer', ownerId: p.customerId } : { ownerKind: p.kind, ownerId: p.userId }

/** Where GET /api/files/private serves a pathname (relative, so it works on every host). */
export const privateFileUrl = (pathname: string) => `/api/files/private?pathname=${encodeURIComponent(pathname)}`

/** Parsed before the body is read: the declared type and purpose come from the request line and headers. */
export function uploadPreflight(input: { contentType: string | undefined; purpose: unknown }) {
  const purpose = input.purpose === undefined || input.purpose === '' ? 'general' : input.purpose
  if (purpose !== 'general' && !(UPLOAD_PURPOSES as readonly unknown[]).includes(purpose))
    throw uploadErrors.error('invalidPurpose')
  const type = declaredUploadType(input.contentType)
  if (!type) throw uploadErrors.error('unsupportedType')
  return { type, purpose: purpose as string }
}

/**
 * An uploaded image's header, read before anything decodes it: one over the pixel limit is refused
 * (a small file may declare a huge picture). A header that cannot be read is refused for an upload
 * documents print; other uploads are only served back as stored, as they always were.
 */
async function checkedImageHeader(bytes: Buffer, type: UploadType, purpose: string): Promise<ImageHeader | null> {
  if (type === 'application/pdf') return null
  const header = await readImageHeader(bytes)
  if (!header && !PRINTED_PURPOSES.includes(purpose)) return null
  if (!header) throw uploadErrors.error('unreadableImage')
  if (!withinPixelLimit(header)) throw uploadErrors.error('imageTooLarge')
  return header
}

/** The copy documents print, for uploads they print; made now so no document ever decodes the original. */
async function uploadDocumentCopy(bytes: Buffer, type: UploadType, purpose: string, header: ImageHeader | null) {
  if (!header || !PRINTED_PURPOSES.includes(purpose)) return null
  return documentCopyOf(bytes, { contentType: type, purpose, hasAlpha: header.hasAlpha }).catch(() => {
    throw uploadErrors.error('unreadableImage')
  })
}

/**
 * POST /api/upload: store one file under DATA_DIR/uploads/<tenantId>/<random> with a StoredFile
 * row naming its uploader. The bytes must be what the Content-Type says (magic numbers); an image
 * is bounded in pixels too, and a logo or ornament photo is stored with its document copy beside it.
 */
export async function storeUpload(
  ctx: AppContext,
  principal: Principal,
  input: {
    bytes: Buffer | undefined
    contentType: string | undefined
    fileName: unknown
    purpose: unknown
  },
) {
  const { type, purpose } = uploadPreflight(input)
  const bytes = input.bytes ?? Buffer.alloc(0)
  if (bytes.length === 0) throw uploadErrors.error('empty')
  if (bytes.length > UPLOAD_LIMIT_BYTES) throw uploadErrors.error('tooLarge')
  if (sniffUploadType(bytes) !== type) throw uploadErrors.error('typeMismatch')
  const header = await checkedImageHeader(bytes, type, purpose)
  const owner = ownerOf(principal)
  assertAllowed(
    await consumeRateLimit(ctx.db, `upload:${owner.ownerKind}:${owner.ownerId}`, UPLOADS_PER_PRINCIPAL, ctx.now()),
  )
  const copy = await uploadDocumentCopy(bytes, type, purpose, header)

  const space = spaceOf(principal)
  const pathname = `${space}/${randomBytes(18).toString('base64url')}.${ALLOWED_UPLOAD_TYPES[type]}`
  const document = copy && {
    documentPathname: documentPathnameOf(pathname, copy),
    documentContentType: copy.contentType,
    documentSize: copy.bytes.length,
  }
  const files = [{ at: pathname, bytes }, ...(document ? [{ at: document.documentPathname, bytes: copy.bytes }] : [])]
  const name = cleanFileName(input.fileName, type)
  const written: string[] = []
  try {
    for (const { at, bytes: content } of files) {
      const file = storedFilePath(ctx, at)!
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, content, { flag: 'wx' })
      written.push(file)
    }
    await uploadsRepository(ctx, space).insert({
      pathname,
      originalName: name,
      contentType: type,
      size: bytes.length,
      purpose,
      ...owner,
      createdAt: ctx.now(),
      ...(header && { width: header.width, height: header.height }),
      ...document,
    })
  } catch (e) {
    await Promise.all(written.map((file) => unlink(file).catch(() => {})))
    throw e
  }
  return { pathname, name, size: bytes.length, contentType: type, url: privateFileUrl(pathname) }
}

/**
 * Read access, re-checked on every read: the uploader; for a ticket attachment, whoever may read
 * it in that ticket's thread now (canReadTicketFile: internal notes' files stay on the agent side);
 * otherwise staff of the file's tenant. Everyone else (another tenant, another
 * customer) is told the file does not exist.
 */
async function mayRead(
  ctx: AppContext,
  principal: Principal,
  row: StoredFileRow,
  access: LinkedFileAccess,
): Promise<boolean> {
  const me = ownerOf(principal)
  if (row.tenantId === spaceOf(principal) && row.ownerKind === me.ownerKind && row.ownerId === me.ownerId) return true
  if (row.ticketId !== null) return access.canReadTicketFile(ctx, principal, { ...row, ticketId: row.ticketId })
  return principal.kind === 'staff' && row.tenantId === principal.tenantId
}

/** GET /api/files/private: the stored bytes and how to serve them, or 404 'File not found'. */
export async function readPrivateFile(
  ctx: AppContext,
  principal: Principal,
  pathname: unknown,
  access: LinkedFileAccess,
) {
  if (typeof pathname !== 'string' || pathname.trim() === '') throw uploadErrors.error('pathnameRequired')
  const slash = pathname.indexOf('/')
  const row = slash > 0 ? await uploadsRepository(ctx, pathname.slice(0, slash)).findByPathname(pathname) : null
  if (!row || !(await mayRead(ctx, principal, row, access))) throw uploadErrors.error('notFound')
  const file = storedFilePath(ctx, row.pathname)
  const bytes = file ? await readFile(file).catch(() => null) : null
  if (!bytes) throw uploadErrors.error('notFound')
  return { bytes, name: row.originalName, contentType: row.contentType }
}

/**
 * Link uploads referenced by a ticket message to that ticket, so reads re-check the ticket's
 * visibility. Only files of the ticket's tenant (or a super admin's) that are not yet linked
 * elsewhere are taken; with `uploader`, only that principal's own uploads. Returns the linked count.
 */
export async function attachFilesToTicket(
  ctx: AppContext,
  tenantId: string,
  ticketId: string,
  pathnames: readonly string[],
  options: { uploader?: Principal } = {},
): Promise<number> {
  const list = [...new Set(pathnames.filter((p) => typeof p === 'string' && p !== ''))].slice(0, 20)
  if (list.length === 0) return 0
  const owner = options.uploader ? ownerOf(options.uploader) : undefined
  let linked = 0
  for (const space of new Set([tenantId, PLATFORM_SPACE]))
    linked += await uploadsRepository(ctx, space).linkToTicket(list, ticketId, owner)
  return linked
}

/** What is on file for these pathnames of a shop (name, type, size, when): a borrower's data export lists them. */
export const storedFilesOf = (ctx: AppContext, tenantId: string, pathnames: string[]) =>
  pathnames.length === 0 ? Promise.resolve([]) : uploadsRepository(ctx, tenantId).byPathnames(pathnames)

/**
 * Delete a shop's stored files (a borrower's KYC media on erasure): their rows, the files and the
 * copies made for documents. Answers how many rows went. A file already gone from disk is no error.
 */
export async function deleteStoredFiles(ctx: AppContext, tenantId: string, pathnames: string[]): Promise<number> {
  if (pathnames.length === 0) return 0
  const repo = uploadsRepository(ctx, tenantId)
  const rows = await repo.byPathnames(pathnames)
  const removed = await repo.removeByPathnames(rows.map((r) => r.pathname))
  for (const name of rows.flatMap((r) => [r.pathname, r.documentPathname])) {
    const file = name ? storedFilePath(ctx, name) : null
    if (file) await unlink(file).catch(() => undefined)
  }
  return removed
}
