import type { AppContext } from '../platform/context.ts'

/** What is known of a stored image: its size in pixels and the copy documents print. */
type ImageFacts = {
  width: number
  height: number
  documentPathname: string
  documentContentType: string
  documentSize: number
}

/**
 * Stored files of one space: a tenant, or the `platform` space of super admins' uploads (the
 * file's `tenantId`). Confined to that space (it sits on `db.forTenant(space)`); a pathname starts
 * with its space, so a file is always looked up in the space it names.
 */
export function uploadsRepository(ctx: AppContext, space: string) {
  const db = ctx.db.forTenant(space)
  return {
    insert: (
      file: {
        pathname: string
        originalName: string
        contentType: string
        size: number
        purpose: string
        ownerKind: string
        ownerId: string
        createdAt: Date
      } & Partial<ImageFacts>,
    ) => db.storedFile.create({ data: { tenantId: space, ...file } }),

    findByPathname: (pathname: string) => db.storedFile.findFirst({ where: { pathname } }),

    byPathnames: (pathnames: string[]) =>
      db.storedFile.findMany({
        where: { pathname: { in: pathnames } },
        select: {
          pathname: true,
          originalName: true,
          contentType: true,
          size: true,
          createdAt: true,
          documentPathname: true,
        },
      }),

    removeByPathnames: async (pathnames: string[]) =>
      (await db.storedFile.deleteMany({ where: { pathname: { in: pathnames } } })).count,

    /** Record the document copy made for an older upload (the first one recorded stays). */
    recordDocumentCopy: (pathname: string, facts: ImageFacts) =>
      db.storedFile.updateMany({ where: { pathname, documentPathname: null }, data: facts }),

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
