import { mgToGrams, paiseToRupees } from '@gold/core'

/** The REST edge: platform-spec answers rupees and grams; the columns hold paise and milligrams. */
export const rupeesOf = (paise: bigint | number): number => paiseToRupees(Number(paise))
export const gramsOf = (mg: bigint | number): number => mgToGrams(Number(mg))
const rupeesOrNull = (paise: bigint | number | null): number | null => (paise === null ? null : rupeesOf(paise))

/**
 * Response projections. Each lists its fields explicitly so an internal column (createdById,
 * goldRateSource, goldRateAt, installmentNo, payment details) never leaks into an answer.
 */

/** The stored Valuation row of platform-spec 2.9, field for field (`valuationRowJson` names them). */
export const VALUATION_ROW_SELECT = {
  id: true,
  clientRequestId: true,
  customerId: true,
  tenantId: true,
  type: true,
  goldRatePaise: true,
  rateBasis: true,
  liveGoldRate22kPaise: true,
  bankGoldRate22kPaise: true,
  valuationFeePaise: true,
  totalGrossWeightMg: true,
  totalNetWeightMg: true,
  totalValuePaise: true,
  estimatedLoanPaise: true,
  ltvPercentage: true,
  interestRate: true,
  makingChargesPaise: true,
  otherDeductionsPaise: true,
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

/** Stored amounts: paise or milligrams, as the Int (number) or BigInt (bigint) column holds them. */
type Stored = number | bigint

/** The columns of `VALUATION_ROW_SELECT` as read. */
type ValuationRow = {
  id: string
  clientRequestId: string | null
  customerId: string
  tenantId: string
  type: string
  goldRatePaise: Stored
  rateBasis: string
  liveGoldRate22kPaise: Stored | null
  bankGoldRate22kPaise: Stored | null
  valuationFeePaise: Stored
  totalGrossWeightMg: Stored
  totalNetWeightMg: Stored
  totalValuePaise: Stored
  estimatedLoanPaise: Stored
  ltvPercentage: number | null
  interestRate: number | null
  makingChargesPaise: Stored
  otherDeductionsPaise: Stored
  status: string
  bankId: string | null
  bankBranchId: string | null
  ornamentReceiptUrl: string | null
  appraiserName: string | null
  appraiserNote: string | null
  goldEnvelopeUrl: string | null
  acknowledgementUrl: string | null
  goldReceiptNo: string | null
  goldReceiptIssuedAt: Date | null
  createdAt: Date
  updatedAt: Date
}

/** The Valuation of platform-spec 2.9 in the spec's order, rupees and grams. */
export function valuationRowJson(row: ValuationRow) {
  return {
    id: row.id,
    clientRequestId: row.clientRequestId,
    customerId: row.customerId,
    tenantId: row.tenantId,
    type: row.type,
    goldRate: rupeesOf(row.goldRatePaise),
    rateBasis: row.rateBasis,
    liveGoldRate22k: rupeesOrNull(row.liveGoldRate22kPaise),
    bankGoldRate22k: rupeesOrNull(row.bankGoldRate22kPaise),
    valuationFee: rupeesOf(row.valuationFeePaise),
    totalGrossWeight: gramsOf(row.totalGrossWeightMg),
    totalNetWeight: gramsOf(row.totalNetWeightMg),
    totalValue: rupeesOf(row.totalValuePaise),
    estimatedLoan: rupeesOf(row.estimatedLoanPaise),
    ltvPercentage: row.ltvPercentage,
    interestRate: row.interestRate,
    makingCharges: rupeesOf(row.makingChargesPaise),
    otherDeductions: rupeesOf(row.otherDeductionsPaise),
    status: row.status,
    bankId: row.bankId,
    bankBranchId: row.bankBranchId,
    ornamentReceiptUrl: row.ornamentReceiptUrl,
    appraiserName: row.appraiserName,
    appraiserNote: row.appraiserNote,
    goldEnvelopeUrl: row.goldEnvelopeUrl,
    acknowledgementUrl: row.acknowledgementUrl,
    goldReceiptNo: row.goldReceiptNo,
    goldReceiptIssuedAt: row.goldReceiptIssuedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

/** The EMI fields of the valuation detail view (4.5). */
export const DETAIL_EMI_SELECT = {
  id: true,
  amountPaise: true,
  dueDate: true,
  status: true,
  paidAt: true,
  valuationId: true,
} as const

/** Ornament of 2.10 (`ornamentJson` names the fields). */
export const ORNAMENT_SELECT = {
  id: true,
  type: true,
  quantity: true,
  purity: true,
  grossWeightMg: true,
  netWeightMg: true,
  deductionMg: true,
  estimatedValuePaise: true,
  imageUrl: true,
  imageUrl2: true,
  purityMethod: true,
  purityVerified: true,
  kind: true,
} as const

type OrnamentRow = {
  id: string
  type: string
  quantity: number
  purity: string
  grossWeightMg: Stored
  netWeightMg: Stored
  deductionMg: Stored
  estimatedValuePaise: Stored
  imageUrl: string | null
  imageUrl2: string | null
  purityMethod: string | null
  purityVerified: boolean
  kind: string
}

/**
 * Spec 2.10's fields; a gold coin (issue 28) adds `kind: 'coin'`. An ornament, the only kind the
 * spec knows, keeps exactly the spec's fields.
 */
export const ornamentJson = (o: OrnamentRow) => ({
  id: o.id,
  type: o.type,
  quantity: o.quantity,
  purity: o.purity,
  grossWeight: gramsOf(o.grossWeightMg),
  netWeight: gramsOf(o.netWeightMg),
  deduction: gramsOf(o.deductionMg),
  estimatedValue: rupeesOf(o.estimatedValuePaise),
  imageUrl: o.imageUrl,
  imageUrl2: o.imageUrl2,
  purityMethod: o.purityMethod,
  purityVerified: o.purityVerified,
  ...(o.kind === 'coin' && { kind: 'coin' as const }),
})

/** The scalar fields of GET /api/valuations/{id} (4.5); `detailScalarsJson` names them in the spec's order. */
export const DETAIL_SCALAR_SELECT = {
  id: true,
  type: true,
  status: true,
  totalGrossWeightMg: true,
  totalNetWeightMg: true,
  totalValuePaise: true,
  estimatedLoanPaise: true,
  valuationFeePaise: true,
  makingChargesPaise: true,
  otherDeductionsPaise: true,
  goldRatePaise: true,
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

type DetailScalarRow = Omit<
  ValuationRow,
  'clientRequestId' | 'customerId' | 'tenantId' | 'rateBasis' | 'liveGoldRate22kPaise' | 'bankGoldRate22kPaise'
> &
  Pick<ValuationRow, 'ornamentReceiptUrl'>

export function detailScalarsJson(v: DetailScalarRow) {
  return {
    id: v.id,
    type: v.type,
    status: v.status,
    totalGrossWeight: gramsOf(v.totalGrossWeightMg),
    totalNetWeight: gramsOf(v.totalNetWeightMg),
    totalValue: rupeesOf(v.totalValuePaise),
    estimatedLoan: rupeesOf(v.estimatedLoanPaise),
    valuationFee: rupeesOf(v.valuationFeePaise),
    makingCharges: rupeesOf(v.makingChargesPaise),
    otherDeductions: rupeesOf(v.otherDeductionsPaise),
    goldRate: rupeesOf(v.goldRatePaise),
    ltvPercentage: v.ltvPercentage,
    interestRate: v.interestRate,
    appraiserName: v.appraiserName,
    appraiserNote: v.appraiserNote,
    ornamentReceiptUrl: v.ornamentReceiptUrl,
    goldEnvelopeUrl: v.goldEnvelopeUrl,
    acknowledgementUrl: v.acknowledgementUrl,
    goldReceiptNo: v.goldReceiptNo,
    goldReceiptIssuedAt: v.goldReceiptIssuedAt,
    createdAt: v.createdAt,
    updatedAt: v.updatedAt,
  }
}

export const BRANCH_SUMMARY_SELECT = {
  id: true,
  branchName: true,
  ifsc: true,
  managerEmail: true,
  managerName: true,
} as const
