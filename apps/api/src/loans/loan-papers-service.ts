import {
  type AgreementFacts,
  type KeyFactsTerms,
  type ProposedTerms,
  formatGrams,
  formatPaise,
  keyFacts,
  loanErrors,
  percentFigure,
  valuationErrors,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { todayOf } from './loan-read-service.ts'
import { shopIdentity } from '../shop/shop-identity.ts'
import { fileNameOf, paperOf } from './loan-document-layout.ts'
import { type LoanDocumentFile, type LoanDocumentReader, documentLoan, subjectsFrom } from './loan-documents-service.ts'
import type { PledgedGold } from './loan-document-layout.ts'
import { loansRepository } from './loans-repository.ts'
import { agreementPdfKind } from './loan-agreement-pdf.ts'
import { type KfsData, kfsPdfKind } from './loan-kfs-pdf.ts'

/** Days after disbursement in which the borrower may exit paying only the interest used (KFS Part 2, clause 12). */
export const COOLING_OFF_DAYS = 3

type Subjects = ReturnType<typeof subjectsFrom>

const goldOf = (gold: PledgedGold, valuePaise: number) => ({
  count: gold.ornaments.reduce((n, o) => n + o.quantity, 0),
  netMg: gold.ornaments.reduce((n, o) => n + o.netWeightMg, 0),
  fineMg: gold.totalNetWeightMg,
  valuePaise,
})

/** The grievance contact the papers print: the shop profile's phone and email. */
const officerOf = (shop: Subjects['parties']['shop']) => ({ name: null, phone: shop.phone, email: shop.email })

async function shopTerms(ctx: AppContext, tenantId: string) {
  const settings = await loansRepository(ctx, tenantId).settings()
  return {
    compensationPerDay: settings.releaseCompensationPerDay,
    auctionNoticeDays: settings.auctionNoticeDays,
    defaultThresholdDays: settings.defaultThresholdDays,
  }
}

function kfsData(
  subjects: Subjects,
  terms: KeyFactsTerms,
  shop: Awaited<ReturnType<typeof shopTerms>>,
  ids: { loanNumber: string | null; valuationReference: string; issuedOn: string },
): KfsData {
  return {
    ...subjects.parties,
    ...ids,
    facts: keyFacts(
      {
        scheme: terms.scheme,
        principal: terms.principal,
        annualRateBp: terms.annualRateBp,
        tenureMonths: terms.tenureMonths,
        disbursedOn: terms.disbursedOn,
        penalRateBp: terms.penalRateBp,
        graceDays: terms.graceDays,
      },
      [{ kind: 'valuation', amount: subjects.valuationFeePaise }],
    ),
    gold: goldOf(subjects.gold, subjects.valuePaise),
    officer: officerOf(subjects.parties.shop),
    coolingOffDays: COOLING_OFF_DAYS,
    auctionNoticeDays: shop.auctionNoticeDays,
    compensationPerDay: shop.compensationPerDay,
  }
}

/** GET /api/loans/{id}/documents/kfs (and the portal's copy): the KFS of the loan's terms as recorded. */
export async function loanKfs(ctx: AppContext, reader: LoanDocumentReader, id: string): Promise<LoanDocumentFile> {
  const { loan, readSubjects } = await documentLoan(ctx, reader, id)
  const [subjects, shop] = await Promise.all([readSubjects(), shopTerms(ctx, reader.tenantId)])
  const data = kfsData(subjects, loan, shop, {
    loanNumber: loan.loanNumber,
    valuationReference: subjects.certificateNumber ?? loan.valuationId,
    issuedOn: loan.disbursedOn,
  })
  const pdf = await ctx.pdf.forShop(reader.tenantId).render(kfsPdfKind, data)
  return { filename: fileNameOf(loan.loanNumber, '-kfs'), pdf }
}

/**
 * GET /api/valuations/{id}/documents/kfs?principal=…: the KFS of the Disburse form's terms before
 * the loan is recorded, so the borrower has it before signing. The valuation must be a loan
 * valuation of the tenant (else 404 'Valuation not found' / 400 'This valuation cannot be disbursed.').
 */
export async function proposedKfs(
  ctx: AppContext,
  tenantId: string,
  valuationId: string,
  proposed: ProposedTerms,
): Promise<LoanDocumentFile> {
  const q = loansRepository(ctx, tenantId)
  const valuation = valuationId.trim() === '' ? null : await q.valuationForLoan(valuationId)
  if (!valuation) throw valuationErrors.error('valuationNotFound')
  if (valuation.type !== 'loan') throw loanErrors.error('valuationNotDisbursable')
  const today = todayOf(ctx)
  const [sources, shop, identity] = await Promise.all([
    q.documentSources(valuationId, valuation.customerId),
    shopTerms(ctx, tenantId),
    shopIdentity(ctx, tenantId),
  ])
  const subjects = subjectsFrom(identity, sources)
  const terms = { ...proposed, disbursedOn: proposed.disbursedOn ?? today }
  const reference = subjects.certificateNumber ?? valuationId
  const data = kfsData(subjects, terms, shop, { loanNumber: null, valuationReference: reference, issuedOn: today })
  const pdf = await ctx.pdf.forShop(tenantId).render(kfsPdfKind, data)
  return { filename: fileNameOf(reference, '-proposed-kfs'), pdf }
}

/** GET /api/loans/{id}/documents/agreement (and the portal's copy): the standard gold loan agreement. */
export async function loanAgreement(
  ctx: AppContext,
  reader: LoanDocumentReader,
  id: string,
): Promise<LoanDocumentFile> {
  const { loan, readSubjects } = await documentLoan(ctx, reader, id)
  const [subjects, shop] = await Promise.all([readSubjects(), shopTerms(ctx, reader.tenantId)])
  const paper = paperOf(subjects.parties.language)
  const { common, agreement } = paper.t
  const k = keyFacts(loan, [{ kind: 'valuation', amount: subjects.valuationFeePaise }])
  const gold = goldOf(subjects.gold, subjects.valuePaise)
  const grams = (mg: number) => `${formatGrams(mg)} g`
  const money = (paise: number) => formatPaise(paise)
  const date = (iso: string) => paper.date(iso)
  const facts: AgreementFacts = {
    shop: subjects.parties.shop.name,
    borrower: subjects.parties.borrower.name,
    loanNumber: loan.loanNumber,
    principal: money(loan.principal),
    scheme: common.schemes[loan.scheme] ?? loan.scheme,
    tenure: common.months(loan.tenureMonths),
    disbursedOn: date(loan.disbursedOn),
    maturityOn: date(loan.maturityOn),
    mode: common.modes[loan.disbursementMode] ?? loan.disbursementMode,
    rate: percentFigure(loan.annualRateBp / 100),
    apr: paper.t.kfs.aprValue(k.apr === null ? null : k.apr.toFixed(2)),
    repayment: agreement.repayment({
      scheme: loan.scheme,
      count: k.installments.count,
      amount: money(k.installments.amount),
      first: date(k.installments.firstDueOn),
      last: date(k.maturityOn),
    }),
    penalRate: loan.penalRateBp > 0 ? percentFigure(loan.penalRateBp / 100) : null,
    graceDays: loan.graceDays,
    gold: paper.t.kfs.goldWeights(gold.count, grams(gold.netMg), grams(gold.fineMg)),
    goldValue: money(gold.valuePaise),
    certificateNumber: subjects.certificateNumber,
    defaultDays: shop.defaultThresholdDays,
    noticeDays: shop.auctionNoticeDays,
    compensationPerDay: money(shop.compensationPerDay),
    coolingOffDays: COOLING_OFF_DAYS,
    officer: agreement.officer(officerOf(subjects.parties.shop)),
  }
  const s = subjects.parties.shop
  const lender = [s.legalName ?? s.name, s.address?.replaceAll('\n', ', ')].filter(Boolean).join(', ')
  const pdf = await ctx.pdf.forShop(reader.tenantId).render(agreementPdfKind, {
    ...subjects.parties,
    lender,
    signedOn: loan.disbursedOn,
    facts,
    gold: subjects.gold,
  })
  return { filename: fileNameOf(loan.loanNumber, '-agreement'), pdf }
}
