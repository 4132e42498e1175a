import { idAndFields, searchPageQuery, ticketCreateInput, ticketMessageInput, ticketPatchInput } from '@gold/core'
import { z } from 'zod'
import { authedProcedure, router } from '../trpc/trpc.ts'
import { listMessages, markSeen, postMessage } from './ticket-message-service.ts'
import { createTicket, getTicket, listTicketsPage, patchTicket } from './ticket-service.ts'
import { unreadCount } from './ticket-unread.ts'

const idOnly = z.object({ id: z.string() })

/** Spec 4.4 for the three apps, through the REST services and the same core input schemas (`{ id, ...body }` on a ticket). */
export const ticketsRouter = router({
  /** The REST list's filters and a `search`, a keyset page at a time: `{items, nextCursor, creatableScopes}`. */
  list: authedProcedure
    .input(searchPageQuery.loose().optional().default({}))
    .query(({ ctx, input }) => listTicketsPage(ctx.app, ctx.principal, input)),
  create: authedProcedure.input(ticketCreateInput).mutation(async ({ ctx, input }) => ({
    success: true as const,
    ticket: await createTicket(ctx.app, ctx.principal, input),
  })),
  get: authedProcedure
    .input(idOnly)
    .query(async ({ ctx, input }) => ({ ticket: await getTicket(ctx.app, ctx.principal, input.id) })),
  patch: authedProcedure.input(idAndFields(ticketPatchInput)).mutation(async ({ ctx, input }) => ({
    success: true as const,
    ticket: await patchTicket(ctx.app, ctx.principal, input.id, input.body),
  })),
  messages: authedProcedure
    .input(z.object({ id: z.string(), after: z.string().optional() }))
    .query(({ ctx, input }) => listMessages(ctx.app, ctx.principal, input.id, { after: input.after })),
  post: authedProcedure.input(idAndFields(ticketMessageInput)).mutation(async ({ ctx, input }) => ({
    success: true as const,
    message: await postMessage(ctx.app, ctx.principal, input.id, input.body),
  })),
  seen: authedProcedure.input(idOnly).mutation(({ ctx, input }) => markSeen(ctx.app, ctx.principal, input.id)),
  unreadCount: authedProcedure.query(({ ctx }) => unreadCount(ctx.app, ctx.principal)),
})
