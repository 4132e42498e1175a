import { authErrors, DomainError, isDomainError, ticketError, type Principal } from '@gold/core'
import { Router, type Request } from 'express'
import type { AppContext } from '../platform/context.ts'
import { handle, principalOf, requirePrincipal } from '../http/request-context.ts'
import { listMessages, markSeen, postMessage } from './ticket-message-service.ts'
import { createTicket, getTicket, listTickets, patchTicket } from './ticket-service.ts'
import { unreadCount } from './ticket-unread.ts'

/**
 * Create, patch and message-post answer every error with `success: false` beside `error`
 * (spec 7), including 401 and unexpected failures.
 */
function withSuccessFalse<T>(ctx: AppContext, work: (principal: Principal) => Promise<T>) {
  return async (req: Request): Promise<T> => {
    try {
      const principal = await principalOf(ctx, req)
      if (!principal) throw ticketError('unauthorized')
      return await work(principal)
    } catch (err) {
      if (isDomainError(err)) {
        if (err.body?.success === false) throw err
        throw new DomainError(err.code, err, { message: err.message, headers: err.headers, body: { ...err.body, success: false } })
      }
      ;(req.log ?? ctx.log).error({ err }, 'ticket request failed')
      throw ticketError('internal')
    }
  }
}

const idOf = (req: Request) => String(req.params.id)

/** Spec 4.4. `/tickets/unread-count` is registered before `/tickets/:id`. */
export function ticketsRoutes(ctx: AppContext) {
  const r = Router()
  r.get('/tickets', handle(async (req) => listTickets(ctx, await requirePrincipal(ctx, req), req.query)))
  r.post('/tickets', handle(async (req, res) => {
    const ticket = await withSuccessFalse(ctx, (p) => createTicket(ctx, p, req.body))(req)
    res.status(201)
    return { success: true, ticket }
  }))
  // A badge: its only non-200s are 401 and a suspended shop's 403, so even a failed session lookup answers 0/0.
  r.get('/tickets/unread-count', handle(async (req) => {
    const principal = await principalOf(ctx, req).catch((err: unknown) => {
      if (isDomainError(err)) throw err
      ctx.log.warn({ err }, 'unread-count: principal lookup failed')
      return undefined
    })
    if (principal === undefined) return { unreadCount: 0, openCount: 0 }
    if (principal === null) throw authErrors.error('unauthorized')
    return unreadCount(ctx, principal)
  }))
  r.get('/tickets/:id', handle(async (req) => ({ ticket: await getTicket(ctx, await requirePrincipal(ctx, req), idOf(req)) })))
  r.patch('/tickets/:id', handle(async (req) => {
    const ticket = await withSuccessFalse(ctx, (p) => patchTicket(ctx, p, idOf(req), req.body))(req)
    return { success: true, ticket }
  }))
  r.get('/tickets/:id/messages', handle(async (req) =>
    listMessages(ctx, await requirePrincipal(ctx, req), idOf(req), { after: req.query.after })))
  r.post('/tickets/:id/messages', handle(async (req, res) => {
    const message = await withSuccessFalse(ctx, (p) => postMessage(ctx, p, idOf(req), req.body))(req)
    res.status(201)
    return { success: true, message }
  }))
  r.post('/tickets/:id/seen', handle(async (req) => markSeen(ctx, await requirePrincipal(ctx, req), idOf(req))))
  return r
}
