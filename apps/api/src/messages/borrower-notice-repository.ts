import type { TenantClient } from '@gold/db'

/**
 * What a borrower's payment notice needs, for the loans and valuations domains alike: the shop's
 * name, the borrower's name and email, and the in-app notification row.
 */
export function borrowerNoticeQueries(db: TenantClient, tenantId: string) {
  return {
    tenantName: async () =>
      (await db.tenant.findUnique({ where: { id: tenantId }, select: { name: true } }))?.name ?? null,
    customerContact: (id: string) => db.customer.findFirst({ where: { id }, select: { name: true, email: true } }),
    notify: (n: { customerId: string; title: string; body: string; link: string; createdAt: Date }) =>
      db.notification.create({ data: { tenantId, ...n } }),
  }
}
