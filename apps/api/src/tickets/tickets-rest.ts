import {
  DomainError,
  isDomainError,
  ticketCreateInput,
  ticketError,
  ticketMessageInput,
  ticketPatchInput,
} from '@gold/core'
import type { Request } from 'express'
import type { AppContext } from '../platform/context.ts'
import { requestLogger } from '../http/request-log.ts'
import { guardedRoutes, signedInGuard, type RouteOptions } from '../http/route-guards.ts'
import { listMessages, markSeen, postMessage } from './ticket-message-service.ts'
import { createTicket, getTicket, listTickets, patchTicket } from './ticket-service.ts'
import { unreadCount } from './ticket-unread.ts'

/**
 * Create, patch and message-post answer every error with `success: false` beside `error`
 * (spec 7), the guard's 401 and 403 and unexpected failures included.
 */
const successFalse = (ctx: AppContext): RouteOptions => ({
  onError: (err, req, _res, next) => {
    if (isDomainError(err)) {
      if (err.body?.success === false) return next(err)
      return next(
        new DomainError(err.code, err, {
          message: err.message,
          headers: err.headers,
          body: { ...err.body, success: false },
        }),
      )
    }
    requestLogger(req, ctx.log).error({ err }, 'ticket request failed')
    next(ticketError('internal'))
  },
})

/** A badge: its only non-200s are the guard's 401 and a suspended shop's 403, so even a failed session lookup answers 0/0. */
const zeroOnFailure = (ctx: AppContext): RouteOptions => ({
  onError: (err, _req, res, next) => {
    if (isDomainError(err) || res.headersSent) return next(err)
    ctx.log.warn({ err }, 'unread-count failed')
    res.json({ unreadCount: 0, openCount: 0 })
  },
})

const idOf = (req: Request) => String(req.params.id)

/** Spec 4.4. `/tickets/unread-count` is registered before `/tickets/:id`. */
export function ticketsRestRoutes(ctx: AppContext) {
  const r = guardedRoutes(signedInGuard(ctx))
  r.get('/tickets', (principal, req) => listTickets(ctx, principal, req.query))
  r.post(
    '/tickets',
    async (principal, req, res) => {
      const ticket = await createTicket(ctx, principal, ticketCreateInput.parse(req.body))
      res.status(201)
      return { success: true, ticket }
    },
    successFalse(ctx),
  )
  r.get('/tickets/unread-count', (principal) => unreadCount(ctx, principal), zeroOnFailure(ctx))
  r.get('/tickets/:id', async (principal, req) => ({ ticket: await getTicket(ctx, principal, idOf(req)) }))
  r.patch(
    '/tickets/:id',
    async (principal, req) => ({
      success: true,
      ticket: await patchTicket(ctx, principal, idOf(req), ticketPatchInput.parse(req.body)),
    }),
    successFalse(ctx),
  )
  r.get('/tickets/:id/messages', (principal, req) =>
    listMessages(ctx, principal, idOf(req), { after: req.query.after }),
  )
  r.post(
    '/tickets/:id/messages',
    async (principal, req, res) => {
      const message = await postMessage(ctx, principal, idOf(req), ticketMessageInput.parse(req.body))
      res.status(201)
      return { success: true, message }
    },
    successFalse(ctx),
  )
  r.post('/tickets/:id/seen', (principal, req) => markSeen(ctx, principal, idOf(req)))
  return r.router
}
