import type { DeliveryStatus, MessageChannel, PageKey } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { afterKey } from '../platform/keyset-page.ts'
import { shopRepository } from '../shop/shop-repository.ts'
import { recipientsRepository } from './recipients-repository.ts'

export type { MessageChannel } from '@gold/core'

/** What the message log shows of one row. */
const LOG_FIELDS = {
  id: true,
  customerId: true,
  loanId: true,
  kind: true,
  channel: true,
  language: true,
  status: true,
  error: true,
  providerAnswer: true,
  attempts: true,
  attachment: true,
  recipient: true,
  createdAt: true,
  lastAttemptAt: true,
} as const

/** One attempt's outcome as stored. */
export type AttemptOutcome = {
  status: DeliveryStatus
  error: string | null
  providerAnswer: string | null
  recipient?: string
}

/**
 * Borrower messages' data access, confined to one tenant (`db.forTenant`): the recipient, the
 * `LoanMessage` rows that make every message go out at most once per channel, its attempts, and
 * the message log.
 */
export function messagesRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    /** The borrower's channels and language, with the shop's name; null when not a customer of the tenant. */
    async recipient(customerId: string) {
      const [customer, shop] = await Promise.all([
        recipientsRepository(ctx, tenantId).customerContact(customerId),
        shopRepository(ctx, tenantId).shopName(),
      ])
      return customer && shop !== null ? { ...customer, shop } : null
    },

    /**
     * Take the message's row for one channel (`sending`, its first attempt counted): its id when
     * this call inserted it, null when the dedupe key was already taken on that channel (sent
     * before, or being sent now). ON CONFLICT DO NOTHING, so a lost race is an answer, not an error.
     */
    async claim(row: {
      customerId: string
      loanId: string | null
      kind: string
      dedupeKey: string
      channel: MessageChannel
      language: string
      values: object
      attachment: string | null
    }): Promise<string | null> {
      const now = ctx.now()
      const [created] = await db.loanMessage.createManyAndReturn({
        data: [{ ...row, tenantId, status: 'sending', attempts: 1, createdAt: now, lastAttemptAt: now }],
        skipDuplicates: true,
        select: { id: true },
      })
      return created?.id ?? null
    },

    /** A row the retry job works on. */
    byId: (id: string) => db.loanMessage.findFirst({ where: { id } }),

    /**
     * Take the next attempt of a `retrying` row: true when this call moved it to `sending` (one
     * more attempt counted); false when another worker has it, or it is no longer to be retried.
     */
    async claimRetry(id: string, attempts: number) {
      const { count } = await db.loanMessage.updateMany({
        where: { id, status: 'retrying', attempts },
        data: { status: 'sending', attempts: attempts + 1, lastAttemptAt: ctx.now() },
      })
      return count === 1
    },

    /** The outcome of a claimed attempt. */
    settle: (id: string, outcome: AttemptOutcome) => db.loanMessage.updateMany({ where: { id }, data: outcome }),

    /** A loan's messages, newest first (what the shop told the borrower, and on which channel). */
    forLoan: (loanId: string) =>
      db.loanMessage.findMany({
        where: { loanId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: 200,
        select: LOG_FIELDS,
      }),

    /**
     * The message log, newest first, by channel, status and borrower: a keyset page after
     * `after` (the last row of the previous page).
     */
    log: (
      filter: { channel: string | null; status: string | null; customerId: string | null },
      after: PageKey | null,
      take: number,
    ) =>
      db.loanMessage.findMany({
        where: {
          ...(filter.channel ? { channel: filter.channel } : {}),
          ...(filter.status ? { status: filter.status } : {}),
          ...(filter.customerId ? { customerId: filter.customerId } : {}),
          ...afterKey<object>('createdAt', 'desc', after),
        },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
        select: LOG_FIELDS,
      }),

    /** The borrowers' names and phones for the log's rows. */
    borrowers: (ids: string[]) =>
      db.customer.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, phone: true, email: true } }),

    /** Loan numbers for the log's rows. */
    loanNumbers: (ids: string[]) =>
      db.loan.findMany({ where: { id: { in: ids } }, select: { id: true, loanNumber: true } }),
  }
}

export type MessageRow = NonNullable<Awaited<ReturnType<ReturnType<typeof messagesRepository>['byId']>>>
