import { createExpressMiddleware } from '@trpc/server/adapters/express'
import express from 'express'
import type { AppContext } from './platform/context.ts'
import { errorHandler, notFound } from './http/error-handler.ts'
import { jsonBody } from './http/json-body.ts'
import { noStore } from './http/no-store.ts'
import { requestLog } from './http/request-log.ts'
import { refuseCrossSite } from './http/same-origin.ts'
import { securityHeaders } from './http/security-headers.ts'
import { limitTrpcBatch } from './http/trpc-batch-limit.ts'
import { webApps } from './http/web-apps.ts'
import { apiRoutes } from './rest-routes.ts'
import { appRouter } from './app-router.ts'
import { shopAuditTrail } from './audit/shop-trail-recorder.ts'
import { useActionTrail } from './http/action-trail.ts'
import { createTrpcContext } from './trpc/trpc.ts'
import { limitWebhookSenders } from './webhook/webhook-sender-limit.ts'

/** The Express app, separate from the listener so tests start real servers on ephemeral ports. */
export function createApp(ctx: AppContext) {
  const app = express()
  app.disable('x-powered-by')
  // Both transports record staff actions in the shop's audit trail (http/action-trail.ts).
  useActionTrail(app, shopAuditTrail(ctx))
  app.set('trust proxy', 'loopback')
  // Every /api and /trpc answer is no-store: hashing each JSON body for an ETag bought nothing.
  // Static files keep theirs (express.static and sendFile make their own).
  app.set('etag', false)
  app.use(requestLog(ctx.log))
  app.use(
    securityHeaders({
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
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true })
  })
  app.use(['/api', '/trpc'], noStore, refuseCrossSite)
  // Before the body parser: a sender over its limit of unsigned deliveries costs no body read. A
  // middleware, not a route, so the webhook stays one route behind its guard (rest-guards' walk).
  app.use('/api/gateway/webhook', limitWebhookSenders(ctx))
  app.use('/api/webhooks/gateway/shops', limitWebhookSenders(ctx))
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
