import type { NextFunction, Request, Response } from 'express'

/**
 * Every /api and /trpc answer (errors and 404s included) carries personal or account data, so none
 * is kept by a browser or proxy. A route with caching of its own (the spec's billing PDF: private,
 * max-age 3600) sets its header later and so replaces this one.
 */
export function noStore(_req: Request, res: Response, next: NextFunction) {
  res.setHeader('Cache-Control', 'no-store')
  next()
}
