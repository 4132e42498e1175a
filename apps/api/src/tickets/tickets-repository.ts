import {
  ACTIVE_TICKET_STATUSES,
  visibilityFilter,
  type PageKey,
  type TicketListFilters,
  type TicketPrincipal,
  type TicketSearch,
} from '@gold/core'
import {
  Prisma,
  type PlatformClient,
  type SqlRunner,
  type TenantClient,
  type TicketMessageModel,
  type TicketModel,
} from '@gold/db'
import { recipientsRepository } from '../messages/recipients-repository.ts'
import type { AppContext } from '../platform/context.ts'

export type TicketRow = TicketModel
export type TicketMessageRow = TicketMessageModel
export type TicketAuthor = { authorType: string; authorId: string; authorName: string }
/** The columns a patch or a post writes on the ticket (core's plans). */
export type TicketUpdate = Prisma.TicketUpdateManyMutationInput
/** Per tenant and scope of the scanned tickets (which decide the viewer's side): how many, and how many each side has not seen. */
export type UnreadGroup = {
  tenantId: string
  scope: string
  open: number
  agentUnread: number
  requesterUnread: number
}

/**
 * THE ticket query builder: spec 4.4's visibility table (core `visibilityFilter`) as a Prisma
 * where. Every ticket read goes through it (the unread badge through its SQL twin,
 * `visibleTicketsSql`); list filters are AND-ed on, so they only narrow. Tenant principals always
 * carry their tenantId here as well.
 */
export function visibleTicketsWhere(
  principal: TicketPrincipal,
  filters: TicketListFilters = {},
): Prisma.TicketWhereInput {
  const visible = visibilityFilter(principal)
  const narrow: Prisma.TicketWhereInput[] = []
  if (filters.tenantId !== undefined) narrow.push({ tenantId: filters.tenantId })
  if (filters.scope !== undefined) narrow.push({ scope: filters.scope })
  if (filters.category !== undefined) narrow.push({ category: filters.category })
  if (filters.status !== undefined) narrow.push({ status: filters.status })
  if (filters.search !== undefined) narrow.push(searchWhere(filters.search))
  return {
    AND: [
      visible.tenantId !== undefined ? { tenantId: visible.tenantId } : {},
      {
        OR: visible.anyOf.map((clause) => ({
          scope: clause.scope,
          ...(clause.requesterType !== undefined ? { requesterType: clause.requesterType } : {}),
          ...(clause.requesterId !== undefined ? { requesterId: clause.requesterId } : {}),
        })),
      },
      ...narrow,
    ],
  }
}

/** Core `ticketSearch`: subject, requester or assignee containing the text, or a reference's id suffix. */
function searchWhere({ text, idSuffix }: TicketSearch): Prisma.TicketWhereInput {
  const contains = { contains: text, mode: 'insensitive' as const }
  return {
    OR: [
      { subject: contains },
      { requesterName: contains },
      { assigneeName: contains },
      ...(idSuffix ? [{ id: { endsWith: idSuffix } }] : []),
    ],
  }
}

/**
 * The same visibility (core `visibilityFilter`) as a SQL condition on "Ticket", for the one read
 * that aggregates in SQL (the unread badge). Built from the same core filter as the Prisma where.
 */
export function visibleTicketsSql(principal: TicketPrincipal): Prisma.Sql {
  const visible = visibilityFilter(principal)
  const clauses = visible.anyOf.map(
    (clause) =>
      Prisma.sql`("scope" = ${clause.scope}${
        clause.requesterType !== undefined ? Prisma.sql` AND "requesterType" = ${clause.requesterType}` : Prisma.empty
      }${clause.requesterId !== undefined ? Prisma.sql` AND "requesterId" = ${clause.requesterId}` : Prisma.empty})`,
  )
  const anyOf = clauses.length > 0 ? Prisma.sql`(${Prisma.join(clauses, ' OR ')})` : Prisma.sql`false`
  return visible.tenantId !== undefined ? Prisma.sql`"tenantId" = ${visible.tenantId} AND ${anyOf}` : anyOf
}

/** The list filters of `visibleTicketsWhere` as SQL conditions on "Ticket", each AND-ed on. */
function ticketFiltersSql(filters: TicketListFilters): Prisma.Sql {
  const narrow: Prisma.Sql[] = []
  if (filters.tenantId !== undefined) narrow.push(Prisma.sql` AND "tenantId" = ${filters.tenantId}`)
  if (filters.scope !== undefined) narrow.push(Prisma.sql` AND "scope" = ${filters.scope}`)
  if (filters.category !== undefined) narrow.push(Prisma.sql` AND "category" = ${filters.category}`)
  if (filters.status !== undefined) narrow.push(Prisma.sql` AND "status" = ${filters.status}`)
  if (filters.search !== undefined) {
    // Prisma's `contains` binds '%text%' (the text unescaped) and `endsWith` '%suffix'.
    const contains = `%${filters.search.text}%`
    const anyOf = [
      Prisma.sql`"subject" ILIKE ${contains}`,
      Prisma.sql`"requesterName" ILIKE ${contains}`,
      Prisma.sql`"assigneeName" ILIKE ${contains}`,
      ...(filters.search.idSuffix ? [Prisma.sql`"id" LIKE ${`%${filters.search.idSuffix}`}`] : []),
    ]
    narrow.push(Prisma.sql` AND (${Prisma.join(anyOf, ' OR ')})`)
  }
  return narrow.length === 0 ? Prisma.empty : Prisma.join(narrow, '')
}

/**
 * The reads that find tickets for a principal: every one narrowed by its visibility. Built on a
 * tenant client by `ticketsRepository`, and on the unscoped client only for a super admin's desk
 * (tickets-platform-repository.ts), whose visible set spans tenants.
 */
export function ticketReads(db: TenantClient | PlatformClient, sql: SqlRunner) {
  return {
    /** One ticket by id, or null when it does not exist or the principal may not read it. */
    findVisible: (principal: TicketPrincipal, ticketId: string) =>
      db.ticket.findFirst({ where: { AND: [{ id: ticketId }, visibleTicketsWhere(principal)] } }),

    /**
     * The principal's visible tickets matching `filters`, most recent activity first, after
     * `after`: `visibleTicketsWhere` as SQL (`visibleTicketsSql` and `ticketFiltersSql`), one
     * prepared driver-level statement (Prisma materialising 200 tickets cost several times the
     * query). The visibility condition carries the tenant.
     */
    listVisible: (principal: TicketPrincipal, filters: TicketListFilters, after: PageKey | null, take: number) => {
      const keyset = after
        ? Prisma.sql` AND ("lastMessageAt", "id") < (${after.at.toISOString()}::timestamptz, ${after.id})`
        : Prisma.empty
      const statement = Prisma.sql`
        SELECT * FROM "Ticket"
        WHERE ${visibleTicketsSql(principal)}${ticketFiltersSql(filters)}${keyset}
        ORDER BY "lastMessageAt" DESC, "id" DESC
        LIMIT ${take}`
      return sql.statement<TicketRow>(statement, preparedName('ticket-list', statement.text))
    },

    /**
     * Over the principal's visible Open and In Progress tickets (at most `scanCap`, most recent
     * activity first), per tenant and scope: how many, and how many each side has not seen (never
     * seen, or a message after the seen stamp). Driver-level SQL, prepared (every page of the apps
     * polls this badge): the visibility condition carries the tenant.
     */
    unreadGroups: (principal: TicketPrincipal, scanCap: number) => {
      const statement = Prisma.sql`
      SELECT "tenantId", "scope", count(*)::int AS "open",
        count(*) FILTER (WHERE "agentSeenAt" IS NULL OR "lastMessageAt" > "agentSeenAt")::int AS "agentUnread",
        count(*) FILTER (WHERE "requesterSeenAt" IS NULL OR "lastMessageAt" > "requesterSeenAt")::int AS "requesterUnread"
      FROM (
        SELECT "tenantId", "scope", "lastMessageAt", "agentSeenAt", "requesterSeenAt" FROM "Ticket"
        WHERE ${visibleTicketsSql(principal)} AND "status" IN (${Prisma.join([...ACTIVE_TICKET_STATUSES])})
        ORDER BY "lastMessageAt" DESC, "id" DESC
        LIMIT ${scanCap}
      ) scanned
      GROUP BY "tenantId", "scope"`
      return sql.statement<UnreadGroup>(statement, preparedName('ticket-unread', statement.text))
    },
  }
}

const preparedNames = new Map<string, string>()

/**
 * A prepared statement's name for a composed text: the badge's text differs only by the caller's
 * kind of visibility (a handful of texts), each prepared once per pooled connection.
 */
function preparedName(prefix: string, text: string) {
  let name = preparedNames.get(text)
  if (!name) {
    name = `${prefix}-${preparedNames.size + 1}`
    preparedNames.set(text, name)
  }
  return name
}

/**
 * Tickets and their threads of one tenant, confined to it (it sits on `db.forTenant(tenantId)`).
 * A super admin working on a ticket uses the repository of the ticket's tenant.
 */
export function ticketsRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    ...ticketReads(db, ctx.db.sql),

    /** The ticket and its opening message in one write (a nested create is one transaction). */
    createWithOpening: (
      ticket: Omit<Prisma.TicketUncheckedCreateInput, 'tenantId' | 'messages'>,
      opening: TicketAuthor & { body: string; createdAt: Date },
    ) =>
      db.ticket.create({
        data: { ...ticket, tenantId, messages: { create: { tenantId, ...opening, internal: false, attachments: [] } } },
      }),

    /**
     * A patch: one conditional update on the fields the plan was computed from, with its system
     * message, in one transaction; the updated ticket, or null when a concurrent change won.
     */
    applyPatch: (
      expected: Pick<TicketRow, 'id' | 'status' | 'priority' | 'assigneeId'>,
      update: TicketUpdate,
      message: TicketAuthor & { body: string; createdAt: Date },
    ) =>
      db.$transaction(async (tx) => {
        const { count } = await tx.ticket.updateMany({
          where: {
            id: expected.id,
            status: expected.status,
            priority: expected.priority,
            assigneeId: expected.assigneeId,
          },
          data: update,
        })
        if (count !== 1) return null
        await tx.ticketMessage.create({
          data: { ticketId: expected.id, tenantId, ...message, internal: false, attachments: [] },
        })
        return tx.ticket.findUniqueOrThrow({ where: { id: expected.id } })
      }),

    /**
     * A message with its ticket update, conditional on the status it was planned from, in one
     * transaction; the message, or null when the status changed meanwhile.
     */
    postMessage: (
      ticket: Pick<TicketRow, 'id' | 'status'>,
      update: TicketUpdate,
      message: TicketAuthor & {
        body: string
        internal: boolean
        attachments: Prisma.InputJsonValue
        createdAt: Date
      },
    ) =>
      db.$transaction(async (tx) => {
        const { count } = await tx.ticket.updateMany({ where: { id: ticket.id, status: ticket.status }, data: update })
        if (count !== 1) return null
        return tx.ticketMessage.create({ data: { ticketId: ticket.id, tenantId, ...message } })
      }),

    /** A thread, oldest first; without internal notes when `includeInternal` is false. */
    messages: (ticketId: string, options: { includeInternal: boolean; after: Date | null; take: number }) =>
      db.ticketMessage.findMany({
        where: {
          ticketId,
          ...(options.includeInternal ? {} : { internal: false }),
          ...(options.after ? { createdAt: { gt: options.after } } : {}),
        },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        take: options.take,
      }),

    stamp: (ticketId: string, data: TicketUpdate) => db.ticket.update({ where: { id: ticketId }, data }),

    /**
     * Whether a file is attached to a message of the ticket that its uploader wrote and that is not
     * an internal note (what the requester side's thread shows).
     */
    attachmentShown: async (ticketId: string, file: { pathname: string; ownerKind: string; ownerId: string }) =>
      (await db.ticketMessage.findFirst({
        where: {
          ticketId,
          internal: false,
          authorType: file.ownerKind,
          authorId: file.ownerId,
          attachments: { array_contains: [{ pathname: file.pathname }] },
        },
        select: { id: true },
      })) !== null,

    staffEmail: async (userId: string) =>
      (await db.user.findFirst({ where: { id: userId }, select: { email: true } }))?.email ?? null,
    customerEmail: async (customerId: string) =>
      (await recipientsRepository(ctx, tenantId).customerContact(customerId))?.email ?? null,
  }
}
