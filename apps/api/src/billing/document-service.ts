import { financialYearOf, formatDocumentNumber, saleDocumentType, seriesFor, type DocumentType } from '@gold/core'
import { isUniqueViolation, type Prisma } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { platformSettings } from './settings-service.ts'

type Tx = Prisma.TransactionClient
type PurchaseRow = Prisma.PurchaseGetPayload<object>
type RefundRow = Prisma.RefundGetPayload<object>
type PlatformSettingsRow = Prisma.PlatformSettingsGetPayload<object>

/** Party and amounts frozen at issue (platform-spec 2.6); the PDF is rendered from this alone. */
export type DocumentSnapshot = {
  type: DocumentType
  number: string
  financialYear: string
  issuedAt: string
  seller: { name: string; address: string; gstin: string | null }
  buyer: { tenantId: string; name: string; slug: string }
  purchase: {
    id: string; planName: string; billingCycle: string; provider: string; gatewayPaymentId: string | null
    paidAt: string | null; periodStart: string | null; periodEnd: string | null; couponCode: string | null
  }
  amounts: { subtotal: number; discount: number; tax: number; total: number; currency: string }
  against: { documentId: string; number: string } | null
  refund: { id: string; amount: number; revokesPeriod: boolean } | null
}

/**
 * Next number of a series in the financial year of `issuedAt`, taken from the counter row with a
 * single upsert inside the caller's transaction: the row lock serializes concurrent issuers (no
 * duplicates) and a rollback returns the number (no gaps).
 */
export async function nextDocumentNumber(tx: Tx, type: DocumentType, issuedAt: Date) {
  const series = seriesFor(type)
  const financialYear = financialYearOf(issuedAt)
  const rows = await tx.$queryRaw<{ lastValue: number }[]>`
    INSERT INTO "DocumentCounter" ("series", "financialYear", "lastValue") VALUES (${series}, ${financialYear}, 1)
    ON CONFLICT ("series", "financialYear") DO UPDATE SET "lastValue" = "DocumentCounter"."lastValue" + 1
    RETURNING "lastValue"`
  const sequence = Number(rows[0]!.lastValue)
  return { series, financialYear, sequence, number: formatDocumentNumber(series, financialYear, sequence) }
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** Number and write one document in the caller's transaction (also the seam the numbering race test uses). */
export async function issueDocumentInTx(tx: Tx, input: {
  type: DocumentType; purchase: PurchaseRow; refund?: RefundRow | null; against?: { id: string; number: string } | null; issuedAt: Date
  /** The settings row when the caller already read it in this transaction. */
  settings?: PlatformSettingsRow
}) {
  const { type, purchase, issuedAt } = input
  const refund = input.refund ?? null
  const settings = input.settings ?? await platformSettings(tx)
  const tenant = await tx.tenant.findUniqueOrThrow({ where: { id: purchase.tenantId } })
  const numbering = await nextDocumentNumber(tx, type, issuedAt)
  const amounts = refund
    ? { subtotal: refund.amount, discount: 0, tax: 0, total: refund.amount, currency: refund.currency }
    : { subtotal: purchase.subtotal, discount: purchase.discount, tax: purchase.tax, total: purchase.total, currency: purchase.currency }
  const snapshot: DocumentSnapshot = {
    type, number: numbering.number, financialYear: numbering.financialYear, issuedAt: issuedAt.toISOString(),
    seller: { name: settings.sellerName, address: settings.sellerAddress, gstin: settings.sellerGstin },
    buyer: { tenantId: tenant.id, name: tenant.name, slug: tenant.slug },
    purchase: {
      id: purchase.id, planName: purchase.planName, billingCycle: purchase.billingCycle, provider: purchase.provider,
      gatewayPaymentId: purchase.gatewayPaymentId, paidAt: iso(purchase.paidAt), periodStart: iso(purchase.periodStart),
      periodEnd: iso(purchase.periodEnd), couponCode: purchase.couponCode,
    },
    amounts,
    against: input.against ? { documentId: input.against.id, number: input.against.number } : null,
    refund: refund ? { id: refund.id, amount: refund.amount, revokesPeriod: refund.revokesPeriod } : null,
  }
  return tx.billingDocument.create({
    data: {
      tenantId: purchase.tenantId, purchaseId: purchase.id, saleOfPurchaseId: type === 'CREDIT_NOTE' ? null : purchase.id, refundId: refund?.id ?? null,
      type, series: numbering.series, financialYear: numbering.financialYear, sequence: numbering.sequence, number: numbering.number,
      total: amounts.total, snapshot, issuedAt,
    },
  })
}

/** The sale document of a paid purchase: bill of supply, or tax invoice once tax-registered. */
export async function saleDocumentOf(db: Tx | AppContext['db']['prisma'], purchaseId: string) {
  return db.billingDocument.findUnique({ where: { saleOfPurchaseId: purchaseId } })
}

/**
 * Issue the missing sale document of a paid purchase; idempotent (returns `created: false` with
 * the existing one). Two concurrent issuers: the unique saleOfPurchaseId rolls the loser back,
 * together with its counter increment. `justSettled` (the caller has just claimed the purchase)
 * skips the lookup of an existing document, which then can only come from a race the unique key
 * resolves the same way. A new document comes with the purchase row read while issuing it.
 */
export async function issueSaleDocument(ctx: AppContext, purchaseId: string, options: { justSettled?: boolean } = {}): Promise<{
  document: Prisma.BillingDocumentGetPayload<object>; created: boolean; purchase?: PurchaseRow
}> {
  const existing = options.justSettled ? null : await saleDocumentOf(ctx.db.prisma, purchaseId)
  if (existing) return { document: existing, created: false }
  try {
    return await ctx.db.prisma.$transaction(async (tx) => {
      const purchase = await tx.purchase.findUniqueOrThrow({ where: { id: purchaseId } })
      if (purchase.paidAt === null) throw new Error(`purchase ${purchaseId} is not paid`)
      const settings = await platformSettings(tx)
      const document = await issueDocumentInTx(tx, { type: saleDocumentType(settings.taxRegistered), purchase, issuedAt: ctx.now(), settings })
      return { document, created: true, purchase }
    }, { maxWait: 10_000, timeout: 15_000 })
  } catch (e) {
    const raced = isUniqueViolation(e) ? await saleDocumentOf(ctx.db.prisma, purchaseId) : null
    if (raced) return { document: raced, created: false }
    throw e
  }
}

/** A credit note for a processed refund, in the transaction that applied it. */
export async function issueCreditNoteInTx(tx: Tx, input: { purchase: PurchaseRow; refund: RefundRow; issuedAt: Date }) {
  const sale = await saleDocumentOf(tx, input.purchase.id)
  return issueDocumentInTx(tx, { type: 'CREDIT_NOTE', ...input, against: sale })
}

/** Reconciler backstop: a processed refund that somehow lacks its credit note. */
export async function issueMissingCreditNote(ctx: AppContext, refundId: string) {
  try {
    return await ctx.db.prisma.$transaction(async (tx) => {
      if (await tx.billingDocument.findUnique({ where: { refundId } })) return null
      const refund = await tx.refund.findUniqueOrThrow({ where: { id: refundId } })
      const purchase = await tx.purchase.findUniqueOrThrow({ where: { id: refund.purchaseId } })
      return issueCreditNoteInTx(tx, { purchase, refund, issuedAt: ctx.now() })
    }, { maxWait: 10_000, timeout: 15_000 })
  } catch (e) {
    if (isUniqueViolation(e)) return null
    throw e
  }
}
