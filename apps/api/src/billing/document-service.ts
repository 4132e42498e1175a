import { financialYearOf, formatDocumentNumber, saleDocumentType, seriesFor, type DocumentType } from '@gold/core'
import { isUniqueViolation } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import {
  billingPlatformRepository,
  LEDGER_TX_OPTIONS,
  type BillingDocumentRow,
  type LedgerQueries,
  type PlatformSettingsRow,
  type PurchaseRow,
  type RefundRow,
} from './billing-platform-repository.ts'

type Tx = LedgerQueries

/** Party and amounts frozen at issue (platform-spec 2.6); the PDF is rendered from this alone. */
export type DocumentSnapshot = {
  type: DocumentType
  number: string
  financialYear: string
  issuedAt: string
  seller: { name: string; address: string; gstin: string | null }
  buyer: { tenantId: string; name: string; slug: string }
  purchase: {
    id: string
    planName: string
    billingCycle: string
    provider: string
    gatewayPaymentId: string | null
    paidAt: string | null
    periodStart: string | null
    periodEnd: string | null
    couponCode: string | null
  }
  amounts: { subtotal: number; discount: number; tax: number; total: number; currency: string }
  against: { documentId: string; number: string } | null
  refund: { id: string; amount: number; revokesPeriod: boolean } | null
}

/**
 * Next number of a series in the financial year of `issuedAt`, in the caller's transaction (the
 * ledger's counter: no duplicates under concurrent issuers, no gaps after a rollback).
 */
export async function nextDocumentNumber(tx: Tx, type: DocumentType, issuedAt: Date) {
  const series = seriesFor(type)
  const financialYear = financialYearOf(issuedAt)
  const sequence = await tx.nextDocumentSequence(series, financialYear)
  return { series, financialYear, sequence, number: formatDocumentNumber(series, financialYear, sequence) }
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** Number and write one document in the caller's transaction (also the seam the numbering race test uses). */
export async function issueDocumentInTx(
  tx: Tx,
  input: {
    type: DocumentType
    purchase: PurchaseRow
    refund?: RefundRow | null
    against?: { id: string; number: string } | null
    issuedAt: Date
    /** The settings row when the caller already read it in this transaction. */
    settings?: PlatformSettingsRow
  },
) {
  const { type, purchase, issuedAt } = input
  const refund = input.refund ?? null
  const settings = input.settings ?? (await tx.settings())
  const tenant = await tx.tenant(purchase.tenantId)
  const numbering = await nextDocumentNumber(tx, type, issuedAt)
  const amounts = refund
    ? { subtotal: refund.amount, discount: 0, tax: 0, total: refund.amount, currency: refund.currency }
    : {
        subtotal: purchase.subtotal,
        discount: purchase.discount,
        tax: purchase.tax,
        total: purchase.total,
        currency: purchase.currency,
      }
  const snapshot: DocumentSnapshot = {
    type,
    number: numbering.number,
    financialYear: numbering.financialYear,
    issuedAt: issuedAt.toISOString(),
    seller: { name: settings.sellerName, address: settings.sellerAddress, gstin: settings.sellerGstin },
    buyer: { tenantId: tenant.id, name: tenant.name, slug: tenant.slug },
    purchase: {
      id: purchase.id,
      planName: purchase.planName,
      billingCycle: purchase.billingCycle,
      provider: purchase.provider,
      gatewayPaymentId: purchase.gatewayPaymentId,
      paidAt: iso(purchase.paidAt),
      periodStart: iso(purchase.periodStart),
      periodEnd: iso(purchase.periodEnd),
      couponCode: purchase.couponCode,
    },
    amounts,
    against: input.against ? { documentId: input.against.id, number: input.against.number } : null,
    refund: refund ? { id: refund.id, amount: refund.amount, revokesPeriod: refund.revokesPeriod } : null,
  }
  return tx.insertDocument({
    tenantId: purchase.tenantId,
    purchaseId: purchase.id,
    saleOfPurchaseId: type === 'CREDIT_NOTE' ? null : purchase.id,
    refundId: refund?.id ?? null,
    type,
    series: numbering.series,
    financialYear: numbering.financialYear,
    sequence: numbering.sequence,
    number: numbering.number,
    total: amounts.total,
    snapshot,
    issuedAt,
  })
}

/**
 * Issue the missing sale document of a paid purchase; idempotent (returns `created: false` with
 * the existing one). Two concurrent issuers: the unique saleOfPurchaseId rolls the loser back,
 * together with its counter increment. `justSettled` (the caller has just claimed the purchase)
 * skips the lookup of an existing document, which then can only come from a race the unique key
 * resolves the same way. A new document comes with the purchase row read while issuing it.
 */
export async function issueSaleDocument(
  ctx: AppContext,
  purchaseId: string,
  options: { justSettled?: boolean } = {},
): Promise<{
  document: BillingDocumentRow
  created: boolean
  purchase?: PurchaseRow
}> {
  const ledger = billingPlatformRepository(ctx)
  // The sale document of a paid purchase: bill of supply, or tax invoice once tax-registered.
  const existing = options.justSettled ? null : await ledger.saleDocumentOf(purchaseId)
  if (existing) return { document: existing, created: false }
  try {
    return await ledger.transaction(async (tx) => {
      const purchase = await tx.purchaseOrThrow(purchaseId)
      if (purchase.paidAt === null) throw new Error(`purchase ${purchaseId} is not paid`)
      const settings = await tx.settings()
      const document = await issueDocumentInTx(tx, {
        type: saleDocumentType(settings.taxRegistered),
        purchase,
        issuedAt: ctx.now(),
        settings,
      })
      return { document, created: true, purchase }
    }, LEDGER_TX_OPTIONS)
  } catch (e) {
    const raced = isUniqueViolation(e) ? await ledger.saleDocumentOf(purchaseId) : null
    if (raced) return { document: raced, created: false }
    throw e
  }
}

/** A credit note for a processed refund, in the transaction that applied it. */
export async function issueCreditNoteInTx(tx: Tx, input: { purchase: PurchaseRow; refund: RefundRow; issuedAt: Date }) {
  const sale = await tx.saleDocumentOf(input.purchase.id)
  return issueDocumentInTx(tx, { type: 'CREDIT_NOTE', ...input, against: sale })
}

/** Reconciler backstop: a processed refund that somehow lacks its credit note. */
export async function issueMissingCreditNote(ctx: AppContext, refundId: string) {
  try {
    return await billingPlatformRepository(ctx).transaction(async (tx) => {
      if (await tx.creditNoteExists(refundId)) return null
      const refund = await tx.refundOrThrow(refundId)
      const purchase = await tx.purchaseOrThrow(refund.purchaseId)
      return issueCreditNoteInTx(tx, { purchase, refund, issuedAt: ctx.now() })
    }, LEDGER_TX_OPTIONS)
  } catch (e) {
    if (isUniqueViolation(e)) return null
    throw e
  }
}
