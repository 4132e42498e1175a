import type { ConsentChannel } from '@gold/core'
import type { AppContext } from '../platform/context.ts'

/** A borrower's consents to the privacy notice (CustomerConsent, append-only), oldest first. */
export function customerConsentsRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    record: (consent: {
      customerId: string
      noticeVersion: string
      channel: ConsentChannel
      consentedAt: Date
      recordedById: string | null
    }) => db.customerConsent.create({ data: { tenantId, ...consent } }),
    ofCustomer: (customerId: string) =>
      db.customerConsent.findMany({
        where: { customerId },
        orderBy: [{ consentedAt: 'asc' }, { id: 'asc' }],
        select: { noticeVersion: true, channel: true, consentedAt: true, recordedById: true },
      }),
  }
}
