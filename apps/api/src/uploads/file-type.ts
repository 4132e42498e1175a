import { truncateText } from '@gold/core'

/** The types POST /api/upload accepts, each with the file extension it is stored under. */
export const ALLOWED_UPLOAD_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
} as const

export type UploadType = keyof typeof ALLOWED_UPLOAD_TYPES

const ALIASES: Record<string, UploadType> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' }

/** The declared media type of a Content-Type header, normalized; null when it is not one we accept. */
export function declaredUploadType(header: string | undefined): UploadType | null {
  const media = (header ?? '').split(';')[0]!.trim().toLowerCase()
  if (media in ALLOWED_UPLOAD_TYPES) return media as UploadType
  return ALIASES[media] ?? null
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b)
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

/**
 * What the first bytes say the file is; null when none of the accepted formats. The declared
 * Content-Type must agree, so a script renamed `.png` is refused before it is stored.
 */
export function sniffUploadType(bytes: Buffer): UploadType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf'
  return null
}

/**
 * A display name from the `X-File-Name` header (percent-encoded UTF-8 recommended, since HTTP
 * headers are Latin-1): only the last path segment, no control characters, at most 200 UTF-16
 * units (a cut never splits a character in two).
 */
export function cleanFileName(header: unknown, type: UploadType): string {
  let name = typeof header === 'string' ? header : ''
  try {
    name = decodeURIComponent(name)
  } catch {
    /* not percent-encoded: keep as sent */
  }
  name = name.split(/[\\/]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex
  name = truncateText(name.replace(/[\u0000-\u001f\u007f]/g, '').trim(), 200)
  return name === '' || name === '.' || name === '..' ? `upload.${ALLOWED_UPLOAD_TYPES[type]}` : name
}
