import { formatRupeeFigure } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { type ApprovalRequestRecord, approvalsRepository } from './approvals-repository.ts'

function noticeOf(request: ApprovalRequestRecord, deciderName: string) {
  const what = request.amount === null ? request.summary : `${request.summary} (${formatRupeeFigure(request.amount)})`
  switch (request.status) {
    case 'posted':
      return {
        subject: `Approved: ${request.summary}`,
        text: `${deciderName} approved your request: ${what}. It has been posted.`,
      }
    case 'failed':
      return {
        subject: `Approved but not posted: ${request.summary}`,
        text: `${deciderName} approved your request: ${what}. It could not be posted: ${request.failure ?? ''}`,
      }
    case 'rejected':
      return {
        subject: `Rejected: ${request.summary}`,
        text: `${deciderName} rejected your request: ${what}. Reason: ${request.reason ?? ''}`,
      }
    default:
      return null
  }
}

/**
 * The maker hears of the decision by mail (the mail outbox without SMTP). Best-effort, and the
 * request records honestly whether it went: `notifiedAt`, or `notifyError` with why not.
 */
export async function notifyMaker(ctx: AppContext, tenantId: string, request: ApprovalRequestRecord) {
  const repo = approvalsRepository(ctx, tenantId)
  const people = await repo.staff([request.makerId, request.deciderId ?? request.makerId])
  const maker = people.find((p) => p.id === request.makerId)
  const decider = people.find((p) => p.id === request.deciderId)
  const notice = noticeOf(request, decider?.name ?? 'A manager')
  if (!notice) return
  if (!maker) {
    await repo.markNotified(request.id, { notifiedAt: null, notifyError: 'The maker no longer has an account.' })
    return
  }
  try {
    await ctx.mailer.send({ to: [maker.email], subject: notice.subject, text: notice.text })
    await repo.markNotified(request.id, { notifiedAt: ctx.now(), notifyError: null })
  } catch (e) {
    ctx.log.warn({ err: e, approvalRequestId: request.id }, 'approval notice not sent')
    await repo.markNotified(request.id, { notifiedAt: null, notifyError: 'The mail to the maker could not be sent.' })
  }
}
