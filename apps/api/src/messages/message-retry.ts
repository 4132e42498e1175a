import {
  type MessageChannel,
  type MessageContent,
  type MessageKind,
  messageLanguage,
  renderBorrowerMessage,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { scheduleRetry } from './borrower-messages.ts'
import { type Attachment, attemptChannel } from './channel-attempt.ts'
import { messagesRepository } from './messages-repository.ts'

/** The document a message carried, rebuilt for a retry (the composition root knows each domain's documents). */
export type AttachmentSource = (
  tenantId: string,
  row: { kind: MessageKind; loanId: string | null },
) => Promise<Attachment>

/**
 * The `borrower-message` job: the next attempt of a message whose last attempt failed in a way worth
 * retrying. Only a row still `retrying` at the attempt count the job was queued after is taken
 * (one conditional update), so a job delivered twice, or a row settled meanwhile, sends nothing.
 * The message is rendered again from the row (its kind, values and language) with the borrower's
 * current name and phone; its document is rebuilt. Another retryable failure queues the next
 * attempt with twice the delay; the last one leaves the row `failed`.
 */
export async function retryBorrowerMessage(
  ctx: AppContext,
  job: { tenantId: string; messageId: string },
  attachmentOf: AttachmentSource,
): Promise<{ status: string; attempts: number } | null> {
  const repo = messagesRepository(ctx, job.tenantId)
  const row = await repo.byId(job.messageId)
  if (!row || row.status !== 'retrying' || !row.values) return null
  const to = await repo.recipient(row.customerId)
  const channel = row.channel as MessageChannel
  if (!to || (channel === 'email' && !to.email)) {
    await repo.settle(row.id, {
      status: 'failed',
      error: 'The borrower has no address on this channel now.',
      providerAnswer: null,
    })
    return { status: 'failed', attempts: row.attempts }
  }
  const content = { kind: row.kind, values: row.values } as MessageContent
  // Built before the attempt is taken: a document that cannot be built leaves the row to a later try.
  const attachment = row.attachment
    ? await attachmentOf(job.tenantId, { kind: content.kind, loanId: row.loanId })
    : null
  if (!(await repo.claimRetry(row.id, row.attempts))) return null
  const attempt = row.attempts + 1
  const rendered = renderBorrowerMessage(content, {
    shop: to.shop,
    name: to.name,
    language: messageLanguage(row.language),
  })
  const outcome = await attemptChannel(ctx, {
    channel,
    to,
    rendered,
    attachment,
    attempt,
    key: row.id,
    sms: { tenantId: job.tenantId, kind: content.kind },
  })
  await repo.settle(row.id, outcome)
  if (outcome.status === 'retrying') await scheduleRetry(ctx, job.tenantId, row.id, attempt)
  return { status: outcome.status, attempts: attempt }
}
