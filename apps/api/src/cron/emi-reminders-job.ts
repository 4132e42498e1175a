import {
  OPEN_LOAN_STATUSES,
  daysBetween,
  formatIstDate,
  formatPaise,
  isoDateOf,
  pendingEmiReminder,
  type EmiReminderColumn,
} from '@gold/core'
import { syncBorrowerStatus } from '../loans/loan-borrower-status.ts'
import { loanDuesReader, loanReminderDue, type LoanReminderDues } from '../loans/loan-reminders.ts'
import { sendBorrowerMessage } from '../messages/borrower-messages.ts'
import { recipientsRepository } from '../messages/recipients-repository.ts'
import type { AppContext } from '../platform/context.ts'
import { recheckShortfalls } from '../reports/shortfall-service.ts'
import { syncEmiStatusesCount } from '../valuations/emi-sync.ts'
import { pruneWebhookDeliveries } from '../webhook/webhook-retention.ts'

/** Unpaid installments due within this many days (or overdue) are looked at for reminders. */
const LOOKAHEAD_MS = 8 * 86_400_000
export const REMINDER_BATCH = 1000
const RATE_LIMIT_RETENTION_MS = 86_400_000
const OTP_RETENTION_MS = 86_400_000

const MESSAGES: Record<EmiReminderColumn, (amount: string, due: string) => { title: string; body: string }> = {
  reminderSentAt: (a, d) => ({ title: 'EMI due soon', body: `Your installment of ${a} is due on ${d}.` }),
  todayReminderSentAt: (a) => ({ title: 'EMI due today', body: `Your installment of ${a} is due today.` }),
  overdueReminderSentAt: (a, d) => ({
    title: 'EMI overdue',
    body: `Your installment of ${a} due on ${d} is overdue. Please pay at the earliest.`,
  }),
}

/**
 * GET /api/cron/emi-reminders (daily): 1. EMI status sync for every tenant, and the statuses of
 * borrowers with open loans (a loan falls overdue with time alone); 2. reminders, each window at
 * most once per installment: the window's column is claimed by a conditional update (`where column
 * is null`) before anything is sent, so overlapping runs never send twice; a claimed reminder whose
 * mail then fails is logged, not retried; an installment of a loan asks for what is still needed to
 * cover it (the loan's next due amount), never for a covered due or a loan that is not open;
 * 3. closed loans whose gold is not back by `releaseDueBy`, listed and logged; 4. Active loans short
 * of gold at the rate that prices the shop’s valuations today, flagged and their borrowers told; 5. housekeeping.
 */
export async function runEmiReminders(ctx: AppContext) {
  const tenants = await ctx.db.prisma.tenant.findMany({ select: { id: true, name: true, isActive: true } })
  let statusesUpdated = 0
  for (const t of tenants) statusesUpdated += await syncEmiStatusesCount(ctx, t.id, {})
  const borrowerStatusesUpdated = await followLoanBorrowers(ctx)
  const remindersSent = await sendReminders(ctx, new Map(tenants.filter((t) => t.isActive).map((t) => [t.id, t.name])))
  const releaseOverdue = await overdueReleases(ctx)
  const shortfalls = await flagShortfallsEverywhere(
    ctx,
    tenants.filter((t) => t.isActive).map((t) => t.id),
  )
  const housekeeping = await houseKeep(ctx)
  return {
    ok: true,
    statusesUpdated,
    borrowerStatusesUpdated,
    remindersSent,
    releaseOverdue,
    ...shortfalls,
    ...housekeeping,
  }
}

/**
 * Borrowers with an open loan get the status their loans give today (loans.md section 4, through
 * the loans domain's `syncBorrowerStatus`); answers how many changed.
 */
async function followLoanBorrowers(ctx: AppContext): Promise<number> {
  const borrowers = await ctx.db.prisma.loan.findMany({
    where: { status: { in: [...OPEN_LOAN_STATUSES] } },
    select: { tenantId: true, customerId: true },
    distinct: ['tenantId', 'customerId'],
  })
  const statuses = () =>
    ctx.db.prisma.customer.findMany({
      where: { id: { in: borrowers.map((b) => b.customerId) } },
      select: { id: true, status: true },
    })
  const before = new Map((await statuses()).map((c) => [c.id, c.status]))
  for (const b of borrowers)
    await syncBorrowerStatus(ctx, b.tenantId, b.customerId).catch((err) =>
      ctx.log.warn({ err, customerId: b.customerId }, 'borrower status update failed'),
    )
  return (await statuses()).filter((c) => before.get(c.id) !== c.status).length
}

/**
 * Closed loans whose gold should have gone back by now (loans.md 6: `releaseDueBy` has passed and
 * nothing was released), oldest deadline first, each logged: the shop owes compensation for every
 * further day. At most REMINDER_BATCH are listed.
 */
async function overdueReleases(ctx: AppContext) {
  const today = isoDateOf(ctx.now())
  const loans = await ctx.db.prisma.loan.findMany({
    where: { status: 'Closed', releasedOn: null, releaseDueBy: { lt: new Date(`${today}T00:00:00Z`) } },
    select: { id: true, tenantId: true, loanNumber: true, releaseDueBy: true },
    orderBy: [{ releaseDueBy: 'asc' }, { id: 'asc' }],
    take: REMINDER_BATCH,
  })
  return loans.map((loan) => {
    const releaseDueBy = loan.releaseDueBy!.toISOString().slice(0, 10)
    const overdue = {
      tenantId: loan.tenantId,
      loanId: loan.id,
      loanNumber: loan.loanNumber,
      releaseDueBy,
      daysLate: daysBetween(releaseDueBy, today),
    }
    ctx.log.warn(overdue, 'gold release overdue')
    return overdue
  })
}

/**
 * Every active shop's Active loans tested for a shortfall at the 22K rate that prices its
 * valuations today (its own rate entered today, else the newest stored one;
 * reports/shortfall-service.ts): `shortfallLoans` are short today, `shortfallNotices` the
 * borrowers told because their loan fell short today. Nothing is tested without a rate; a shop
 * whose step fails is logged and the others go on.
 */
async function flagShortfallsEverywhere(ctx: AppContext, tenantIds: string[]) {
  let shortfallLoans = 0
  let shortfallNotices = 0
  for (const tenantId of tenantIds) {
    const found = await recheckShortfalls(ctx, tenantId).catch((err) => {
      ctx.log.warn({ err, tenantId }, 'shortfall check failed')
      return null
    })
    shortfallLoans += found?.loans ?? 0
    shortfallNotices += found?.notified ?? 0
  }
  return { shortfallLoans, shortfallNotices }
}

async function sendReminders(ctx: AppContext, activeTenants: Map<string, string>): Promise<number> {
  const now = ctx.now()
  const rows = await ctx.db.prisma.emiRecord.findMany({
    where: {
      status: { not: 'Paid' },
      dueDate: { lte: new Date(now.getTime() + LOOKAHEAD_MS) },
      OR: [{ reminderSentAt: null }, { todayReminderSentAt: null }, { overdueReminderSentAt: null }],
    },
    include: { customer: { select: { name: true, email: true, status: true } } },
    orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
    take: REMINDER_BATCH,
  })
  const loanDues = loanDuesReader(ctx)
  let sent = 0
  for (const emi of rows) {
    const shop = activeTenants.get(emi.tenantId)
    if (shop === undefined || emi.customer.status === 'Inactive') continue
    const column = pendingEmiReminder(emi, now)
    if (!column) continue
    const loan = await loanDues(emi.tenantId, emi.valuationId)
    const loanDue = loan === null ? null : loanReminderDue(loan, emi.installmentNo)
    if (loan !== null && loanDue === null) continue
    const claim = await ctx.db.prisma.emiRecord.updateMany({
      where: { id: emi.id, status: { not: 'Paid' }, [column]: null },
      data: { [column]: now },
    })
    if (claim.count === 0) continue
    sent++
    const amount = formatPaise(loanDue === null ? Number(emi.amountPaise) : loanDue.amount)
    const message = MESSAGES[column](amount, formatIstDate(emi.dueDate))
    await deliver(ctx, emi, shop, message).catch((err) =>
      ctx.log.warn({ err, emiId: emi.id }, 'EMI reminder delivery failed'),
    )
    if (loan !== null && loanDue !== null) await remindByPhone(ctx, emi, column, loan, loanDue)
  }
  return sent
}

async function deliver(
  ctx: AppContext,
  emi: {
    id: string
    tenantId: string
    customerId: string
    valuationId: string
    customer: { name: string; email: string | null }
  },
  shop: string,
  message: { title: string; body: string },
) {
  await recipientsRepository(ctx, emi.tenantId).notify({
    customerId: emi.customerId,
    title: message.title,
    body: message.body,
    link: `/loans/${emi.valuationId}`,
    createdAt: ctx.now(),
  })
  if (!emi.customer.email) return
  await ctx.mailer.send({
    to: [emi.customer.email],
    subject: `${message.title} - ${shop}`,
    text: `Dear ${emi.customer.name},\n\n${message.body}\n\nRegards,\n${shop}`,
  })
}

/**
 * A loan's reminder also reaches the borrower's phone (SMS and WhatsApp, in their language; email
 * and in-app are the reminder above): one `due` message per due, at its first window (due soon or
 * due today), and one `overdue`. The message's row is its dedupe (`due:<loanId>:<dueOn>`), so a
 * run repeated or overlapping sends nothing twice.
 */
async function remindByPhone(
  ctx: AppContext,
  emi: { id: string; tenantId: string; customerId: string },
  column: EmiReminderColumn,
  loan: LoanReminderDues,
  due: { amount: number; dueOn: string },
) {
  const values = { loanNumber: loan.loanNumber, amountPaise: due.amount, dueOn: due.dueOn }
  const content =
    column === 'overdueReminderSentAt' ? { kind: 'overdue' as const, values } : { kind: 'due' as const, values }
  await sendBorrowerMessage(ctx, emi.tenantId, {
    ...content,
    customerId: emi.customerId,
    loanId: loan.loanId,
    dedupeKey: `${content.kind}:${loan.loanId}:${due.dueOn}`,
    channels: ['sms', 'whatsapp'],
  }).catch((err) => ctx.log.warn({ err, emiId: emi.id }, 'loan reminder message failed'))
}

async function houseKeep(ctx: AppContext) {
  const now = ctx.now().getTime()
  const rateLimitHitsPruned = (
    await ctx.db.prisma.rateLimitHit.deleteMany({
      where: { createdAt: { lt: new Date(now - RATE_LIMIT_RETENTION_MS) } },
    })
  ).count
  const otpCodesPruned = (
    await ctx.db.prisma.otpCode.deleteMany({ where: { expiresAt: { lt: new Date(now - OTP_RETENTION_MS) } } })
  ).count
  const webhookDeliveriesPruned = await pruneWebhookDeliveries(ctx)
  return { rateLimitHitsPruned, otpCodesPruned, webhookDeliveriesPruned }
}
