import { existsSync } from 'node:fs'
import path from 'node:path'
import express, { type NextFunction, type Request, type Response } from 'express'
import type { AppContext } from '../platform/context.ts'
import { hostSlugOf } from './request-context.ts'

/**
 * Serves the built apps by host (interfaces.md section 1): the borrower portal on a tenant
 * subdomain, the intake form under /intake on the main host, the staff app elsewhere on the main
 * host. Unknown paths fall back to the app's index.html (client-side routing).
 */
export function webApps(ctx: AppContext) {
  const serve = (name: string) => {
    const dir = path.join(ctx.config.webRoot, name, 'dist')
    const index = path.join(dir, 'index.html')
    const files = express.static(dir, { index: false, maxAge: '1h', immutable: false })
    return (req: Request, res: Response, next: NextFunction) => {
      if (!existsSync(index)) {
        res
          .status(503)
          .type('text/plain')
          .send(`The ${name} app is not built yet: run pnpm start (it builds the apps).`)
        return
      }
      files(req, res, () => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        res.setHeader('Cache-Control', 'no-cache')
        res.sendFile(index)
      })
    }
  }
  const staff = serve('staff-web')
  const portal = serve('customer-portal')
  const intake = serve('intake')
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith('/api/') || req.path.startsWith('/trpc')) return next()
    if (hostSlugOf(ctx, req)) return portal(req, res, next)
    if (req.path === '/intake' || req.path.startsWith('/intake/')) {
      req.url = req.url.replace(/^\/intake/, '') || '/'
      return intake(req, res, next)
    }
    return staff(req, res, next)
  }
}
