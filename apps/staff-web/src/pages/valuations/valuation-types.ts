/**
 * The valuation detail of platform-spec 4.5. The API builds it with a generic field picker, so
 * tRPC infers `unknown` for its scalars; this names them for the screens.
 */
export type ValuationOrnament = {
  id: string; type: string; quantity: number; purity: string; grossWeight: number; netWeight: number; deduction: number
  estimatedValue: number; imageUrl: string | null; imageUrl2: string | null; purityMethod: string | null; purityVerified: boolean
}
/** `paidAmount`: rupees received against `amount` by partial payments (absent from older API builds). */
export type ValuationEmi = { id: string; amount: number; paidAmount?: number; dueDate: Date; status: string; paidAt: Date | null; valuationId: string }
export type ValuationBranch = { id: string; branchName: string; ifsc: string | null; managerEmail: string | null; managerName: string | null }
export type ValuationDetail = {
  id: string; type: string; status: string
  totalGrossWeight: number; totalNetWeight: number; totalValue: number; estimatedLoan: number
  valuationFee: number; makingCharges: number | null; otherDeductions: number | null; goldRate: number
  ltvPercentage: number | null; interestRate: number | null
  appraiserName: string | null; appraiserNote: string | null; ornamentReceiptUrl: string | null
  goldEnvelopeUrl: string | null; acknowledgementUrl: string | null
  goldReceiptNo: string | null; goldReceiptIssuedAt: Date | null
  createdAt: Date; updatedAt: Date
  customer: { id: string; name: string; phone: string; email: string | null }
  bank: { id: string; name: string } | null
  bankBranchId: string | null
  bankBranches: ValuationBranch[]
  ornaments: ValuationOrnament[]
  emiRecords: ValuationEmi[]
}
export type ValuationRow = {
  id: string; type: string; status: string; customerId: string; totalNetWeight: number; totalValue: number; estimatedLoan: number
  goldReceiptNo: string | null; createdAt: Date; customer: { id: string; name: string }
}

export const TYPE_LABELS: Record<string, string> = { loan: 'Loan', sell: 'Sell', certificate: 'Certificate' }
export const typeLabel = (t: string) => TYPE_LABELS[t] ?? t
