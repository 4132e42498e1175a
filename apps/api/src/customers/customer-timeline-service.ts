import { customerErrors, emiPaymentTimelineEntries, mergeTimeline, valuationTimelineDetail } from '@gold/core'
import { rupeesOf } from '../valuations/valuation-json.ts'
import type { AppContext } from '../platform/context.ts'
import { syncEmiStatuses } from '../valuations/emi-sync.ts'
import { customerTimelineRepository } from './customer-timeline-repository.ts'

/**
 * GET /api/customers/{id}/timeline (spec 2.13): CREATED, VALUATION, GOLD_RECEIPT and EMI_PAID
 * computed from the rows, merged with the stored events, oldest first. A blank id is 404
 * 'Customer ID is required.'; another tenant's customer is 404 'Customer not found.'.
 */
export async function getCustomerTimeline(ctx: AppContext, tenantId: string, id: string) {
  if (id.trim() === '') throw customerErrors.error('idRequired')
  const customers = customerTimelineRepository(ctx, tenantId)
  const customer = await customers.findCreated(id)
  if (!customer) throw customerErrors.error('timelineNotFound')
  await syncEmiStatuses(ctx, tenantId, { customerId: id })
  const { valuations, paidEmis, emiReceipts, storedEvents } = await customers.timelineSources(id)
  return mergeTimeline({
    customer,
    valuations: valuations.map((v) => ({
      ...v,
      totalValuePaise: Number(v.totalValuePaise),
      estimatedLoanPaise: Number(v.estimatedLoanPaise),
    })),
    receipts: valuations,
    storedEvents,
    valuationDetail: valuationTimelineDetail,
    // One EMI_PAID per payment (partial ones included), from the receipts; see core emiPaymentTimelineEntries.
    // Its entries' `amount` is the spec's rupee number (2.13).
    emiPayments: emiPaymentTimelineEntries({
      receipts: emiReceipts.map(({ amountPaise, ...r }) => ({ ...r, amount: rupeesOf(amountPaise) })),
      paidEmis: paidEmis.map(({ amountPaise, ...e }) => ({ ...e, amount: rupeesOf(amountPaise) })),
    }),
  })
}
