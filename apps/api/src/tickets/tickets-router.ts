import { pageQuery } from '@gold/core'
import { z } from 'zod'
import { authedProcedure, router } from '../trpc/trpc.ts'
import { listMessages, markSeen, postMessage } from './ticket-message-service.ts'
import { createTicket, getTicket, listTicketsPage, patchTicket } from './ticket-service.ts'
import { unreadCount } from './ticket-unread.ts'

/** Bodies are validated by the same core parsers as REST (spec messages); tRPC only needs the id. */
const body = z.record(z.string(), z.unknown()).optional().default({})
const withId = z.looseObject({ id: z.string() })
const idOnly = z.object({ id: z.string() })

/** Spec 4.4 for the three apps, through the REST services. */
export const ticketsRouter = router({
  /** The REST list's filters, a keyset page at a time: `{items, nextCursor, creatableScopes}`. */
  list: authedProcedure.input(pageQuery.loose().optional().default({})).query(({ ctx, input }) => listTicketsPage(ctx.app, ctx.principal, input)),
  create: authedProcedure.input(body).mutation(async ({ ctx, input }) =>
    ({ success: true as const, ticket: await createTicket(ctx.app, ctx.principal, input) })),
  get: authedProcedure.input(idOnly).query(async ({ ctx, input }) => ({ ticket: await getTicket(ctx.app, ctx.principal, input.id) })),
  patch: authedProcedure.input(withId).mutation(async ({ ctx, input: { id, ...changes } }) =>
    ({ success: true as const, ticket: await patchTicket(ctx.app, ctx.principal, id, changes) })),
  messages: authedProcedure.input(z.object({ id: z.string(), after: z.string().optional() })).query(({ ctx, input }) =>
    listMessages(ctx.app, ctx.principal, input.id, { after: input.after })),
  post: authedProcedure.input(withId).mutation(async ({ ctx, input: { id, ...message } }) =>
    ({ success: true as const, message: await postMessage(ctx.app, ctx.principal, id, message) })),
  seen: authedProcedure.input(idOnly).mutation(({ ctx, input }) => markSeen(ctx.app, ctx.principal, input.id)),
  unreadCount: authedProcedure.query(({ ctx }) => unreadCount(ctx.app, ctx.principal)),
})
