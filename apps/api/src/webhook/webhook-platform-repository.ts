import type { PageKey } from '@gold/core'
import type { Prisma } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { afterKey } from '../platform/keyset-page.ts'

/**
 * Platform module (listed in the Prisma rule, apps/api/eslint.config.js): the gateway's delivery
 * log. Deliveries arrive before (and often without) anything naming a tenant.
 */
export function webhookDeliveries(ctx: AppContext) {
  const db = ctx.db.prisma
  return {
    record: (row: {
      event: string | null
      signatureValid: boolean
      outcome: string
      httpStatus: number
      rawBody: string | null
      bodyBytes: number
      error: string | null
      receivedAt: Date
    }) => db.webhookDelivery.create({ data: row }),

    /** Newest first, without the stored bodies (the console lists metadata); `take` is the page size plus one. */
    page: (filter: { outcome: string | null; event: string | null }, after: PageKey | null, take: number) =>
      db.webhookDelivery.findMany({
        where: {
          ...afterKey<Prisma.WebhookDeliveryWhereInput>('receivedAt', 'desc', after),
          ...(filter.outcome && { outcome: filter.outcome }),
          ...(filter.event && { event: filter.event }),
        },
        orderBy: [{ receivedAt: 'desc' }, { id: 'desc' }],
        select: {
          id: true,
          event: true,
          signatureValid: true,
          outcome: true,
          httpStatus: true,
          bodyBytes: true,
          error: true,
          receivedAt: true,
        },
        take,
      }),

    /** Drop signed rows received before `signedBefore` and unsigned ones before `unsignedBefore`; answers how many. */
    deleteOlderThan: async (signedBefore: Date, unsignedBefore: Date) =>
      (
        await db.webhookDelivery.deleteMany({
          where: {
            OR: [
              { signatureValid: true, receivedAt: { lt: signedBefore } },
              { signatureValid: false, receivedAt: { lt: unsignedBefore } },
            ],
          },
        })
      ).count,

    /** Keep only the newest `keep` rows of one kind; answers how many went. */
    trim: (signatureValid: boolean, keep: number) => db.$executeRaw`
      DELETE FROM "WebhookDelivery" WHERE "id" IN (
        SELECT "id" FROM "WebhookDelivery" WHERE "signatureValid" = ${signatureValid}
        ORDER BY "receivedAt" DESC, "id" DESC OFFSET ${keep}::int)`,
  }
}
