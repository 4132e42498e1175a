import { sendRequestedResetLink } from './auth/password-service.ts'
import { runDailyTrailChecks } from './audit/trail-check-service.ts'
import { approvalOperations } from './approval-operations.ts'
import { retryApprovedRequests } from './approvals/approval-retry-service.ts'
import { runDailyControlChecks } from './books/control-run-service.ts'
import { runMonthEndAccruals } from './books/month-end-service.ts'
import { afterSettlement } from './billing/settlement-service.ts'
import { reconcileBilling } from './cron/billing-reconcile-service.ts'
import { runEmiReminders } from './cron/emi-reminders-job.ts'
import { syncRates } from './gold-rates/gold-rate-service.ts'
import { reconcileLoanPayments } from './gateway/loan-payments-reconcile.ts'
import type { JobHandlers } from './jobs/job-queue.ts'
import { auctionNotice } from './loans/loan-documents-service.ts'
import { retryBorrowerMessage } from './messages/message-retry.ts'
import type { AppContext } from './platform/context.ts'
import { runReleaseDeskNightly } from './release-desk/release-compensation-job.ts'
import { runReleaseReminders } from './release-desk/release-reminders-job.ts'
import { recheckShortfalls } from './reports/shortfall-service.ts'

/**
 * What each queue's job does (jobs/job-queue.ts names the queues): the composition root wires
 * them, as rest-routes.ts wires the REST routers, since a job may belong to any domain. A handler that
 * throws is retried with back-off; the cron jobs return their route's answer, kept as the job's
 * output for the platform console.
 */
export function jobHandlers(ctx: AppContext): JobHandlers {
  return {
    'billing-settlement': ({ purchaseId }) => afterSettlement(ctx, purchaseId),
    mail: (mail) => ctx.mailer.send(mail),
    // The auction notice is the one message that carries a document.
    'borrower-message': (job) =>
      retryBorrowerMessage(ctx, job, async (tenantId, row) => {
        if (row.kind !== 'auctionNotice' || !row.loanId) throw new Error(`no document for a ${row.kind} message`)
        return auctionNotice(ctx, { tenantId }, row.loanId)
      }),
    'password-reset': ({ email }) => sendRequestedResetLink(ctx, email),
    'shortfall-check': ({ tenantId }) => recheckShortfalls(ctx, tenantId),

    'cron-billing-reconcile': () => reconcileBilling(ctx),
    'cron-emi-reminders': () => runEmiReminders(ctx),
    'cron-sync-rates': async () => (await syncRates(ctx)).body,
    'cron-books-month-end': () => runMonthEndAccruals(ctx),
    'cron-books-control-check': () => runDailyControlChecks(ctx),
    'cron-audit-chain-check': () => runDailyTrailChecks(ctx),
    'cron-approvals-retry': () => retryApprovedRequests(ctx, approvalOperations),
    'cron-loan-payments-reconcile': () => reconcileLoanPayments(ctx),
    'cron-release-desk-nightly': () => runReleaseDeskNightly(ctx),
    'cron-release-reminders': () => runReleaseReminders(ctx),
  }
}

/** Work the queues in this process (unless JOB_WORKER=off) and, unless SCHEDULER=off, fire the cron jobs. */
export async function startJobs(ctx: AppContext) {
  if (ctx.config.jobWorker) await ctx.jobs.work(jobHandlers(ctx), { schedule: ctx.config.scheduler })
  else await ctx.jobs.open()
}
