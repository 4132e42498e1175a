import { createExpressMiddleware } from '@trpc/server/adapters/express'
import cookieParser from 'cookie-parser'
import express from 'express'
import helmet from 'helmet'
import type { AppContext } from './platform/context.ts'
import { errorHandler, notFound } from './http/error-handler.ts'
import { jsonBody } from './http/json-body.ts'
import { noStore } from './http/no-store.ts'
import { requestLog } from './http/request-log.ts'
import { refuseCrossSite } from './http/same-origin.ts'
import { limitTrpcBatch } from './http/trpc-batch-limit.ts'
import { webApps } from './http/web-apps.ts'
import { apiRoutes } from './routes.ts'
import { appRouter } from './app-router.ts'
import { createTrpcContext } from './trpc/trpc.ts'

/** The Express app, separate from the listener so tests start real servers on ephemeral ports. */
export function createApp(ctx: AppContext) {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', 'loopback')
  app.use(requestLog(ctx.log))
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:'],
          'frame-src': ["'self'", 'blob:'],
          'object-src': ["'self'", 'blob:'],
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  )
  app.use(cookieParser())
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true })
  })
  app.use(['/api', '/trpc'], noStore, refuseCrossSite)
  app.use('/api', jsonBody)
  app.use(
    '/trpc',
    limitTrpcBatch,
    jsonBody,
    createExpressMiddleware({
      router: appRouter,
      createContext: ({ req, res }) => createTrpcContext(ctx, req, res),
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') ctx.log.error({ err: error, path }, 'trpc error')
      },
    }),
  )
  app.use('/api', apiRoutes(ctx))
  app.use('/api', notFound)
  app.use(webApps(ctx))
  app.use(notFound)
  app.use(errorHandler(ctx.log))
  return app
}
