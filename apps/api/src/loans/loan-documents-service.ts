import { balancesAfterPayment, closureQuote, laterDate, loanErrors, packetWords, paperLanguage } from '@gold/core'
import { auctionNoticePdfKind } from './loan-auction-notice-pdf.ts'
import type { AppContext } from '../platform/context.ts'
import { shopIdentity } from '../shop/shop-identity.ts'
import { shopUpiPayment } from '../shop/shop-upi-service.ts'
import { readDocumentImage } from '../uploads/document-image.ts'
import { fileNameOf, paperOf } from './loan-document-layout.ts'
import { sealStatementIn } from './release-receipt-pdf.ts'
import {
  type LoanDocumentParties,
  type PledgedGold,
  disbursementVoucherPdfKind,
  paymentReceiptPdfKind,
  releaseReceiptPdfKind,
} from './loan-documents-pdf.ts'
import { loanFigures, positionOf, scheduleOf } from './loan-figures.ts'
import { loanTermsJson } from './loan-json.ts'
import type { RenewalVoucherPart } from './loan-renewal-voucher.ts'
import { loanOrThrow } from './loan-read-service.ts'
import { type LoanQueries, type LoanRecord, loansRepository } from './loans-repository.ts'

/**
 * Who asks for a loan document: staff read any loan of their tenant; a borrower (the portal) only
 * their own, anyone else's reading as 404 `Loan not found.` like another tenant's.
 */
export type LoanDocumentReader = { tenantId: string; customerId?: string }

export type LoanDocumentFile = { filename: string; pdf: Buffer }

/**
 * The loan a document is of, as its reader may read it, with the queries to read the rest and its
 * subjects (read only once the document is known to be issued).
 */
export async function documentLoan(ctx: AppContext, reader: LoanDocumentReader, id: string) {
  const q = loansRepository(ctx, reader.tenantId)
  const loan = await loanOrThrow(q, id)
  if (reader.customerId !== undefined && loan.customerId !== reader.customerId) throw loanErrors.error('loanNotFound')
  return { q, loan, readSubjects: () => documentSubjects(ctx, reader.tenantId, q, loan) }
}

/** The shop, the borrower and the pledged gold as every document prints them, read at print time. */
async function documentSubjects(ctx: AppContext, tenantId: string, q: LoanQueries, loan: LoanRecord) {
  const [shop, sources] = await Promise.all([
    shopIdentity(ctx, tenantId),
    q.documentSources(loan.valuationId, loan.customerId),
  ])
  return subjectsFrom(shop, sources)
}

/** The parties, the gold and the valuation's numbers as the documents print them, from what was read. */
export function subjectsFrom(
  shop: Awaited<ReturnType<typeof shopIdentity>>,
  sources: Awaited<ReturnType<LoanQueries['documentSources']>>,
) {
  const v = sources.valuation
  const parties: LoanDocumentParties = {
    shop: { ...shop, name: shop.name || 'Gold Loan Shop' },
    borrower: {
      name: sources.borrower?.name ?? '-',
      phone: sources.borrower?.phone ?? '-',
      address: sources.borrower?.address ?? null,
    },
    // The borrower's papers are in the borrower's language (their messages' language).
    language: paperLanguage(sources.borrower?.preferredLanguage),
  }
  const gold: PledgedGold = {
    ornaments: v?.ornaments ?? [],
    totalGrossWeightMg: v?.totalGrossWeightMg ?? 0,
    totalNetWeightMg: v?.totalNetWeightMg ?? 0,
  }
  const valuePaise = v?.totalValuePaise ?? 0
  const packet = { packetNo: v?.packetNo ?? null, sealNo: v?.sealNo ?? null }
  return {
    parties,
    gold,
    valuePaise,
    goldReceiptNo: v?.goldReceiptNo ?? null,
    packet,
    certificateNumber: v?.certificateNumber ?? null,
    valuationFeePaise: v?.valuationFeePaise ?? 0,
  }
}

/** The loan as the receipts and the auction notice name it: number, gold receipt, what was lent and when. */
export const lentLoan = (loan: LoanRecord, goldReceiptNo: string | null) => ({
  loanNumber: loan.loanNumber,
  goldReceiptNo,
  principal: loan.principal,
  disbursedOn: loan.disbursedOn,
})

export async function userName(q: LoanQueries, id: string | null): Promise<string | null> {
  return id === null ? null : ((await q.userNames([id])).get(id) ?? null)
}

/** GET /api/loans/{id}/documents/disbursement (and the portal's copy). */
export async function disbursementVoucher(
  ctx: AppContext,
  reader: LoanDocumentReader,
  id: string,
): Promise<LoanDocumentFile> {
  const { q, loan, readSubjects } = await documentLoan(ctx, reader, id)
  const [subjects, disbursedBy, renewal, corrections] = await Promise.all([
    readSubjects(),
    userName(q, loan.createdById),
    renewalOf(q, loan),
    q.corrections(loan.id),
  ])
  const cancel = corrections.find((c) => c.kind === 'disbursementCancel')
  const pdf = await ctx.pdf.forShop(reader.tenantId).render(disbursementVoucherPdfKind, {
    ...subjects.parties,
    // The voucher is the shop's cash record and stays in English.
    language: 'en',
    loan: {
      loanNumber: loan.loanNumber,
      goldReceiptNo: subjects.goldReceiptNo,
      ...loanTermsJson(loan),
      disbursedBy,
    },
    gold: { ...subjects.gold, valuePaise: subjects.valuePaise },
    schedule: scheduleOf(loan),
    renewal,
    cancelled: cancel ? { postedOn: cancel.postedOn, reason: cancel.reason } : null,
  })
  return { filename: fileNameOf(loan.loanNumber, '-disbursement-voucher'), pdf }
}

/**
 * A renewed loan's DISBURSEMENT entry carries the whole principal but pays out only the top-up
 * (its `amount`, with the mode it went by): the rest is the old loan's principal carried over.
 */
async function renewalOf(q: LoanQueries, loan: LoanRecord): Promise<RenewalVoucherPart | null> {
  if (loan.renewedFromId === null) return null
  const [from, ledger] = await Promise.all([q.loan(loan.renewedFromId), q.ledger(loan.id)])
  const paid = ledger.find((e) => e.type === 'DISBURSEMENT')
  const topUp = paid?.amount ?? 0
  return {
    fromLoanNumber: from?.loanNumber ?? '-',
    carried: (paid?.principal ?? loan.principal) - topUp,
    topUp,
    mode: topUp > 0 ? (paid?.mode ?? null) : null,
    reference: topUp > 0 ? (paid?.reference ?? null) : null,
  }
}

/** GET /api/loans/{id}/payments/{paymentId}/receipt (and the portal's copy). */
export async function paymentReceipt(
  ctx: AppContext,
  reader: LoanDocumentReader,
  id: string,
  paymentId: string,
): Promise<LoanDocumentFile> {
  const { q, loan, readSubjects } = await documentLoan(ctx, reader, id)
  const payment = paymentId.trim() === '' ? null : await q.payment(loan.id, paymentId)
  if (!payment) throw loanErrors.error('paymentNotFound')
  const [subjects, ledger, receivedBy, reversal] = await Promise.all([
    readSubjects(),
    q.ledger(loan.id),
    userName(q, payment.createdById),
    q.reversalOfPayment(payment.id),
  ])
  const after = balancesAfterPayment(ledger, payment.id)
  const upi = await shopUpiPayment(ctx, reader.tenantId, {
    amountPaise: after?.total ?? 0,
    loanNumber: loan.loanNumber,
  })
  const pdf = await ctx.pdf.forShop(reader.tenantId).render(paymentReceiptPdfKind, {
    ...subjects.parties,
    loan: lentLoan(loan, subjects.goldReceiptNo),
    payment: { ...payment, receivedBy },
    after,
    closed:
      after?.total === 0 && loan.closedOn !== null
        ? { closedOn: loan.closedOn, releaseDueBy: loan.releaseDueBy }
        : null,
    cancelled: reversal && {
      noteNumber: reversal.noteNumber ?? '-',
      postedOn: reversal.postedOn,
      reason: reversal.reason,
    },
    upi,
  })
  return { filename: fileNameOf(payment.receiptNumber), pdf }
}

/** GET /api/loans/{id}/documents/release (and the portal's copy): 404 until the gold is released. */
export async function releaseReceipt(
  ctx: AppContext,
  reader: LoanDocumentReader,
  id: string,
): Promise<LoanDocumentFile> {
  const { q, loan, readSubjects } = await documentLoan(ctx, reader, id)
  if (loan.releaseReceiptNumber === null || loan.releasedOn === null) throw loanErrors.error('documentNotIssued')
  const [subjects, extra] = await Promise.all([readSubjects(), releaseExtras(ctx, reader.tenantId, q, loan.id)])
  const pdf = await ctx.pdf.forShop(reader.tenantId).render(releaseReceiptPdfKind, {
    ...subjects.parties,
    loan: {
      ...lentLoan(loan, subjects.goldReceiptNo),
      closedOn: loan.closedOn,
    },
    gold: subjects.gold,
    release: {
      receiptNumber: loan.releaseReceiptNumber,
      releaseDueBy: loan.releaseDueBy,
      releasedOn: loan.releasedOn,
      releasedTo: loan.releasedTo ?? '-',
      seal: sealStatementIn(paperOf(subjects.parties.language), subjects.packet, loan.sealIntact ?? false),
      sealedPacket: packetWords(subjects.packet) !== null && loan.sealIntact === true,
      note: loan.releaseNote,
      delayDays: loan.releaseDelayDays ?? 0,
      compensation: loan.releaseCompensation ?? 0,
      ...extra,
    },
  })
  return { filename: fileNameOf(loan.releaseReceiptNumber), pdf }
}

/** Issue 28: what the release recorded beyond loans.md (the handover, excused days) and the slots and reminders. */
async function releaseExtras(ctx: AppContext, tenantId: string, q: LoanQueries, loanId: string) {
  const [record, attempts] = await Promise.all([q.releaseRecord(loanId), q.releaseAttempts(loanId)])
  const h = record?.packetNumber ? record : null
  if (!h) return { excusedDays: record?.excusedDays ?? 0, handover: null, attempts }
  const names = await q.staffNamesOf([h.releasedById, h.witnessId].filter((x): x is string => x !== null))
  const image = async (pathname: string | null) =>
    pathname ? ((await readDocumentImage(ctx, tenantId, pathname, { maxBytes: 2_000_000 }))?.bytes ?? null) : null
  const [sealPhoto, signature] = await Promise.all([image(h.sealPhotoPathname), image(h.signaturePathname)])
  const handover = {
    packetNumber: h.packetNumber!,
    sealNo: h.sealNo,
    scannedLabel: h.scannedLabel ?? '-',
    releasedBy: (h.releasedById && names.get(h.releasedById)) ?? '-',
    witness: (h.witnessId && names.get(h.witnessId)) ?? '-',
    sealPhoto,
    signature,
  }
  return { excusedDays: h.excusedDays, handover, attempts }
}

/**
 * GET /api/loans/{id}/documents/auction-notice: 404 until a notice is issued. The amount to close
 * is the one of the notice date while the loan has no posting after it; after a later payment it
 * is the figure of that payment's date (each figure printed with its date).
 */
export async function auctionNotice(
  ctx: AppContext,
  reader: LoanDocumentReader,
  id: string,
): Promise<LoanDocumentFile> {
  const { q, loan, readSubjects } = await documentLoan(ctx, reader, id)
  if (loan.auctionNoticeNumber === null || loan.auctionNoticedOn === null || loan.auctionEarliestOn === null)
    throw loanErrors.error('documentNotIssued')
  const [subjects, ledger] = await Promise.all([readSubjects(), q.ledger(loan.id)])
  const noticedOn = loan.auctionNoticedOn
  const toClose = closureQuote(positionOf(loan, ledger), laterDate(noticedOn, loan.lastPostedOn))
  const upi = await shopUpiPayment(ctx, reader.tenantId, { amountPaise: toClose.total, loanNumber: loan.loanNumber })
  const pdf = await ctx.pdf.forShop(reader.tenantId).render(auctionNoticePdfKind, {
    ...subjects.parties,
    loan: {
      ...lentLoan(loan, subjects.goldReceiptNo),
      maturityOn: loan.maturityOn,
      annualRate: loanTermsJson(loan).annualRate,
    },
    notice: {
      number: loan.auctionNoticeNumber,
      noticedOn,
      earliestOn: loan.auctionEarliestOn,
      daysPastDue: loanFigures({ ...loan, status: 'Active' }, ledger, noticedOn).daysPastDue,
    },
    toClose,
    gold: subjects.gold,
    upi,
  })
  return { filename: fileNameOf(loan.auctionNoticeNumber), pdf }
}
