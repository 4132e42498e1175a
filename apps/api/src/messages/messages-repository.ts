import type { AppContext } from '../platform/context.ts'

export type MessageChannel = 'sms' | 'whatsapp' | 'email'
export type MessageStatus = 'sending' | 'sent' | 'failed'

/**
 * Borrower messages' data access, confined to one tenant (`db.forTenant`): the recipient, and the
 * `LoanMessage` rows that make every message go out at most once per channel.
 */
export function messagesRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    /** The borrower's channels and language, with the shop's name; null when not a customer of the tenant. */
    async recipient(customerId: string) {
      const [customer, tenant] = await Promise.all([
        db.customer.findFirst({
          where: { id: customerId },
          select: { name: true, phone: true, email: true, preferredLanguage: true },
        }),
        db.tenant.findUnique({ where: { id: tenantId }, select: { name: true } }),
      ])
      return customer && tenant ? { ...customer, shop: tenant.name } : null
    },

    /**
     * Take the message's row for one channel (`sending`): true when this call inserted it, false
     * when the dedupe key was already taken on that channel (sent before, or being sent now).
     * ON CONFLICT DO NOTHING, so a lost race is an answer, not an error.
     */
    claim: async (row: {
      customerId: string
      loanId: string | null
      kind: string
      dedupeKey: string
      channel: MessageChannel
      language: string
    }) =>
      (
        await db.loanMessage.createMany({
          data: [{ ...row, tenantId, status: 'sending', createdAt: ctx.now() }],
          skipDuplicates: true,
        })
      ).count === 1,

    /** The outcome of a claimed send. */
    settle: (dedupeKey: string, channel: MessageChannel, outcome: { status: MessageStatus; error: string | null }) =>
      db.loanMessage.updateMany({ where: { dedupeKey, channel }, data: outcome }),

    /** A loan's messages, newest first (what the shop told the borrower, and on which channel). */
    forLoan: (loanId: string) =>
      db.loanMessage.findMany({
        where: { loanId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: 200,
        select: { id: true, kind: true, channel: true, language: true, status: true, error: true, createdAt: true },
      }),
  }
}
