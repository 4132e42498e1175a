import express, { type NextFunction, type Request, type Response } from 'express'
import type { AppContext } from '../platform/context.ts'
import { guardedRoutes, signedInGuard } from '../http/route-guards.ts'
import { uploadErrors } from './uploads-errors.ts'
import {
  UPLOAD_LIMIT_BYTES,
  readPrivateFile,
  storeUpload,
  uploadPreflight,
  type LinkedFileAccess,
} from './upload-service.ts'

// /api/upload is exempt from the global 1 MB JSON parser (json-body.ts): its body is the file.
const rawBody = express.raw({ limit: UPLOAD_LIMIT_BYTES, type: () => true })

function readBody(req: Request, res: Response): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    rawBody(req, res, (err?: unknown) => {
      if (err)
        return reject(
          (err as { status?: number }).status === 413
            ? uploadErrors.error('tooLarge')
            : err instanceof Error
              ? err
              : new Error('upload failed', { cause: err }),
        )
      resolve(Buffer.isBuffer(req.body) ? req.body : undefined)
    })
  })
}

// Set before the guard, so its refusals are not stored either.
function privateNoStore(_req: Request, res: Response, next: NextFunction) {
  res.setHeader('Cache-Control', 'private, no-store')
  next()
}

const asciiName = (name: string) => name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
/** RFC 5987 ext-value: encodeURIComponent leaves ' ( ) * which attr-char does not allow. */
const extValue = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/**
 * POST /api/upload (raw body; Content-Type is the file's type; `X-File-Name`; `?purpose=`) and
 * GET /api/files/private?pathname=... Any authenticated principal; see upload-service.ts for who reads what.
 */
export function uploadsRestRoutes(ctx: AppContext, access: LinkedFileAccess) {
  const r = guardedRoutes(signedInGuard(ctx))
  r.post('/upload', async (principal, req, res) => {
    uploadPreflight({ contentType: req.headers['content-type'], purpose: req.query.purpose })
    const bytes = await readBody(req, res)
    const stored = await storeUpload(ctx, principal, {
      bytes,
      contentType: req.headers['content-type'],
      fileName: req.headers['x-file-name'],
      purpose: req.query.purpose,
    })
    res.status(201)
    return stored
  })
  r.get(
    '/files/private',
    async (principal, req, res) => {
      const file = await readPrivateFile(ctx, principal, req.query.pathname, access)
      res.setHeader('Content-Type', file.contentType)
      res.setHeader('Content-Length', String(file.bytes.length))
      res.setHeader('X-Content-Type-Options', 'nosniff')
      res.setHeader(
        'Content-Disposition',
        `inline; filename="${asciiName(file.name)}"; filename*=UTF-8''${extValue(file.name)}`,
      )
      res.status(200).end(file.bytes)
      return undefined
    },
    { before: privateNoStore },
  )
  return r.router
}
