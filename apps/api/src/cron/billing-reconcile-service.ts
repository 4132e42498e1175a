import { CHECKOUT_ABANDONED_REASON, billingLimits, reconcileWindows, refundStatusFromGateway } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { issueMissingCreditNote, issueSaleDocument } from '../billing/document-service.ts'
import { fetchGatewayRefund, fetchOrderPayments, GatewayError, gatewayKeys } from '../billing/gateway-client.ts'
import { resolveRefund } from '../billing/refund-service.ts'
import { settleCapturedPayment } from '../billing/settlement-service.ts'

export type ReconcileReport =
  | { ok: true; skipped: string }
  | { ok: true; settled: number; abandoned: number; refundsResolved: number; documentsIssued: number; errors: number }

/**
 * GET /api/cron/billing-reconcile (platform-spec 4.3): settle, abandon, refunds, documents, in
 * that order, 50 rows each. Every write goes through a conditional update or a unique key (the
 * same claims the webhook uses), so two overlapping runs never apply anything twice: each row is
 * counted only by the run whose update won. A row that throws is logged, counted and skipped.
 *
 * Once the gateway is unreachable (a timeout or a refused connection), the run stops asking it:
 * each call would wait out the 15-second client timeout, so a pass over 50 rows against a dead
 * gateway took over 12 minutes. The rows it would have asked about are counted as errors, as they
 * would have thrown, and logged; the next run retries them. Passes that need no gateway still run.
 */
export async function reconcileBilling(ctx: AppContext): Promise<ReconcileReport> {
  if (!gatewayKeys(ctx)) return { ok: true, skipped: 'Payment gateway is not configured.' }
  const report = { ok: true as const, settled: 0, abandoned: 0, refundsResolved: 0, documentsIssued: 0, errors: 0 }
  let gatewayDown: GatewayError | null = null
  const each = async <T>(rows: T[], what: string, step: (row: T) => Promise<boolean>, asksGateway = false) => {
    let done = 0
    for (const row of rows) {
      if (asksGateway && gatewayDown) {
        report.errors++
        ctx.log.warn({ row, pass: what, cause: gatewayDown.message }, 'reconcile row skipped: gateway unreachable')
        continue
      }
      try {
        if (await step(row)) done++
      } catch (e) {
        report.errors++
        if (asksGateway && e instanceof GatewayError && e.status === null) gatewayDown = e
        ctx.log.error({ err: e, row, pass: what }, 'reconcile row failed')
      }
    }
    return done
  }
  const now = ctx.now()
  const windows = reconcileWindows(now)
  const batch = billingLimits.reconcileBatch

  const toSettle = await ctx.db.prisma.purchase.findMany({
    where: {
      provider: 'gateway',
      status: { in: ['CREATED', 'FAILED'] },
      gatewayOrderId: { not: null },
      createdAt: { gte: windows.settleCreatedAfter, lte: windows.settleCreatedBefore },
    },
    orderBy: { createdAt: 'asc' },
    take: batch,
    select: { id: true, gatewayOrderId: true },
  })
  report.settled = await each(
    toSettle,
    'settle',
    async (p) => {
      const captured = (await fetchOrderPayments(ctx, p.gatewayOrderId!)).find((x) => x.status === 'captured')
      if (!captured) return false
      const { outcome } = await settleCapturedPayment(ctx, {
        orderId: p.gatewayOrderId!,
        paymentId: captured.id,
        amount: captured.amount,
        currency: captured.currency,
      })
      return outcome === 'settled'
    },
    true,
  )

  const toAbandon = await ctx.db.prisma.purchase.findMany({
    where: { status: 'CREATED', createdAt: { lt: windows.abandonCreatedBefore } },
    orderBy: { createdAt: 'asc' },
    take: batch,
    select: { id: true },
  })
  report.abandoned = await each(toAbandon, 'abandon', async (p) => {
    const moved = await ctx.db.prisma.purchase.updateMany({
      where: { id: p.id, status: 'CREATED' },
      data: { status: 'FAILED', failureReason: CHECKOUT_ABANDONED_REASON },
    })
    return moved.count === 1
  })

  const pendingRefunds = await ctx.db.prisma.refund.findMany({
    where: { status: 'PENDING', gatewayRefundId: { not: null }, purchase: { provider: 'gateway' } },
    orderBy: { createdAt: 'asc' },
    take: batch,
    select: { id: true, gatewayRefundId: true },
  })
  report.refundsResolved = await each(
    pendingRefunds,
    'refunds',
    async (r) => {
      const remote = await fetchGatewayRefund(ctx, r.gatewayRefundId!)
      return resolveRefund(ctx, r.id, refundStatusFromGateway(remote.status), 'Refund failed at gateway.')
    },
    true,
  )

  report.documentsIssued = await issueMissingDocuments(ctx, batch, each)
  return report
}

type Each = <T>(rows: T[], what: string, step: (row: T) => Promise<boolean>, asksGateway?: boolean) => Promise<number>

async function issueMissingDocuments(ctx: AppContext, batch: number, each: Each) {
  const sales = await ctx.db.prisma.purchase.findMany({
    where: {
      status: { in: ['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'] },
      documents: { none: { saleOfPurchaseId: { not: null } } },
    },
    orderBy: { createdAt: 'asc' },
    take: batch,
    select: { id: true },
  })
  const issuedSales = await each(sales, 'documents', async (p) => (await issueSaleDocument(ctx, p.id)).created)
  const notes = await ctx.db.prisma.$queryRaw<{ id: string }[]>`
    SELECT r."id" FROM "Refund" r
    WHERE r."status" = 'PROCESSED' AND NOT EXISTS (SELECT 1 FROM "BillingDocument" d WHERE d."refundId" = r."id")
    ORDER BY r."createdAt" ASC LIMIT ${batch}`
  const issuedNotes = await each(notes, 'documents', async (r) => (await issueMissingCreditNote(ctx, r.id)) !== null)
  return issuedSales + issuedNotes
}
