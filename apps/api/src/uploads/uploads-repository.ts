import type { AppContext } from '../platform/context.ts'

/**
 * Stored files of one space: a tenant, or the `platform` space of super admins' uploads (the
 * file's `tenantId`). Confined to that space (it sits on `db.forTenant(space)`); a pathname starts
 * with its space, so a file is always looked up in the space it names.
 */
export function uploadsRepository(ctx: AppContext, space: string) {
  const db = ctx.db.forTenant(space)
  return {
    insert: (file: {
      pathname: string
      originalName: string
      contentType: string
      size: number
      purpose: string
      ownerKind: string
      ownerId: string
      createdAt: Date
    }) => db.storedFile.create({ data: { tenantId: space, ...file } }),

    findByPathname: (pathname: string) => db.storedFile.findFirst({ where: { pathname } }),

    /** Link the named files that are not linked yet (only `owner`'s, when given) to a ticket; answers how many. */
    linkToTicket: async (pathnames: string[], ticketId: string, owner?: { ownerKind: string; ownerId: string }) =>
      (
        await db.storedFile.updateMany({
          where: { pathname: { in: pathnames }, ticketId: null, ...owner },
          data: { ticketId },
        })
      ).count,
  }
}
