import {
  type LoanOnValuation,
  type Principal,
  type OrnamentKind,
  type Purity,
  type ValuationCorrectionInput,
  financialYearOf,
  goldReceiptNumber,
  isoDateOf,
  planValuationCorrection,
  valuationCorrectionErrors,
  valuationErrors,
} from '@gold/core'
import { isUniqueViolation } from '@gold/db'
import { auditChange, auditSubject } from '../audit/trail-scope.ts'
import { loanFigures } from '../loans/loan-figures.ts'
import { loansRepository } from '../loans/loans-repository.ts'
import type { AppContext } from '../platform/context.ts'
import { type CorrectionQueries, valuationCorrectionsRepository } from './valuation-corrections-repository.ts'
import { gramsOf, rupeesOf } from './valuation-json.ts'
import { newVerificationCode } from './verification-code.ts'

type Staff = Extract<Principal, { kind: 'staff' }>
type Stored = NonNullable<Awaited<ReturnType<CorrectionQueries['lockedValuation']>>>

/** The loan on the valuation as of today (what closes it, the borrower's exposure, the shop's ceilings), or null. */
async function loanOnValuation(ctx: AppContext, tenantId: string, valuationId: string) {
  const loans = loansRepository(ctx, tenantId)
  const loan = await loans.loanByValuation(valuationId)
  if (!loan) return null
  const [ledger, exposure, settings] = await Promise.all([
    loans.ledger(loan.id),
    loans.openExposure(loan.customerId),
    loans.settings(),
  ])
  const figures = loanFigures(loan, ledger, isoDateOf(ctx.now()))
  return { id: loan.id, outstandingTotal: figures.outstanding.total, exposure, ceilings: settings.ceilings }
}

const appraisalOf = (v: {
  id: string
  certificateNumber: string | null
  totalNetWeightMg: bigint | number
  totalValuePaise: bigint | number
  estimatedLoanPaise: bigint | number
  appraiserNote: string | null
  ornaments: { type: string; quantity: number; purity: string; grossWeightMg: number; deductionMg: number }[]
}) => ({
  valuationId: v.id,
  certificateNumber: v.certificateNumber,
  ornaments: v.ornaments.map((o) => ({
    type: o.type,
    quantity: o.quantity,
    purity: o.purity,
    grossWeight: gramsOf(o.grossWeightMg),
    deduction: gramsOf(o.deductionMg),
  })),
  totalNetWeight: gramsOf(v.totalNetWeightMg),
  totalValue: rupeesOf(v.totalValuePaise),
  estimatedLoan: rupeesOf(v.estimatedLoanPaise),
  appraiserNote: v.appraiserNote,
})

function correctedValuation(stored: Stored, superseded: boolean) {
  return {
    type: stored.type,
    goldRatePaise: stored.goldRatePaise,
    valuationFeePaise: Number(stored.valuationFeePaise),
    ltvPercentage: stored.ltvPercentage,
    interestRate: stored.interestRate,
    totalValuePaise: Number(stored.totalValuePaise),
    estimatedLoanPaise: Number(stored.estimatedLoanPaise),
    appraiserNote: stored.appraiserNote,
    ornaments: stored.ornaments.map((o) => ({ ...o, purity: o.purity as Purity, kind: o.kind as OrnamentKind })),
    superseded,
  }
}

/**
 * Correct a valuation by a new version (issue 26), in one transaction under the valuation's row
 * lock (so of two corrections at once one wins and the other finds it corrected: 409): the new
 * version (the same borrower, bank, rate and terms, the corrected appraisal, a new certificate
 * number from the certificate series), its gold receipt when the old one had been issued, the EMI
 * records and an Active loan moved to it, and the `ValuationCorrection` that links the two. The
 * old valuation is left as it was: its certificate verifies as superseded. A moved loan's
 * shortfall check runs again at once on the corrected gold.
 */
export async function correctValuation(ctx: AppContext, staff: Staff, id: string, input: ValuationCorrectionInput) {
  const tenantId = staff.tenantId
  const loan = await loanOnValuation(ctx, tenantId, id)
  const now = ctx.now()
  const outcome = await valuationCorrectionsRepository(ctx, tenantId)
    .transaction(async (q) => {
      const stored = await q.lockedValuation(id)
      if (!stored) throw valuationErrors.error('valuationNotFound')
      const locked = await q.lockedLoan(id)
      // A loan opened since the figures were read is tested on its status only (no figures to answer).
      const onLoan: LoanOnValuation | null = locked ? { ...NO_FIGURES, ...loan, status: locked.status } : null
      const planned = planValuationCorrection(correctedValuation(stored, await q.isCorrected(id)), input, onLoan)
      const plan = loan ? planned : { ...planned, loanToValue: null }
      const v = plan.valuation
      const created = await q.insertVersion(
        {
          customerId: stored.customerId,
          type: stored.type,
          goldRatePaise: stored.goldRatePaise,
          rateBasis: stored.rateBasis,
          liveGoldRate22kPaise: stored.liveGoldRate22kPaise,
          bankGoldRate22kPaise: stored.bankGoldRate22kPaise,
          goldRateSource: stored.goldRateSource,
          goldRateAt: stored.goldRateAt,
          valuationFeePaise: stored.valuationFeePaise,
          totalGrossWeightMg: v.totalGrossWeightMg,
          totalNetWeightMg: v.totalNetWeightMg,
          totalValuePaise: v.totalValuePaise,
          estimatedLoanPaise: v.estimatedLoanPaise,
          ltvPercentage: stored.ltvPercentage,
          interestRate: stored.interestRate,
          makingChargesPaise: stored.makingChargesPaise,
          otherDeductionsPaise: stored.otherDeductionsPaise,
          status: stored.status,
          bankId: stored.bankId,
          bankBranchId: stored.bankBranchId,
          ornamentReceiptUrl: stored.ornamentReceiptUrl,
          appraiserName: stored.appraiserName,
          appraiserNote: plan.appraiserNote,
          goldEnvelopeUrl: stored.goldEnvelopeUrl,
          acknowledgementUrl: stored.acknowledgementUrl,
          packetNo: stored.packetNo,
          sealNo: stored.sealNo,
          createdById: staff.userId,
          createdAt: now,
        },
        v.ornaments,
        { financialYear: financialYearOf(now), verificationCode: newVerificationCode() },
      )
      // The pledge slip the borrower holds describes the old weights: the new version has its own at once.
      if (stored.goldReceiptNo !== null) await q.issueGoldReceipt(created.id, goldReceiptNumber(created.id), now)
      await q.moveEmiRecords(id, created.id)
      if (locked) await q.moveLoan(locked.id, created.id)
      const correction = await q.record({
        valuationId: id,
        newValuationId: created.id,
        reason: input.reason,
        createdById: staff.userId,
        createdAt: now,
      })
      const newAppraisal = appraisalOf({
        ...v,
        id: created.id,
        certificateNumber: created.certificateNumber,
        appraiserNote: plan.appraiserNote,
      })
      return { stored, created, correction, plan, loanId: locked?.id ?? null, newAppraisal }
    })
    .catch((e: unknown) => {
      throw isUniqueViolation(e) ? valuationCorrectionErrors.error('alreadyCorrected') : e
    })

  auditSubject({ customerId: outcome.stored.customerId, ...(outcome.loanId ? { loanId: outcome.loanId } : {}) })
  auditChange(appraisalOf(outcome.stored), outcome.newAppraisal)
  if (outcome.loanId)
    await ctx.jobs.enqueue('shortfall-check', `${tenantId}:valuation-correction:${outcome.correction.id}`, { tenantId })
  return correctionAnswer(outcome)
}

const NO_FIGURES = { outstandingTotal: 0, exposure: 0, ceilings: { upTo250kBp: 0, upTo500kBp: 0, above500kBp: 0 } }

function correctionAnswer(o: {
  stored: Stored
  created: { id: string; certificateNumber: string | null; createdAt: Date }
  correction: { reason: string; createdAt: Date }
  plan: ReturnType<typeof planValuationCorrection>
  loanId: string | null
}) {
  const ltv = o.plan.loanToValue
  return {
    valuationId: o.created.id,
    certificateNumber: o.created.certificateNumber,
    corrects: { valuationId: o.stored.id, certificateNumber: o.stored.certificateNumber },
    reason: o.correction.reason,
    correctedAt: o.correction.createdAt,
    totalValue: rupeesOf(o.plan.valuation.totalValuePaise),
    estimatedLoan: rupeesOf(o.plan.valuation.estimatedLoanPaise),
    loan: o.loanId
      ? {
          id: o.loanId,
          movedTo: o.created.id,
          loanToValue: ltv
            ? {
                aboveLimit: ltv.inShortfall,
                ratioBp: ltv.ratioBp,
                ltvBp: ltv.ltvBp,
                permitted: ltv.permitted,
                excess: ltv.excess,
              }
            : null,
        }
      : null,
  }
}
