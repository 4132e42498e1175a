import type { PageKey } from '@gold/core'
import type { Prisma } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { afterKey } from '../platform/keyset-page.ts'

/**
 * Platform module (listed in the Prisma rule, apps/api/eslint.config.js): the gateway's delivery
 * log. Deliveries arrive before (and often without) anything naming a tenant: the platform's
 * billing webhook's rows have none; a shop's own gateway's carry that shop's `tenantId`, written and
 * read here explicitly (as the audit log's tenant rows).
 */
export function webhookDeliveries(ctx: AppContext) {
  const db = ctx.db.prisma
  return {
    record: (row: {
      tenantId: string | null
      event: string | null
      signatureValid: boolean
      outcome: string
      httpStatus: number
      rawBody: string | null
      bodyBytes: number
      error: string | null
      receivedAt: Date
    }) => db.webhookDelivery.create({ data: row }),

    /** The platform's deliveries newest first, without the stored bodies (the console lists metadata); `take` is the page size plus one. */
    page: (filter: { outcome: string | null; event: string | null }, after: PageKey | null, take: number) =>
      db.webhookDelivery.findMany({
        where: {
          tenantId: null,
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

    /** One shop's deliveries from its own gateway, newest first, metadata only. */
    ofShop: (tenantId: string, take: number) =>
      db.webhookDelivery.findMany({
        where: { tenantId },
        orderBy: [{ receivedAt: 'desc' }, { id: 'desc' }],
        select: { id: true, event: true, signatureValid: true, outcome: true, httpStatus: true, receivedAt: true },
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

    /**
     * Keep only the newest `keep` rows of one kind; answers how many went. Signed rows are kept per
     * sender (the platform, each shop), so a busy shop cannot push the platform's or another shop's
     * evidence out; unsigned rows are anyone's traffic and share one cap.
     */
    trim: (signatureValid: boolean, keep: number) =>
      signatureValid
        ? db.$executeRaw`
      DELETE FROM "WebhookDelivery" WHERE "id" IN (
        SELECT "id" FROM (
          SELECT "id", ROW_NUMBER() OVER (PARTITION BY "tenantId" ORDER BY "receivedAt" DESC, "id" DESC) AS "n"
          FROM "WebhookDelivery" WHERE "signatureValid" = true) ranked
        WHERE "n" > ${keep}::int)`
        : db.$executeRaw`
      DELETE FROM "WebhookDelivery" WHERE "id" IN (
        SELECT "id" FROM "WebhookDelivery" WHERE "signatureValid" = false
        ORDER BY "receivedAt" DESC, "id" DESC OFFSET ${keep}::int)`,
  }
}
