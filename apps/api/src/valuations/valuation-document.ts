import type { AppContext } from '../platform/context.ts'
import { syncEmiStatuses } from './emi-sync.ts'
import { valuationsRepository } from './valuations-repository.ts'

/** Everything the certificate and its emails need, EMI statuses synchronised first; null when not in tenant. */
export async function loadValuationDocument(ctx: AppContext, tenantId: string, id: string) {
  const valuations = valuationsRepository(ctx, tenantId)
  // No existence check first: the sync is confined to the tenant, so for an unknown id (or another
  // tenant's) it changes nothing, and the read below answers null.
  await syncEmiStatuses(ctx, tenantId, { valuationId: id })
  const valuation = await valuations.document(id)
  if (!valuation) return null
  const tenant = await valuations.tenantLabel()
  const bank = valuation.bankId ? await valuations.bank(valuation.bankId) : null
  const branch = valuation.bankBranchId ? await valuations.branch(valuation.bankBranchId) : null
  return { valuation, tenant: tenant ?? { id: tenantId, name: 'Gold Loan Shop', slug: '' }, bank, branch }
}

export type ValuationDocument = NonNullable<Awaited<ReturnType<typeof loadValuationDocument>>>
