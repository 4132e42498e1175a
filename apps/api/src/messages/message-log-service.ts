import { type MessageLogQuery, pageFrom, pageRequest } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { detailOf } from './borrower-messages.ts'
import { messagesRepository } from './messages-repository.ts'

/**
 * tRPC messages.list: the shop's message log (every borrower message, one row per channel), newest
 * first, by channel, status and borrower; 50 a page. Each row: when, channel, kind, recipient,
 * status, the provider's answer (or the outbox's reason, or the error), attempts, borrower and loan.
 */
export async function messageLog(ctx: AppContext, tenantId: string, query: MessageLogQuery) {
  const repo = messagesRepository(ctx, tenantId)
  const { limit, after } = pageRequest(query)
  const filter = { channel: query.channel ?? null, status: query.status ?? null, customerId: query.customerId ?? null }
  const page = pageFrom(await repo.log(filter, after, limit + 1), limit, (r) => ({ at: r.createdAt, id: r.id }))
  const [borrowers, loans] = await Promise.all([
    repo.borrowers([...new Set(page.items.map((r) => r.customerId))]),
    repo.loanNumbers([...new Set(page.items.flatMap((r) => (r.loanId ? [r.loanId] : [])))]),
  ])
  const borrowerOf = new Map(borrowers.map((b) => [b.id, b]))
  const loanOf = new Map(loans.map((l) => [l.id, l.loanNumber]))
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((r) => {
      const borrower = borrowerOf.get(r.customerId)
      return {
        id: r.id,
        createdAt: r.createdAt,
        lastAttemptAt: r.lastAttemptAt,
        channel: r.channel,
        kind: r.kind,
        language: r.language,
        status: r.status,
        detail: detailOf(r),
        providerAnswer: r.providerAnswer,
        attempts: r.attempts,
        attachment: r.attachment,
        recipient:
          r.recipient ?? (r.channel === 'email' ? (borrower?.email ?? null) : borrower ? `91${borrower.phone}` : null),
        customer: borrower ? { id: borrower.id, name: borrower.name } : null,
        loan: r.loanId ? { id: r.loanId, loanNumber: loanOf.get(r.loanId) ?? null } : null,
      }
    }),
  }
}

export type MessageLogPage = Awaited<ReturnType<typeof messageLog>>
