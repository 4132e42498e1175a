import { gramsOf, rupeesOf } from '../valuations/valuation-json.ts'
import type { PortalValuationRow } from './portal-repository.ts'

/** A borrower's valuation as the portal reads it: rupees and grams, in the fields' stored order. */
export function portalValuationJson(v: PortalValuationRow) {
  return {
    id: v.id,
    type: v.type,
    status: v.status,
    goldRate: rupeesOf(v.goldRatePaise),
    totalGrossWeight: gramsOf(v.totalGrossWeightMg),
    totalNetWeight: gramsOf(v.totalNetWeightMg),
    totalValue: rupeesOf(v.totalValuePaise),
    estimatedLoan: rupeesOf(v.estimatedLoanPaise),
    ltvPercentage: v.ltvPercentage,
    interestRate: v.interestRate,
    goldReceiptNo: v.goldReceiptNo,
    goldReceiptIssuedAt: v.goldReceiptIssuedAt,
    createdAt: v.createdAt,
    ornaments: v.ornaments.map((o) => ({
      id: o.id,
      type: o.type,
      quantity: o.quantity,
      purity: o.purity,
      grossWeight: gramsOf(o.grossWeightMg),
      netWeight: gramsOf(o.netWeightMg),
      estimatedValue: rupeesOf(o.estimatedValuePaise),
    })),
  }
}
