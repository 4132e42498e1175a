import type { AppContext } from '../platform/context.ts'

/** A borrower's in-app notification (the portal's push). */
export type CustomerNotification = { customerId: string; title: string; body: string; link: string; createdAt?: Date }

/**
 * What every domain that tells a borrower something reads and writes: the borrower's contact and
 * their in-app notifications. Confined to one tenant by `db.forTenant`: another tenant's customer
 * reads as absent.
 */
export function recipientsRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    /** The borrower's name, channels and message language; null when not a customer of the tenant. */
    customerContact: (customerId: string) =>
      db.customer.findFirst({
        where: { id: customerId },
        select: { name: true, phone: true, email: true, preferredLanguage: true },
      }),

    /** Write a notification (at `createdAt`, else the database's now). */
    notify: (notification: CustomerNotification) => db.notification.create({ data: { tenantId, ...notification } }),
  }
}
