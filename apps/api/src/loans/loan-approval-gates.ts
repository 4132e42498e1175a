import {
  type ApprovalAction,
  type ApprovalCheck,
  assertLoanAction,
  type AuctionInput,
  formatRupeeFigure,
  isoDateOf,
  type LoanPaymentInput,
  type OpenLoanInput,
  type Principal,
  type ReleaseWithHandover,
  type SurplusPayoutInput,
} from '@gold/core'
import { type ApprovalOperation, type ApprovalOperations, gated } from '../approvals/approval-gate.ts'
import { approvalsRepository } from '../approvals/approvals-repository.ts'
import type { AppContext } from '../platform/context.ts'
import { auctionLoan } from './loan-auction-service.ts'
import { openLoan } from './loan-open-service.ts'
import { recordLoanPayment } from './loan-payment-service.ts'
import { getLoan, loanOrThrow, loanPreview } from './loan-read-service.ts'
import { payReleaseCompensation } from './loan-release-compensation-service.ts'
import { checkedReleaseHandover } from './loan-release-handover.ts'
import { releaseLoan } from './loan-release-service.ts'
import { renewLoan } from './loan-renewal-service.ts'
import { paySurplus } from './loan-surplus-service.ts'
import { loansRepository } from './loans-repository.ts'

type Staff = Extract<Principal, { kind: 'staff' }>
/** One line of a borrower's position as the checker compares it (seen at the request, and now). */
export type PositionLine = { label: string; paise?: number; text?: string }

/** The borrower's exposure before a new loan on this valuation. */
async function valuationPosition(ctx: AppContext, tenantId: string, valuationId: string): Promise<PositionLine[]> {
  const p = await loanPreview(ctx, tenantId, valuationId)
  return [
    { label: 'Borrower', text: p.valuation.customer?.name ?? '' },
    { label: 'Valuation', paise: p.valuation.totalValue },
    { label: 'Loan-to-value on', paise: p.ltvValue.paise },
    { label: 'Principal on other open loans', paise: p.existingExposure },
    { label: 'Loan on this valuation', text: p.loanId ? 'Already opened' : 'None' },
  ]
}

/** The loan as it stands: status, what is owed, overdue days, surplus owed. */
export async function loanPosition(ctx: AppContext, tenantId: string, loanId: string): Promise<PositionLine[]> {
  const loan = await getLoan(ctx, tenantId, loanId)
  return [
    { label: 'Loan', text: `${loan.loanNumber} · ${loan.customer?.name ?? ''}` },
    { label: 'Status', text: loan.status },
    { label: 'Principal outstanding', paise: loan.outstanding.principal },
    { label: 'Interest and charges', paise: loan.outstanding.interest + loan.outstanding.penalCharges },
    { label: 'Total to close', paise: loan.outstanding.total },
    { label: 'Days past due', text: String(loan.daysPastDue) },
    { label: 'Surplus owed', paise: loan.surplusOwed },
    { label: 'Release compensation', paise: loan.releaseCompensation ?? 0 },
  ]
}

export const byLoan = (run: ApprovalOperation['run']): ApprovalOperation => ({
  run,
  position: (ctx, tenantId, subject) => loanPosition(ctx, tenantId, subject.loanId!),
})

/** The loans' gated actions as an approval posts them: as the maker, through the same services. */
export const loanApprovalOperations: ApprovalOperations = {
  'loan.open': {
    run: async (ctx, maker, payload) =>
      (await openLoan(ctx, maker.tenantId, maker.userId, payload as OpenLoanInput)).id,
    position: (ctx, tenantId, subject) => valuationPosition(ctx, tenantId, subject.valuationId!),
  },
  'loan.renew': byLoan(
    async (ctx, maker, payload, s) =>
      (await renewLoan(ctx, maker.tenantId, maker.userId, s.loanId!, payload as OpenLoanInput)).id,
  ),
  // Keyed by the request when the maker gave no key: a second run is the first payment's replay.
  'loan.payment': byLoan(async (ctx, maker, payload, s, requestId) => {
    const input = payload as LoanPaymentInput
    const keyed = { ...input, idempotencyKey: input.idempotencyKey ?? `approval_${requestId}` }
    return (await recordLoanPayment(ctx, maker.tenantId, s.loanId!, keyed, { userId: maker.userId })).payment.id
  }),
  // A request stored before issue 28 has no handover: it releases as it was asked.
  // The checker who approved it is the release's witness (joint custody under the packet rule).
  'loan.release': byLoan(async (ctx, maker, payload, s, requestId) => {
    const stored = payload as ReleaseWithHandover
    const input = { ...stored, handover: stored.handover ?? null }
    const witnessId = (await approvalsRepository(ctx, maker.tenantId).byId(requestId))?.deciderId ?? null
    return (await releaseLoan(ctx, maker.tenantId, s.loanId!, input, { userId: maker.userId, witnessId })).id
  }),
  'loan.auction': byLoan(
    async (ctx, maker, payload, s) =>
      (await auctionLoan(ctx, maker.tenantId, maker.userId, s.loanId!, payload as AuctionInput)).auction.id,
  ),
  'loan.surplusPayout': byLoan(
    async (ctx, maker, payload, s) =>
      (await paySurplus(ctx, maker.tenantId, maker.userId, s.loanId!, payload as SurplusPayoutInput)).id,
  ),
  'loan.releaseCompensationPayout': byLoan(async (ctx, maker, payload, s) => {
    await payReleaseCompensation(ctx, maker.tenantId, maker.userId, s.loanId!, payload as SurplusPayoutInput)
    return s.loanId!
  }),
}

const backDated = (ctx: AppContext, date: string | null): ApprovalCheck => ({
  action: 'backDatedEntry',
  facts: { kind: 'daysOlderThan', entryDate: date, today: isoDateOf(ctx.now()) },
})
const disbursing = (amountPaise: number): ApprovalCheck => ({
  action: 'disbursement',
  facts: { kind: 'amountAbove', amountPaise },
})

/** POST /api/loans and loans.open, through the approval gate (disbursement, back-dated entry). */
export async function requestOpenLoan(ctx: AppContext, staff: Staff, input: OpenLoanInput) {
  const valuation = await loansRepository(ctx, staff.tenantId).valuationForLoan(input.valuationId)
  const request = {
    operation: 'loan.open',
    checks: [disbursing(input.principal), backDated(ctx, input.disbursedOn)],
    subject: { valuationId: input.valuationId, customerId: valuation?.customerId ?? null },
    amountPaise: input.principal,
    summary: `Disburse ${formatRupeeFigure(input.principal)} (${input.scheme} loan, ${input.disbursementMode})`,
    payload: input,
    position: () => valuationPosition(ctx, staff.tenantId, input.valuationId),
  }
  // A valuation that does not exist holds nothing: the service answers its 404/400 at once.
  if (!valuation) return openLoan(ctx, staff.tenantId, staff.userId, input)
  return gated(ctx, staff, request, () => openLoan(ctx, staff.tenantId, staff.userId, input))
}

/** POST /api/loans/{id}/renew: the top-up above the carried principal is the disbursement. */
export async function requestRenewLoan(ctx: AppContext, staff: Staff, loanId: string, input: OpenLoanInput) {
  const old = await loanOrThrow(loansRepository(ctx, staff.tenantId), loanId)
  const topUp = Math.max(0, input.principal - old.principalOutstanding)
  return gated(
    ctx,
    staff,
    {
      operation: 'loan.renew',
      checks: [disbursing(topUp), backDated(ctx, input.disbursedOn)],
      subject: { loanId, valuationId: input.valuationId, customerId: old.customerId },
      amountPaise: topUp,
      summary: `Renew ${old.loanNumber} at ${formatRupeeFigure(input.principal)} (top-up ${formatRupeeFigure(topUp)})`,
      payload: input,
      position: () => loanPosition(ctx, staff.tenantId, loanId),
    },
    () => renewLoan(ctx, staff.tenantId, staff.userId, loanId, input),
  )
}

/** Gate one action on an existing loan: the loan must exist (404 first, as the services answer). */
export async function onLoan<T>(
  ctx: AppContext,
  staff: Staff,
  loanId: string,
  what: {
    operation: string
    checks: ApprovalCheck[]
    amountPaise: number | null
    summary: string
    payload: unknown
    heldAnyway?: ApprovalAction
  },
  post: () => Promise<T>,
) {
  const loan = await loanOrThrow(loansRepository(ctx, staff.tenantId), loanId)
  return gated(
    ctx,
    staff,
    {
      ...what,
      summary: `${what.summary} on ${loan.loanNumber}`,
      subject: { loanId, customerId: loan.customerId },
      position: () => loanPosition(ctx, staff.tenantId, loanId),
    },
    post,
  )
}

/**
 * POST /api/loans/{id}/payments: a payment dated further back than the rule allows waits. A key
 * already recorded is the service's replay (or its 409), never a new request.
 */
export async function requestLoanPayment(ctx: AppContext, staff: Staff, loanId: string, input: LoanPaymentInput) {
  const post = () => recordLoanPayment(ctx, staff.tenantId, loanId, input, { userId: staff.userId })
  if (input.idempotencyKey !== null && (await loansRepository(ctx, staff.tenantId).paymentByKey(input.idempotencyKey)))
    return post()
  return onLoan(
    ctx,
    staff,
    loanId,
    {
      operation: 'loan.payment',
      checks: [backDated(ctx, input.paidOn)],
      amountPaise: input.amount,
      summary: `Payment of ${formatRupeeFigure(input.amount)} dated ${input.paidOn ?? 'today'}`,
      payload: input,
    },
    post,
  )
}

/**
 * POST /api/loans/{id}/release. Under the shop's packet rule the handover is checked at once (the
 * clerk hears what is missing while the borrower is at the counter) and the release is always held
 * for a second staff member, the witness of joint custody, who approves it in the approvals inbox.
 */
export async function requestRelease(ctx: AppContext, staff: Staff, loanId: string, input: ReleaseWithHandover) {
  const repo = loansRepository(ctx, staff.tenantId)
  const loan = await loanOrThrow(repo, loanId)
  const packetRule = await repo.packetRuleOn()
  if (packetRule) {
    assertLoanAction(loan.status, 'release')
    await checkedReleaseHandover(repo, staff.tenantId, loan, input.handover)
  }
  return onLoan(
    ctx,
    staff,
    loanId,
    {
      operation: 'loan.release',
      checks: [{ action: 'release', facts: { kind: 'always' } }],
      amountPaise: null,
      summary: `Release the gold to ${input.releasedTo}`,
      payload: input,
      ...(packetRule ? { heldAnyway: 'release' as const } : {}),
    },
    () => releaseLoan(ctx, staff.tenantId, loanId, input, { userId: staff.userId }),
  )
}

/** A sale waits; a failed attempt (no money, no gold moves) is recorded at once. */
export const requestAuction = (ctx: AppContext, staff: Staff, loanId: string, input: AuctionInput) =>
  onLoan(
    ctx,
    staff,
    loanId,
    {
      operation: 'loan.auction',
      checks: input.sale ? [{ action: 'auctionSale', facts: { kind: 'always' } }, backDated(ctx, input.soldOn)] : [],
      amountPaise: input.sale?.amount ?? null,
      summary: input.sale
        ? `Auction sale to ${input.sale.buyer} for ${formatRupeeFigure(input.sale.amount)} on ${input.soldOn}`
        : `Failed auction on ${input.soldOn}`,
      payload: input,
    },
    () => auctionLoan(ctx, staff.tenantId, staff.userId, loanId, input),
  )

export async function requestSurplusPayout(ctx: AppContext, staff: Staff, loanId: string, input: SurplusPayoutInput) {
  const loan = await loanOrThrow(loansRepository(ctx, staff.tenantId), loanId)
  const owed = loan.surplusPaidOn === null ? loan.surplusOwed : 0
  return onLoan(
    ctx,
    staff,
    loanId,
    {
      operation: 'loan.surplusPayout',
      checks: [{ action: 'surplusPayout', facts: { kind: 'always' } }],
      amountPaise: owed,
      summary: `Pay out the surplus of ${formatRupeeFigure(owed)} (${input.mode})`,
      payload: input,
    },
    () => paySurplus(ctx, staff.tenantId, staff.userId, loanId, input),
  )
}

export async function requestCompensationPayout(
  ctx: AppContext,
  staff: Staff,
  loanId: string,
  input: SurplusPayoutInput,
) {
  const loan = await loanOrThrow(loansRepository(ctx, staff.tenantId), loanId)
  const owed = loan.releaseCompensation ?? 0
  return onLoan(
    ctx,
    staff,
    loanId,
    {
      operation: 'loan.releaseCompensationPayout',
      checks: [{ action: 'surplusPayout', facts: { kind: 'always' } }],
      amountPaise: owed,
      summary: `Pay the release compensation of ${formatRupeeFigure(owed)} (${input.mode})`,
      payload: input,
    },
    () => payReleaseCompensation(ctx, staff.tenantId, staff.userId, loanId, input),
  )
}
