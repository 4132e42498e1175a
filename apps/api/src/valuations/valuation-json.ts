import { EMI_RECORD_SELECT } from '../emis/emi-records-repository.ts'

/**
 * Response projections. Each lists its fields explicitly so an internal column (createdById,
 * goldRateSource, goldRateAt, installmentNo, payment details) never leaks into an answer.
 */

/** The stored Valuation row of platform-spec 2.9, field for field. */
export const VALUATION_ROW_SELECT = {
  id: true,
  clientRequestId: true,
  customerId: true,
  tenantId: true,
  type: true,
  goldRate: true,
  rateBasis: true,
  liveGoldRate22k: true,
  bankGoldRate22k: true,
  valuationFee: true,
  totalGrossWeight: true,
  totalNetWeight: true,
  totalValue: true,
  estimatedLoan: true,
  ltvPercentage: true,
  interestRate: true,
  makingCharges: true,
  otherDeductions: true,
  status: true,
  bankId: true,
  bankBranchId: true,
  ornamentReceiptUrl: true,
  appraiserName: true,
  appraiserNote: true,
  goldEnvelopeUrl: true,
  acknowledgementUrl: true,
  goldReceiptNo: true,
  goldReceiptIssuedAt: true,
  createdAt: true,
  updatedAt: true,
} as const

/** A row that holds every field `select` names (what the repository read with that select). */
type Holding<S> = { readonly [K in keyof S]: unknown }

/**
 * The fields `select` names, in its order, typed as the row has them (so the tRPC outputs, and the
 * apps reading them, know each field's type); a field the row holds as undefined answers null.
 */
export function pick<S extends Record<string, true>, R extends Holding<S>>(
  row: R,
  select: S,
): { [K in keyof S]: R[K] } {
  const out: Partial<Record<keyof S, unknown>> = {}
  for (const key of Object.keys(select) as (keyof S)[]) out[key] = row[key] ?? null
  return out as { [K in keyof S]: R[K] }
}

export const valuationRowJson = <R extends Holding<typeof VALUATION_ROW_SELECT>>(row: R) =>
  pick(row, VALUATION_ROW_SELECT)

/** The EMI record of platform-spec 2.11 (its select is the EMI records' repository's). */
export { EMI_RECORD_SELECT }
export const emiRecordJson = <R extends Holding<typeof EMI_RECORD_SELECT>>(row: R) => pick(row, EMI_RECORD_SELECT)

/** The EMI fields of the valuation detail view (4.5). */
export const DETAIL_EMI_SELECT = {
  id: true,
  amount: true,
  dueDate: true,
  status: true,
  paidAt: true,
  valuationId: true,
} as const

/** Ornament of 2.10. */
export const ORNAMENT_SELECT = {
  id: true,
  type: true,
  quantity: true,
  purity: true,
  grossWeight: true,
  netWeight: true,
  deduction: true,
  estimatedValue: true,
  imageUrl: true,
  imageUrl2: true,
  purityMethod: true,
  purityVerified: true,
} as const

/** The scalar fields of GET /api/valuations/{id} (4.5), in the spec's order. */
export const DETAIL_SCALAR_SELECT = {
  id: true,
  type: true,
  status: true,
  totalGrossWeight: true,
  totalNetWeight: true,
  totalValue: true,
  estimatedLoan: true,
  valuationFee: true,
  makingCharges: true,
  otherDeductions: true,
  goldRate: true,
  ltvPercentage: true,
  interestRate: true,
  appraiserName: true,
  appraiserNote: true,
  ornamentReceiptUrl: true,
  goldEnvelopeUrl: true,
  acknowledgementUrl: true,
  goldReceiptNo: true,
  goldReceiptIssuedAt: true,
  createdAt: true,
  updatedAt: true,
} as const

export const BRANCH_SUMMARY_SELECT = {
  id: true,
  branchName: true,
  ifsc: true,
  managerEmail: true,
  managerName: true,
} as const
